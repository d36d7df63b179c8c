import type { Role } from '@careshift/domain';

import type { shell } from '../../i18n/locales/en/shell';

export type NavLabel = keyof typeof shell.nav;

export interface NavLink {
  kind: 'link';
  label: NavLabel;
  href: string;
  roles: readonly Role[];
}

export interface NavSection {
  kind: 'section';
  label: NavLabel;
  items: readonly NavLink[];
}

export type NavEntry = NavLink | NavSection;

const S: Role = 'SYSTEM_USER';
const link = (label: NavLabel, href: string, roles: readonly Role[]): NavLink => ({
  kind: 'link',
  label,
  href,
  roles,
});
const section = (label: NavLabel, items: readonly NavLink[]): NavSection => ({
  kind: 'section',
  label,
  items,
});

/** The sidebar of spec section 2 "Shell and navigation", for every role. */
export const NAVIGATION: readonly NavEntry[] = [
  link('profile', '/profile', ['EMPLOYEE']),
  link('account', '/account', ['CLIENT', 'OWNER']),
  link('findShift', '/find-a-shift', ['EMPLOYEE']),
  link('myShifts', '/my-requests', ['EMPLOYEE']),
  link('invitations', '/invitations', ['EMPLOYEE']),
  link('invoices', '/invoices', ['EMPLOYEE']),
  link('dashboard', '/dashboard', [S]),
  link('requests', '/requests', [S, 'CLIENT', 'OWNER']),
  link('timesheets', '/timesheets', [S, 'CLIENT', 'OWNER']),
  // The route table gives client users the invoice list too (without the partner column).
  link('invoices', '/invoices', ['CLIENT', 'OWNER']),
  section('clients', [link('clientsAll', '/clients', [S]), link('clientsNew', '/clients/new', [S])]),
  section('partners', [link('partnersAll', '/employees', [S]), link('partnersNew', '/employees/new', [S])]),
  link('partnerStatistics', '/employeeStatistics', [S]),
  section('invoices', [link('invoicesAll', '/invoices', [S]), link('invoicesNew', '/invoices/new', [S])]),
  section('settings', [
    link('configuration', '/configuration', [S]),
    link('systemUsers', '/systemUsers', [S]),
    link('positions', '/positions', [S]),
    link('manageClaims', '/manage-claims', [S]),
  ]),
  section('helpCenter', [
    link('featureIdeas', '/feature-ideas', [S, 'CLIENT', 'OWNER', 'EMPLOYEE']),
    link('faq', '/faq', [S, 'CLIENT', 'OWNER', 'EMPLOYEE']),
    link('contactUs', '/contact-us', [S, 'CLIENT', 'OWNER', 'EMPLOYEE']),
    link('enquiries', '/enquiries', [S]),
  ]),
];

/** The entries a role sees, keeping only pages that exist in this build (no link leads to a 404). */
export function navigationFor(
  role: Role | undefined,
  implemented: ReadonlySet<string>,
  entries: readonly NavEntry[] = NAVIGATION,
): NavEntry[] {
  const visible = (entry: NavLink) =>
    role !== undefined && entry.roles.includes(role) && implemented.has(entry.href);
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return visible(entry) ? [entry] : [];
    const items = entry.items.filter(visible);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
