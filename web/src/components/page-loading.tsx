import { useTranslation } from 'react-i18next';

/** What a route shows while its code loads: plain text, no Cloudscape needed yet. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" style={{ font: '1rem system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
      {t('status.loading')}
    </p>
  );
}
