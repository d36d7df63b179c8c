import { isAdministrator, isClientUser, isPartner } from '@careshift/domain/permissions/viewer';
import type { Role } from '@careshift/domain/roles';

/** The roles a route is for: 'public' needs no sign-in, 'signed-in' any role. */
export type RouteAccess = 'public' | 'signed-in' | readonly Role[];

export interface AppRoute {
  /** React Router pattern, `:name` for a parameter. */
  path: string;
  access: RouteAccess;
  /** The spec's route name, where it gives one. */
  name?: string;
  /** Where the route sends you instead (`:id` is carried over). */
  redirectTo?: string;
}

const SYSTEM: readonly Role[] = ['SYSTEM_USER'];
const CLIENT: readonly Role[] = ['CLIENT'];
const EMPLOYEE: readonly Role[] = ['EMPLOYEE'];
const SYSTEM_CLIENT: readonly Role[] = ['SYSTEM_USER', 'CLIENT'];
const SYSTEM_EMPLOYEE: readonly Role[] = ['SYSTEM_USER', 'EMPLOYEE'];

/** Who opens which page (spec section 2, "Route table with allowed roles"). */
const ACCESS: readonly (readonly [RouteAccess, readonly string[]])[] = [
  ['public', ['/', '/login', '/error']],
  ['signed-in', ['/feature-ideas', '/faq', '/contact-us']],
  [
    SYSTEM,
    [
      ...['/admin', '/dashboard', '/configuration', '/manage-claims', '/employeeStatistics', '/enquiries'],
      ...['/systemUsers', '/systemUsers/new', '/systemUser/:id', '/invoices/new'],
      ...['/positions', '/positions/new', '/positions/:id', '/positions/:id/edit'],
      ...['/clients', '/clients/new', '/clients/:id/edit', '/clients/:id/config', '/clients/:id/requests'],
      ...['/clients/:id/users', '/clients/:id/users/new', '/clients/:id/users/:userId/edit'],
      '/clients/:id/attendance',
      '/clients/:id/favourites',
      ...['/employees', '/employees/new', '/employees/:id', '/employees/:id/edit', '/employees/:id/info'],
      ...['/employees/:id/documents', '/employees/:id/invoices', '/employees/:id/requests'],
      '/employees/:id/reviews',
    ],
  ],
  [SYSTEM_CLIENT, ['/requests', '/requests/new', '/requests/multiCreate', '/timesheets']],
  [['SYSTEM_USER', 'EMPLOYEE', 'CLIENT'], ['/requests/:id']],
  [SYSTEM_EMPLOYEE, ['/clients/:id', '/clients/:id/info']],
  // The spec's route table: a client user sees the list too, without the partner column.
  [['SYSTEM_USER', 'EMPLOYEE', 'CLIENT'], ['/invoices']],
  [
    EMPLOYEE,
    [
      ...[
        '/profile',
        '/profile/info',
        '/profile/documents',
        '/profile/edit',
        '/find-a-shift',
        '/my-requests',
      ],
      ...['/invitations', '/invitations/:id'],
      // A claimed shift's waitlist (issue 35).
      '/requests/:id/waitlist',
    ],
  ],
  [
    CLIENT,
    [
      ...['/account', '/account/info', '/account/edit', '/account/users', '/account/users/:id/edit'],
      '/account/attendance',
      '/account/favourites',
    ],
  ],
];

/** The spec's route names, by path. */
const NAMES: Readonly<Record<string, string>> = {
  '/dashboard': 'dashboard',
  '/positions/:id/edit': 'editPositionRecord',
  '/clients/:id/users': 'clientUsers',
  '/clients/:id/users/:userId/edit': 'editClientUser',
  '/clients/:id/requests': 'clientRequests',
  '/clients/:id/config': 'clientConfig',
  '/employees/:id/requests': 'employeeRequests',
  '/account/users': 'clientAccountUsers',
  '/account/users/:id/edit': 'editClientAccountUser',
  '/my-requests': 'myRequests',
};

/** The routes that send on (`:id` carried over). */
const REDIRECTS: Readonly<Record<string, string>> = {
  '/admin': '/dashboard',
  '/clients/:id': '/clients/:id/info',
  '/employees/:id': '/employees/:id/info',
  '/profile': '/profile/info',
  '/account': '/account/info',
};

/**
 * The web's route table (spec section 2) and its guard decisions: who may open which page and where
 * each role lands after sign-in. Every guard of the web (router shell, sign-in routing, landing top
 * bar) asks this module. OWNER opens what CLIENT opens.
 */
export const APP_ROUTES: readonly AppRoute[] = Object.freeze(
  ACCESS.flatMap(([access, paths]) =>
    paths.map((path) => ({
      path,
      access,
      ...(NAMES[path] ? { name: NAMES[path] } : {}),
      ...(REDIRECTS[path] ? { redirectTo: REDIRECTS[path] } : {}),
    })),
  ),
);

/** Where a role lands after sign-in (spec section 2). */
export function landingRouteFor(role: Role | null | undefined): string {
  const viewer = { role };
  if (isAdministrator(viewer)) return '/dashboard';
  if (isPartner(viewer)) return '/find-a-shift';
  if (isClientUser(viewer)) return '/requests';
  return '/';
}

function segments(path: string): string[] {
  return path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
}

/**
 * The route a concrete path opens, with its parameters, or undefined when no route matches. When several
 * patterns match, the one with the most literal segments wins (/clients/new before /clients/:id).
 */
export function matchRoute(path: string): { route: AppRoute; params: Record<string, string> } | undefined {
  const parts = segments(path).map((part) => decodeURIComponent(part));
  let best: { route: AppRoute; params: Record<string, string>; literals: number } | undefined;
  for (const route of APP_ROUTES) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((piece, index) => {
      const part = parts[index] ?? '';
      if (!piece.startsWith(':')) return piece === part;
      params[piece.slice(1)] = part;
      return part.length > 0;
    });
    const literals = pattern.filter((piece) => !piece.startsWith(':')).length;
    if (matches && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
}

function allows(access: RouteAccess, role: Role | null | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'signed-in') return true;
  return access.includes(role) || (isClientUser({ role }) && access.includes('CLIENT'));
}

export type RouteDecision = { kind: 'open' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * What the web does with a path for a role (spec section 2): a signed-out user on a protected route goes
 * to /login; a signed-in one on /login goes to their landing page; a role not allowed, or an unknown path,
 * gets the 404 page; redirect routes send on (keeping `:id`).
 */
export function routeDecision(path: string, role: Role | null | undefined): RouteDecision {
  const match = matchRoute(path);
  if (!match) return { kind: 'not-found' };
  const { route, params } = match;
  if (route.path === '/login' && role) return { kind: 'redirect', to: landingRouteFor(role) };
  if (!allows(route.access, role)) return role ? { kind: 'not-found' } : { kind: 'redirect', to: '/login' };
  if (route.redirectTo) {
    return {
      kind: 'redirect',
      to: route.redirectTo.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ''),
    };
  }
  return { kind: 'open' };
}

/** True when the role may open the path as it is (no redirect, no 404). */
export function canOpenRoute(path: string, role: Role | null | undefined): boolean {
  return routeDecision(path, role).kind === 'open';
}
