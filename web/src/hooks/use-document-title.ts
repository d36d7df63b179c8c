import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Page · CareShift" in the browser tab. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
}
