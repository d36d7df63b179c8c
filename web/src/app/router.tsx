import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';

import { PageLoading } from '../components/page-loading';
import { ErrorPage, RouteErrorBoundary } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { LandingPage } from '../features/landing/landing-page';

import { PATHS } from './paths';
import { PORTAL_ROUTE_ID } from './shell/use-portal-session';

/** A portal page whose module (a feature's route module) loads with its route. */
function page<Module>(path: string, load: () => Promise<Module>, name: keyof Module): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

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
  { path: PATHS.error, Component: ErrorPage },
  {
    id: PORTAL_ROUTE_ID,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => {
      const { PortalLayout, portalLoader } = await import('./shell/portal-route');
      return { Component: PortalLayout, loader: portalLoader };
    },
    children: [
      { path: PATHS.admin, loader: () => redirect(PATHS.dashboard) },
      page(PATHS.dashboard, () => import('../features/overview/overview-route'), 'OverviewPage'),
      page(PATHS.positions, () => import('../features/positions/positions-route'), 'PositionsPage'),
      page(PATHS.shifts, () => import('../features/shifts/shifts-route'), 'ShiftsPage'),
      page(PATHS.newShift, () => import('../features/shifts/new-shift-route'), 'NewShiftPage'),
      page(PATHS.multiCreate, () => import('../features/shifts/multi-create-route'), 'MultiCreatePage'),
      page(PATHS.shiftDetail, () => import('../features/shifts/shift-detail-route'), 'ShiftDetailPage'),
      page(PATHS.clients, clientsArea, 'ClientsPage'),
      page(PATHS.newClient, clientsArea, 'NewClientPage'),
      page(PATHS.editClient, clientsArea, 'EditClientPage'),
      page(PATHS.editAccount, clientsArea, 'EditClientPage'),
      clientTabs(PATHS.clientDetail, [
        page('info', clientsArea, 'ClientInfoPage'),
        page('users', clientsArea, 'ClientUsersPage'),
        page('users/new', clientsArea, 'ClientUserFormPage'),
        page('users/:userId/edit', clientsArea, 'ClientUserFormPage'),
        page('requests', () => import('../features/shifts/shifts-route'), 'ClientShiftsTab'),
        page('config', clientsArea, 'ClientConfigPage'),
      ]),
      clientTabs(PATHS.account, [
        page('info', clientsArea, 'ClientInfoPage'),
        page('users', clientsArea, 'ClientUsersPage'),
        page('users/:userId/edit', clientsArea, 'ClientUserFormPage'),
      ]),
      page(PATHS.partnerShifts, () => import('../features/shifts/shifts-route'), 'PartnerShiftsPage'),
      page(PATHS.findShift, () => import('../features/partner-shifts/find-a-shift-route'), 'FindAShiftPage'),
      page(PATHS.myShifts, () => import('../features/partner-shifts/my-shifts-route'), 'MyShiftsPage'),
      page(
        PATHS.signInRoles,
        () => import('../features/sign-in-roles/sign-in-roles-route'),
        'ManageClaimsPage',
      ),
    ],
  },
  { path: '*', Component: NotFoundPage },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
