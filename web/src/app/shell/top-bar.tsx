import TopNavigation from '@cloudscape-design/components/top-navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { isPartner } from '@careshift/domain/permissions/viewer';

import { keepFocusOnPage } from '../../hooks/use-heading-focus';
import { useLanguageButtonLabel } from '../../hooks/use-language-button-label';
import { usePartnerProfile } from '../../hooks/use-partner-profile';
import { changeLanguage, currentLanguage, LANGUAGES } from '../../i18n';
import type { Session } from '../auth';
import { IMPLEMENTED_PORTAL_PATHS, PATHS } from '../paths';
import { signOutUser } from '../session';

import { userMenuButtonName, userMenuLabel } from './user-menu';

const PROFILE_PATH = '/profile';

/** The portal's top bar (spec "Shell and navigation"): Back, language, user menu with Log Out. */
export function TopBar({ session }: { session: Session }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const languageLabel = useLanguageButtonLabel(language);
  const showProfile = isPartner(session) && IMPLEMENTED_PORTAL_PATHS.has(PROFILE_PATH);
  const partner = usePartnerProfile(isPartner(session) ? session.userId : undefined);
  const userName = userMenuLabel(session, partner.data);

  return (
    <TopNavigation
      identity={{
        href: PATHS.landing,
        title: t('common:appName'),
        onFollow: (event) => {
          event.preventDefault();
          navigate(PATHS.landing);
        },
      }}
      utilities={[
        {
          type: 'button',
          text: t('topBar.back'),
          iconName: 'arrow-left',
          onClick: () => navigate(-1),
        },
        {
          type: 'menu-dropdown',
          text: t(`common:languages.${language}`),
          ariaLabel: languageLabel,
          title: t('common:languages.label'),
          items: LANGUAGES.map((code) => ({
            id: code,
            text: t(`common:languages.${code}Name`),
            lang: code,
            checked: code === language,
            itemType: 'checkbox' as const,
          })),
          onItemClick: ({ detail }) => void changeLanguage(detail.id),
        },
        {
          type: 'menu-dropdown',
          text: userName ?? t('topBar.userMenu'),
          ariaLabel: userMenuButtonName(t('topBar.userMenu'), userName),
          iconName: 'user-profile',
          items: [
            ...(showProfile ? [{ id: 'profile', text: t('topBar.profile'), href: PROFILE_PATH }] : []),
            { id: 'log-out', text: t('topBar.logOut') },
          ],
          onItemClick: ({ detail }) => {
            if (detail.id === 'profile') {
              navigate(PROFILE_PATH);
              return;
            }
            if (detail.id !== 'log-out') return;
            void signOutUser().finally(() => {
              queryClient.clear();
              navigate(PATHS.login, { replace: true });
              keepFocusOnPage();
            });
          },
        },
      ]}
      i18nStrings={{
        overflowMenuTriggerText: t('topBar.overflowMenu'),
        overflowMenuTitleText: t('topBar.overflowMenuTitle'),
        overflowMenuBackIconAriaLabel: t('topBar.overflowMenuBack'),
        overflowMenuDismissIconAriaLabel: t('topBar.overflowMenuDismiss'),
      }}
    />
  );
}
