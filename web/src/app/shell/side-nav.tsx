import SideNavigation from '@cloudscape-design/components/side-navigation';
import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { Role } from '@careshift/domain';

import { IMPLEMENTED_PORTAL_PATHS, PATHS } from '../paths';

import { navigationFor } from './navigation';

/** The sidebar: the entries of the user's role whose pages exist. */
export function SideNav({ role, onFollow }: { role: Role | undefined; onFollow: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items: SideNavigationProps.Item[] = navigationFor(role, IMPLEMENTED_PORTAL_PATHS).map((entry) =>
    entry.kind === 'link'
      ? { type: 'link', text: t(`nav.${entry.label}`), href: entry.href }
      : {
          type: 'section',
          text: t(`nav.${entry.label}`),
          items: entry.items.map((item) => ({ type: 'link', text: t(`nav.${item.label}`), href: item.href })),
        },
  );
  // The entry for this page: its own address, else the longest one it lies under (/clients/new is
  // "New client", not "All clients").
  const activeHref = items
    .flatMap((item) => (item.type === 'section' ? item.items : [item]))
    .map((item) => (item.type === 'link' ? item.href : ''))
    .filter((href) => href && (pathname === href || pathname.startsWith(`${href}/`)))
    .sort((a, b) => Number(b === pathname) - Number(a === pathname) || b.length - a.length)[0];

  return (
    <SideNavigation
      header={{ text: t('nav.header'), href: PATHS.landing }}
      items={items}
      activeHref={activeHref}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        onFollow();
        navigate(event.detail.href);
      }}
    />
  );
}
