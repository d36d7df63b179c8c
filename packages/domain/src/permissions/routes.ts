import type { Role } from '../roles';

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

const routes = (paths: string[], access: RouteAccess): AppRoute[] => paths.map((path) => ({ path, access }));

/** The route table of spec section 2, as data the web's guards use. OWNER opens what CLIENT opens. */
export const APP_ROUTES: readonly AppRoute[] = Object.freeze([
  ...routes(['/', '/login', '/error'], 'public'),
  ...routes(['/feature-ideas', '/faq', '/contact-us'], 'signed-in'),
  { path: '/admin', access: SYSTEM, redirectTo: '/dashboard' },
  { path: '/dashboard', access: SYSTEM, name: 'dashboard' },
  ...routes(['/systemUsers', '/systemUsers/new', '/systemUser/:id', '/employeeStatistics'], SYSTEM),
  ...routes(['/requests', '/requests/new', '/requests/multiCreate'], SYSTEM_CLIENT),
  { path: '/requests/:id', access: ['SYSTEM_USER', 'EMPLOYEE', 'CLIENT'] },
  { path: '/invoices', access: SYSTEM_EMPLOYEE },
  { path: '/invoices/new', access: SYSTEM },
  ...routes(['/positions', '/positions/new', '/positions/:id'], SYSTEM),
  { path: '/positions/:id/edit', access: SYSTEM, name: 'editPositionRecord' },
  ...routes(['/clients', '/clients/new', '/clients/:id/edit'], SYSTEM),
  { path: '/clients/:id', access: SYSTEM_EMPLOYEE, redirectTo: '/clients/:id/info' },
  { path: '/clients/:id/info', access: SYSTEM_EMPLOYEE },
  { path: '/clients/:id/users', access: SYSTEM, name: 'clientUsers' },
  { path: '/clients/:id/users/new', access: SYSTEM },
  { path: '/clients/:id/users/:userId/edit', access: SYSTEM, name: 'editClientUser' },
  { path: '/clients/:id/requests', access: SYSTEM, name: 'clientRequests' },
  { path: '/clients/:id/config', access: SYSTEM, name: 'clientConfig' },
  { path: '/configuration', access: SYSTEM },
  ...routes(['/employees', '/employees/new', '/employees/:id/edit'], SYSTEM),
  { path: '/employees/:id', access: SYSTEM, redirectTo: '/employees/:id/info' },
  ...routes(['/employees/:id/info', '/employees/:id/documents', '/employees/:id/invoices'], SYSTEM),
  { path: '/employees/:id/requests', access: SYSTEM, name: 'employeeRequests' },
  { path: '/employees/:id/reviews', access: SYSTEM },
  { path: '/manage-claims', access: SYSTEM },
  { path: '/profile', access: EMPLOYEE, redirectTo: '/profile/info' },
  ...routes(['/profile/info', '/profile/documents', '/profile/edit'], EMPLOYEE),
  { path: '/account', access: CLIENT, redirectTo: '/account/info' },
  ...routes(['/account/info', '/account/edit'], CLIENT),
  { path: '/account/users', access: CLIENT, name: 'clientAccountUsers' },
  { path: '/account/users/:id/edit', access: CLIENT, name: 'editClientAccountUser' },
  { path: '/find-a-shift', access: EMPLOYEE },
  { path: '/my-requests', access: EMPLOYEE, name: 'myRequests' },
]);

/** Where a role lands after sign-in (spec section 2). */
export function landingRouteFor(role: Role | null | undefined): string {
  switch (role) {
    case 'SYSTEM_USER':
      return '/dashboard';
    case 'EMPLOYEE':
      return '/find-a-shift';
    case 'CLIENT':
    case 'OWNER':
      return '/requests';
    default:
      return '/';
  }
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
  return access.includes(role === 'OWNER' ? 'CLIENT' : role);
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
