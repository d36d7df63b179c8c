import './partner-shell.css';
import './partner-touch.css';

import {
  colorBackgroundContainerContent,
  colorBackgroundDropdownItemHover,
  colorBackgroundHomeHeader,
  colorBackgroundLayoutMain,
  colorBorderDividerDefault,
  colorBorderItemFocused,
  colorTextAccent,
  colorTextBodyDefault,
  colorTextBodySecondary,
  fontFamilyBase,
} from '@cloudscape-design/design-tokens';
import { useCallback, useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { partnerGet } from '@careshift/contract/operations/partner-get';

import { provideOperations } from '../../api/client';
import { PortalNotFoundPage } from '../../features/errors/portal-not-found-page';
import { useHeadingFocusOnNavigation } from '../../hooks/use-heading-focus';
import { useMediaQuery } from '../../hooks/use-media-query';
import type { Session } from '../auth';
import { PwaNotices } from '../pwa/pwa-notices';
import { canOpenRoute } from '../route-table';

import { useDrawerFocusTrap } from './drawer-focus-trap';
import { MOBILE_NAVIGATION_QUERY } from './mobile-navigation';
import { NoticeList } from './notice-list';
import { PartnerNavigation } from './partner-navigation';
import { PartnerTopBar } from './partner-top-bar';

// The user menu's name comes from partner-get on every partner page: it arrives with the shell.
provideOperations(partnerGet);

/** Cloudscape's design tokens as the shell's colours and font (partner-shell.css uses them). */
const TOKENS = {
  '--ps-header': colorBackgroundHomeHeader,
  '--ps-page': colorBackgroundLayoutMain,
  '--ps-panel': colorBackgroundContainerContent,
  '--ps-hover': colorBackgroundDropdownItemHover,
  '--ps-line': colorBorderDividerDefault,
  '--ps-focus': colorBorderItemFocused,
  '--ps-accent': colorTextAccent,
  '--ps-text': colorTextBodyDefault,
  '--ps-muted': colorTextBodySecondary,
  '--ps-font': fontFamilyBase,
} as CSSProperties;

/**
 * The partner's shell (docs/decisions/performance/partner-phone.md): a skip link, the top bar, the
 * navigation (a column on a desktop, a panel the menu button opens on a phone; Escape closes it), the
 * messages and the page, with Cloudscape's tokens and Cloudscape components inside the pages, but
 * none of AppLayout's machinery, which a nurse's phone would download and run on every visit.
 */
export function PartnerShell({ session }: { session: Session }) {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const compact = useMediaQuery(MOBILE_NAVIGATION_QUERY);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useHeadingFocusOnNavigation();

  useEffect(() => {
    if (!open || !compact) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      document.querySelector<HTMLElement>('.ps-navigation-toggle')?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, compact, close]);

  useDrawerFocusTrap(open && compact, '.ps-navigation-toggle', '#partner-navigation');

  const navigationShown = open || !compact;
  return (
    <div className="ps-shell" style={TOKENS}>
      <a className="ps-skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <PartnerTopBar session={session} navigationOpen={open} onToggleNavigation={() => setOpen(!open)} />
      <div className="ps-body">
        <nav
          id="partner-navigation"
          className={`ps-navigation${open ? ' ps-navigation-open' : ''}`}
          aria-label={t('layout.navigation')}
          hidden={!navigationShown}
        >
          <PartnerNavigation role={session.role} onFollow={close} />
        </nav>
        <main id="main-content" className="ps-main" tabIndex={-1}>
          <PwaNotices session={session} />
          <NoticeList label={t('layout.notifications')} dismissLabel={t('common:actions.dismiss')} />
          {canOpenRoute(pathname, session.role) ? <Outlet /> : <PortalNotFoundPage />}
        </main>
      </div>
    </div>
  );
}
