import './errors.css';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PATHS } from '../../app/paths';

/** The catch-all page, also shown to a role a route does not allow (spec sections 2 and 8). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return (
    <main className="cs-message-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={PATHS.landing}>{t('actions.goHome')}</Link>
    </main>
  );
}
