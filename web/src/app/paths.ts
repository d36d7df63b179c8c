/**
 * Route paths of the app (the router and every link use these; STYLE.md 7). The addresses are the
 * spec's (`/requests` for shifts, `/employees` for partners, `/manage-claims` for sign-in roles);
 * the names are the code's words.
 */
export const PATHS = {
  landing: '/',
  login: '/login',
  /** Setting up the authenticator app (TOTP): administrators must before anything else (issue 30). */
  authenticatorSetup: '/authenticator-setup',
  error: '/error',
  admin: '/admin',
  dashboard: '/dashboard',
  positions: '/positions',
  newPosition: '/positions/new',
  positionDetail: '/positions/:positionId',
  editPosition: '/positions/:positionId/edit',
  shifts: '/requests',
  newShift: '/requests/new',
  multiCreate: '/requests/multiCreate',
  shiftDetail: '/requests/:shiftId',
  /** A partner's view of the waitlist of a shift someone else claimed (issue 35). */
  shiftWaitlist: '/requests/:shiftId/waitlist',
  clients: '/clients',
  newClient: '/clients/new',
  editClient: '/clients/:clientId/edit',
  clientDetail: '/clients/:clientId',
  clientInfo: '/clients/:clientId/info',
  clientUsers: '/clients/:clientId/users',
  newClientUser: '/clients/:clientId/users/new',
  editClientUser: '/clients/:clientId/users/:userId/edit',
  clientShifts: '/clients/:clientId/requests',
  clientConfig: '/clients/:clientId/config',
  clientAttendance: '/clients/:clientId/attendance',
  clientFavourites: '/clients/:clientId/favourites',
  account: '/account',
  accountInfo: '/account/info',
  accountUsers: '/account/users',
  accountAttendance: '/account/attendance',
  accountFavourites: '/account/favourites',
  editAccountUser: '/account/users/:userId/edit',
  editAccount: '/account/edit',
  partnerShifts: '/employees/:partnerId/requests',
  partnerDetail: '/employees/:partnerId',
  partners: '/employees',
  newPartner: '/employees/new',
  editPartner: '/employees/:partnerId/edit',
  partnerInfo: '/employees/:partnerId/info',
  partnerDocuments: '/employees/:partnerId/documents',
  partnerInvoices: '/employees/:partnerId/invoices',
  partnerReviews: '/employees/:partnerId/reviews',
  profile: '/profile',
  profileInfo: '/profile/info',
  profileDocuments: '/profile/documents',
  profileEdit: '/profile/edit',
  partnerStatistics: '/employeeStatistics',
  findShift: '/find-a-shift',
  myShifts: '/my-requests',
  /** A partner's invitations (issue 35), and one of them (the SMS's short link /i/{ref} leads there). */
  invitations: '/invitations',
  invitation: '/invitations/:shiftId',
  signInRoles: '/manage-claims',
  configuration: '/configuration',
  systemUsers: '/systemUsers',
  newSystemUser: '/systemUsers/new',
  systemUser: '/systemUser/:systemUserId',
  faq: '/faq',
  contactUs: '/contact-us',
  featureIdeas: '/feature-ideas',
  enquiries: '/enquiries',
  invoices: '/invoices',
  newInvoice: '/invoices/new',
  /** Timesheets: an organisation's awaiting approval, the administrators' queue (issue 34). */
  timesheets: '/timesheets',
} as const;

/** A route pattern with its one `:param` filled in (encoded). */
export function pathWithId(pattern: string, id: string): string {
  return pattern.replace(/:\w+/, encodeURIComponent(id));
}

/** The page of one shift, `/requests/{id}`. */
export function shiftPath(shiftId: string): string {
  return pathWithId(PATHS.shiftDetail, shiftId);
}

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
  PATHS.shifts,
  PATHS.clients,
  PATHS.newClient,
  PATHS.clientInfo,
  PATHS.account,
  PATHS.findShift,
  PATHS.myShifts,
  PATHS.invitations,
  PATHS.signInRoles,
  PATHS.configuration,
  PATHS.systemUsers,
  PATHS.faq,
  PATHS.contactUs,
  PATHS.featureIdeas,
  PATHS.enquiries,
  PATHS.partners,
  PATHS.newPartner,
  PATHS.partnerDetail,
  PATHS.profile,
  PATHS.partnerStatistics,
  PATHS.invoices,
  PATHS.newInvoice,
  PATHS.timesheets,
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
