import { useTranslation } from 'react-i18next';

/**
 * What a route shows while its code loads: plain text, no Cloudscape needed yet. No margin: a
 * paragraph's default top margin moved the whole page down 16 px until the page replaced it, which
 * Lighthouse counted as a layout shift of the body.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <p
      role="status"
      style={{ font: '1rem system-ui, sans-serif', margin: 0, padding: '2rem', textAlign: 'center' }}
    >
      {t('status.loading')}
    </p>
  );
}
