import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';

import { PageLoading } from '../components/page-loading';
import { ErrorPage, RouteErrorBoundary } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { LandingPage } from '../features/landing/landing-page';

import { PATHS, pathWithId } from './paths';
import { readSessionHint } from './session-hint';
import { loadShell } from './shell/shell-modules';
import { PORTAL_ROUTE_ID } from './shell/use-portal-session';
import { invitationLinkLoader, shortLinkLoader } from './short-link-route';

/** A portal page whose module (a feature's route module) loads with its route. */
function page<Module>(path: string, load: () => Promise<Module>, name: keyof Module): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/** A portal layout page (tabs) whose open tab is one of its child routes, rendered by its <Outlet/>. */
function layout<Module>(
  path: string,
  load: () => Promise<Module>,
  name: keyof Module,
  children: RouteObject[],
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] as ComponentType }), children };
}

const loadPositions = () => import('../features/positions/positions-route');
const loadPartners = () => import('../features/partners/partners-route');
const loadProfile = () => import('../features/partners/profile-route');
const loadDocuments = () => import('../features/partner-documents/partner-documents-route');
const loadInvoices = () => import('../features/invoices/invoices-route');
const loadShifts = () => import('../features/shift-following/shifts-route');
const loadShiftDetail = () => import('../features/shift-following/shift-detail-route');
const loadNewShift = () => import('../features/shift-posting/new-shift-route');
const loadMultiCreate = () => import('../features/shift-posting/multi-create-route');
const loadPartnerStatistics = () => import('../features/partners/partner-statistics-route');
const loadHelpCenter = () => import('../features/help-center/help-center-route');
const loadSystemUserForm = () => import('../features/system-users/system-user-form-route');
const loadSystemUsers = () => import('../features/system-users/system-users-route');
const loadSignInRoles = () => import('../features/sign-in-roles/sign-in-roles-route');
const loadSettings = () => import('../features/settings/settings-route');
const loadFindAShift = () => import('../features/partner-shifts/find-a-shift-route');
const loadMyShifts = () => import('../features/partner-shifts/my-shifts-route');
const loadInvitations = () => import('../features/shift-following/invitations-route');
const loadDashboard = () => import('../features/dashboard/dashboard-route');
const loadNewInvoice = () => import('../features/invoices/new-invoice-route');
const loadTimesheets = () => import('../features/attendance/review/timesheets-route');
const loadShiftWaitlist = () => import('../features/shift-waitlist/shift-waitlist-route');

const clientsArea = () => import('../features/clients/clients-route');

/**
 * A client's detail (`/clients/{id}`, `/account`): a layout with its tabs as child routes; the
 * bare address opens the info tab.
 */
function clientTabs(path: string, children: RouteObject[]): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await clientsArea()).ClientDetailLayout }),
    children: [
      {
        index: true,
        loader: ({ request }) => redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/info`),
      },
      ...children,
    ],
  };
}

/**
 * The route table. Only the landing page is in the entry chunk; the sign-in page and every portal
 * page load with their route (react-router `lazy`), so a nurse on a phone downloads neither
 * Cloudscape nor Amplify for `/`.
 */
export const routes: RouteObject[] = [
  { path: PATHS.landing, Component: LandingPage, ErrorBoundary: RouteErrorBoundary },
  {
    path: PATHS.login,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => {
      const { LoginPage, loginLoader } = await import('../features/auth/login-route');
      return { Component: LoginPage, loader: loginLoader };
    },
  },
  {
    path: PATHS.authenticatorSetup,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => {
      const { AuthenticatorSetupPage, authenticatorSetupLoader } =
        await import('../features/auth/authenticator-setup-route');
      return { Component: AuthenticatorSetupPage, loader: authenticatorSetupLoader };
    },
  },
  { path: PATHS.error, Component: ErrorPage },
  // A message's short link, /s/{ref} (issue 33 item 3): decoded here, no request, then the shift's page.
  { path: '/s/:ref', loader: shortLinkLoader, Component: NotFoundPage },
  // An invitation's short link, /i/{ref} (issue 35): the partner's invitation page.
  { path: '/i/:ref', loader: invitationLinkLoader, Component: NotFoundPage },
  {
    id: PORTAL_ROUTE_ID,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => {
      // The shell of the role the stored sign-in names downloads beside the layout, not after the
      // session check (the loader waits for the right one either way).
      const hint = readSessionHint(window.localStorage);
      if (hint.signedIn) void loadShell(hint.role).catch(() => undefined);
      const { PortalLayout, portalLoader } = await import('./shell/portal-route');
      return { Component: PortalLayout, loader: portalLoader };
    },
    children: [
      { path: PATHS.admin, loader: () => redirect(PATHS.dashboard) },
      page(PATHS.dashboard, loadDashboard, 'DashboardPage'),
      // One route for /positions, /positions/new, /positions/{id} and /positions/{id}/edit: the page stays
      // mounted (selection, filter, sorting) while its address follows the modal and the selection.
      page(`${PATHS.positions}/*`, loadPositions, 'PositionsPage'),
      page(PATHS.shifts, loadShifts, 'ShiftsPage'),
      page(PATHS.newShift, loadNewShift, 'NewShiftPage'),
      page(PATHS.multiCreate, loadMultiCreate, 'MultiCreatePage'),
      page(PATHS.shiftDetail, loadShiftDetail, 'ShiftDetailPage'),
      page(PATHS.invoices, loadInvoices, 'InvoicesPage'),
      page(PATHS.newInvoice, loadNewInvoice, 'NewInvoicePage'),
      page(PATHS.timesheets, loadTimesheets, 'TimesheetsPage'),
      page(PATHS.partners, loadPartners, 'PartnersPage'),
      page(PATHS.newPartner, loadPartners, 'NewPartnerPage'),
      page(PATHS.editPartner, loadPartners, 'EditPartnerPage'),
      layout(PATHS.partnerDetail, loadPartners, 'PartnerLayout', [
        {
          index: true,
          loader: ({ params }) => redirect(pathWithId(PATHS.partnerInfo, params.partnerId ?? '')),
        },
        page('info', loadPartners, 'PartnerInfoPage'),
        page('documents', loadDocuments, 'PartnerDocumentsPage'),
        page('requests', loadShifts, 'PartnerShiftsPage'),
        page('invoices', loadInvoices, 'PartnerInvoicesTab'),
        page('reviews', loadPartners, 'PartnerReviewsPage'),
      ]),
      layout(PATHS.profile, loadProfile, 'ProfileLayout', [
        { index: true, loader: () => redirect(PATHS.profileInfo) },
        page('info', loadProfile, 'ProfileInfoPage'),
        page('documents', loadDocuments, 'ProfileDocumentsPage'),
      ]),
      page(PATHS.profileEdit, loadProfile, 'ProfileEditPage'),
      page(PATHS.partnerStatistics, loadPartnerStatistics, 'PartnerStatisticsPage'),
      page(PATHS.clients, clientsArea, 'ClientsPage'),
      page(PATHS.newClient, clientsArea, 'NewClientPage'),
      page(PATHS.editClient, clientsArea, 'EditClientPage'),
      page(PATHS.editAccount, clientsArea, 'EditClientPage'),
      clientTabs(PATHS.clientDetail, [
        page('info', clientsArea, 'ClientInfoPage'),
        page('users', clientsArea, 'ClientUsersPage'),
        page('users/new', clientsArea, 'ClientUserFormPage'),
        page('users/:userId/edit', clientsArea, 'ClientUserFormPage'),
        page('requests', loadShifts, 'ClientShiftsTab'),
        page('config', clientsArea, 'ClientSettingsPage'),
        page('attendance', clientsArea, 'ClientAttendancePage'),
        page('favourites', clientsArea, 'ClientPartnerMarksPage'),
      ]),
      clientTabs(PATHS.account, [
        page('info', clientsArea, 'ClientInfoPage'),
        page('users', clientsArea, 'ClientUsersPage'),
        page('users/:userId/edit', clientsArea, 'ClientUserFormPage'),
        page('attendance', clientsArea, 'ClientAttendancePage'),
        page('favourites', clientsArea, 'ClientPartnerMarksPage'),
      ]),
      page(PATHS.partnerShifts, loadShifts, 'PartnerShiftsPage'),
      page(PATHS.findShift, loadFindAShift, 'FindAShiftPage'),
      page(PATHS.shiftWaitlist, loadShiftWaitlist, 'ShiftWaitlistPage'),
      page(PATHS.myShifts, loadMyShifts, 'MyShiftsPage'),
      page(PATHS.invitations, loadInvitations, 'MyInvitationsPage'),
      page(PATHS.invitation, loadInvitations, 'InvitationPage'),
      page(PATHS.faq, loadHelpCenter, 'FaqPage'),
      page(PATHS.contactUs, loadHelpCenter, 'ContactUsPage'),
      page(PATHS.featureIdeas, loadHelpCenter, 'FeatureIdeasPage'),
      page(PATHS.enquiries, loadHelpCenter, 'EnquiriesPage'),
      page(PATHS.configuration, loadSettings, 'SettingsPage'),
      page(PATHS.systemUsers, loadSystemUsers, 'SystemUsersPage'),
      page(PATHS.newSystemUser, loadSystemUserForm, 'SystemUserFormPage'),
      page(PATHS.systemUser, loadSystemUserForm, 'SystemUserFormPage'),
      page(PATHS.signInRoles, loadSignInRoles, 'ManageClaimsPage'),
    ],
  },
  { path: '*', Component: NotFoundPage },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
