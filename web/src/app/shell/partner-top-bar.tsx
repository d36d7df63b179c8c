import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { keepFocusOnPage } from '../../hooks/use-heading-focus';
import { useLanguageButtonLabel } from '../../hooks/use-language-button-label';
import { usePartnerProfile } from '../../hooks/use-partner-profile';
import { changeLanguage, currentLanguage, LANGUAGES } from '../../i18n';
import { IMPLEMENTED_PORTAL_PATHS, PATHS } from '../paths';
import { signOutUser } from '../session';
import type { Session } from '../session';

import { MenuButton } from './menu-button';
import { userMenuButtonName, userMenuLabel } from './user-menu';

const PROFILE_PATH = '/profile';

const icon = (path: string) => (
  <svg className="ps-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);

interface PartnerTopBarProps {
  session: Session;
  navigationOpen: boolean;
  onToggleNavigation: () => void;
}

/**
 * The partner's top bar (spec "Shell and navigation"): the menu button of the phone's navigation,
 * the product's name, Back, the language and the partner's menu (name, Profile, Log Out).
 */
export function PartnerTopBar({ session, navigationOpen, onToggleNavigation }: PartnerTopBarProps) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const languageLabel = useLanguageButtonLabel(language);
  const partner = usePartnerProfile(session.userId);
  const name = userMenuLabel(session, partner.data);

  return (
    <header className="ps-top-bar" id="portal-top-bar">
      <button
        type="button"
        className="ps-top-button ps-navigation-toggle"
        aria-label={t(navigationOpen ? 'layout.navigationClose' : 'layout.navigationToggle')}
        aria-expanded={navigationOpen}
        aria-controls="partner-navigation"
        onClick={onToggleNavigation}
      >
        {icon(navigationOpen ? 'M3 3l10 10M13 3L3 13' : 'M2 4h12M2 8h12M2 12h12')}
      </button>
      <Link to={PATHS.landing} className="ps-brand">
        {t('common:appName')}
      </Link>
      <div className="ps-utilities">
        <button
          type="button"
          className="ps-top-button"
          aria-label={t('topBar.back')}
          onClick={() => navigate(-1)}
        >
          {icon('M14 8H3M7 3.5L2.5 8 7 12.5')}
          <span className="ps-wide-only">{t('topBar.back')}</span>
        </button>
        <MenuButton
          label={languageLabel}
          items={LANGUAGES.map((code) => ({
            id: code,
            text: t(`common:languages.${code}Name`),
            lang: code,
            checked: code === language,
          }))}
          onSelect={(code) => void changeLanguage(code)}
        >
          {t(`common:languages.${language}`)}
        </MenuButton>
        <MenuButton
          label={userMenuButtonName(t('topBar.userMenu'), name)}
          items={[
            ...(IMPLEMENTED_PORTAL_PATHS.has(PROFILE_PATH)
              ? [{ id: 'profile', text: t('topBar.profile') }]
              : []),
            { id: 'log-out', text: t('topBar.logOut') },
          ]}
          onSelect={(id) => {
            if (id === 'profile') {
              navigate(PROFILE_PATH);
              return;
            }
            void signOutUser().finally(() => {
              queryClient.clear();
              navigate(PATHS.login, { replace: true });
              keepFocusOnPage();
            });
          }}
        >
          {icon('M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 15c0-3 2.7-5 6-5s6 2 6 5')}
          <span className="ps-user-name">{name ?? t('topBar.userMenu')}</span>
        </MenuButton>
      </div>
    </header>
  );
}
