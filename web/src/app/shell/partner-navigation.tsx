import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import type { Role } from '@careshift/domain';

import { IMPLEMENTED_PORTAL_PATHS } from '../paths';

import { navigationFor } from './navigation';
import type { NavLink } from './navigation';

/** The entry of this page: its own address, else the longest one it lies under. */
function activeHref(links: readonly NavLink[], pathname: string): string | undefined {
  return links
    .map((link) => link.href)
    .filter((href) => pathname === href || pathname.startsWith(`${href}/`))
    .sort((a, b) => Number(b === pathname) - Number(a === pathname) || b.length - a.length)[0];
}

/**
 * The partner's side navigation (the same entries as the sidebar of every role, spec "Shell and
 * navigation"), as plain links and headed groups.
 */
export function PartnerNavigation({ role, onFollow }: { role: Role | undefined; onFollow: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const entries = navigationFor(role, IMPLEMENTED_PORTAL_PATHS);
  const active = activeHref(
    entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items)),
    pathname,
  );
  const item = (link: NavLink) => (
    <li key={link.href}>
      <Link
        to={link.href}
        className="ps-nav-link"
        aria-current={link.href === active ? 'page' : undefined}
        onClick={onFollow}
      >
        {t(`nav.${link.label}`)}
      </Link>
    </li>
  );

  return (
    <>
      <h2 className="ps-nav-header">{t('nav.header')}</h2>
      <ul className="ps-nav-list">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            item(entry)
          ) : (
            <li key={entry.label}>
              <h3 className="ps-nav-section">{t(`nav.${entry.label}`)}</h3>
              <ul className="ps-nav-list">{entry.items.map(item)}</ul>
            </li>
          ),
        )}
      </ul>
    </>
  );
}
