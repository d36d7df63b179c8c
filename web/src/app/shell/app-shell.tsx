// TopNavigation's and Flashbar's design tokens, kept out of the partner's stylesheet (web/base-theme-split.ts).
import 'virtual:careshift/shell-contexts.css';
import './skip-link.css';

import AppLayout from '@cloudscape-design/components/app-layout';
import Flashbar from '@cloudscape-design/components/flashbar';
import { useCallback, useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { PortalNotFoundPage } from '../../features/errors/portal-not-found-page';
import { useHeadingFocusOnNavigation } from '../../hooks/use-heading-focus';
import { useMediaQuery } from '../../hooks/use-media-query';
import type { Session } from '../auth';
import { PwaNotices } from '../pwa/pwa-notices';
import { canOpenRoute } from '../route-table';

import {
  MOBILE_NAVIGATION_QUERY,
  useEscapeClosesNavigation,
  useNavigationLandmarkFix,
} from './mobile-navigation';
import { useFlashbarItems } from './notifications';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

const TOP_BAR_ID = 'portal-top-bar';
const MAIN_ID = 'main-content';

/** The skip link moves focus to the page's content, past the top bar and the sidebar. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** The authenticated shell: top bar, role sidebar, Flashbar, and the page (or 404 for a role not allowed). */
export function AppShell({ session }: { session: Session }) {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const compact = useMediaQuery(MOBILE_NAVIGATION_QUERY);
  const [navigationOpen, setNavigationOpen] = useState(!compact);
  const flashItems = useFlashbarItems(t('common:actions.dismiss'));

  useEffect(() => setNavigationOpen(!compact), [compact]);
  const closeNavigation = useCallback(() => setNavigationOpen(false), []);
  useEscapeClosesNavigation(navigationOpen, compact, closeNavigation, t('layout.navigationToggle'));
  useNavigationLandmarkFix(compact);
  useHeadingFocusOnNavigation();

  return (
    <>
      <a className="app-skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        {t('layout.skipToContent')}
      </a>
      <div id={TOP_BAR_ID} style={{ position: 'sticky', top: 0, zIndex: 1002 }}>
        <TopBar session={session} />
      </div>
      <AppLayout
        headerSelector={`#${TOP_BAR_ID}`}
        navigation={<SideNav role={session.role} onFollow={() => compact && setNavigationOpen(false)} />}
        navigationOpen={navigationOpen}
        onNavigationChange={({ detail }) => setNavigationOpen(detail.open)}
        toolsHide
        stickyNotifications
        notifications={
          <Flashbar
            items={flashItems}
            stackItems={flashItems.length > 2}
            i18nStrings={{
              ariaLabel: t('flash.stacked'),
              notificationBarText: t('flash.stacked'),
              notificationBarAriaLabel: t('flash.toggle'),
              errorIconAriaLabel: t('flash.errors'),
              warningIconAriaLabel: t('flash.warnings'),
              successIconAriaLabel: t('flash.successes'),
              infoIconAriaLabel: t('flash.infos'),
              inProgressIconAriaLabel: t('flash.inProgress'),
            }}
          />
        }
        ariaLabels={{
          navigation: t('layout.navigation'),
          navigationToggle: t('layout.navigationToggle'),
          navigationClose: t('layout.navigationClose'),
          notifications: t('layout.notifications'),
        }}
        content={
          <div id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
            <PwaNotices session={session} />
            {canOpenRoute(pathname, session.role) ? <Outlet /> : <PortalNotFoundPage />}
          </div>
        }
      />
    </>
  );
}
