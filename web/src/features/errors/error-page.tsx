import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { MessagePage } from './message-page';
import { NotFoundPage } from './not-found-page';

/** `/error`, and what any route shows when it fails to load or render. */
export function ErrorPage() {
  const { t } = useTranslation('common');
  return (
    <MessagePage title={t('errorPage.title')} body={t('errorPage.body')} home={t('actions.goHome')} reload />
  );
}

/** The routes' error boundary: a 404 thrown by a loader shows the 404 page, anything else the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
