/** Route paths of the app (the router and every link use these; STYLE.md 7). */
export const PATHS = {
  landing: '/',
  login: '/login',
  error: '/error',
  admin: '/admin',
  dashboard: '/dashboard',
  positions: '/positions',
  requests: '/requests',
  requestsNew: '/requests/new',
  requestsMultiCreate: '/requests/multiCreate',
  requestDetail: '/requests/:requestId',
  clientRequests: '/clients/:clientId/requests',
  employeeRequests: '/employees/:employeeId/requests',
  clientInfo: '/clients/:clientId/info',
  employeeDetail: '/employees/:employeeId',
  findShift: '/find-a-shift',
  myShifts: '/my-requests',
  manageClaims: '/manage-claims',
} as const;

/** Landing-page anchors of the spec (section 2, Public). */
export const ANCHORS = {
  aboutUs: 'about-us',
  whatWeDo: 'whatWeDo',
  shiftRates: 'shift-rates',
  getInTouch: 'get-in-touch',
} as const;

/**
 * Portal pages that exist in this build. The sidebar shows only these, so no entry leads to a
 * 404; a page joins the navigation by being added here and to the router.
 */
export const IMPLEMENTED_PORTAL_PATHS: ReadonlySet<string> = new Set([
  PATHS.dashboard,
  PATHS.positions,
  PATHS.requests,
  PATHS.findShift,
  PATHS.myShifts,
  PATHS.manageClaims,
]);

/** A `next` target is followed only when it is a path of this site (no open redirect). */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if (next === PATHS.login || next.startsWith(`${PATHS.login}?`)) return undefined;
  return next;
}

/** `/login?next=…` for a protected address the user tried to open. */
export function loginPathFor(target: string): string {
  return `${PATHS.login}?next=${encodeURIComponent(target)}`;
}
