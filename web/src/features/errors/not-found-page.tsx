import { useTranslation } from 'react-i18next';

import { MessagePage } from './message-page';

/** The catch-all page outside the portal: the landing page's typography and colours (spec section 8). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <MessagePage title={t('notFound.title')} body={t('notFound.body')} home={t('actions.goHome')} />;
}
