import { useTranslation } from 'react-i18next';

import { MessagePage } from './message-page';

/** The catch-all page, also shown to a role a route does not allow (spec sections 2 and 8). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <MessagePage title={t('notFound.title')} body={t('notFound.body')} home={t('actions.goHome')} />;
}
