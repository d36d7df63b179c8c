import './errors.css';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { PATHS } from '../../app/paths';

import { NotFoundPage } from './not-found-page';

/** `/error`, and what any route shows when it fails to load or render. */
export function ErrorPage() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('errorPage.title');
  }, [t]);
  return (
    <main className="cs-message-page">
      <h1>{t('errorPage.title')}</h1>
      <p>{t('errorPage.body')}</p>
      <Link to={PATHS.landing} reloadDocument>
        {t('actions.goHome')}
      </Link>
    </main>
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
