import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ANCHORS, PATHS } from '../../../app/paths';
import { landingRouteFor } from '../../../app/route-table';
import type { SessionHint } from '../../../app/session-hint';

import { LanguageSelect } from './language-select';

interface TopBarProps {
  session: SessionHint;
  onLogOut: () => void;
}

/** The landing page's top bar (spec section 2): anchors, Portal when signed in with a role, Log In / Log Out, language. */
export function TopBar({ session, onLogOut }: TopBarProps) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <header className="lp-header">
      <div className="lp-container lp-bar">
        <a className="lp-brand" href={`${PATHS.landing}#main`}>
          {t('common:appName')}
        </a>
        <nav className="lp-nav" aria-label={t('nav.label')}>
          <ul>
            <li>
              <a href={`#${ANCHORS.aboutUs}`}>{t('nav.aboutUs')}</a>
            </li>
            <li>
              <a href={`#${ANCHORS.shiftRates}`}>{t('nav.shiftRates')}</a>
            </li>
            <li>
              <a href={`#${ANCHORS.getInTouch}`}>{t('nav.getInTouch')}</a>
            </li>
            {session.signedIn && session.role && (
              <li>
                <Link to={landingRouteFor(session.role)}>{t('nav.portal')}</Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="lp-actions">
          <LanguageSelect />
          {session.signedIn ? (
            <button type="button" className="lp-button lp-button-light" onClick={onLogOut}>
              {t('nav.logOut')}
            </button>
          ) : (
            <Link className="lp-button lp-button-light" to={PATHS.login}>
              {t('nav.logIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
