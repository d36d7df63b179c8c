import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';

import { PageLoading } from '../components/page-loading';
import { ErrorPage, RouteErrorBoundary } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { LandingPage } from '../features/landing/landing-page';

import { PATHS } from './paths';
import { PORTAL_ROUTE_ID } from './shell/use-portal-session';

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
      {
        path: PATHS.dashboard,
        lazy: async () => ({ Component: (await import('../features/overview/overview-route')).OverviewPage }),
      },
      {
        path: PATHS.positions,
        lazy: async () => ({
          Component: (await import('../features/positions/positions-route')).PositionsPage,
        }),
      },
      {
        path: PATHS.requests,
        lazy: async () => ({ Component: (await import('../features/requests/requests-route')).RequestsPage }),
      },
      {
        path: PATHS.requestsNew,
        lazy: async () => ({
          Component: (await import('../features/requests/new-request-route')).NewRequestPage,
        }),
      },
      {
        path: PATHS.requestsMultiCreate,
        lazy: async () => ({
          Component: (await import('../features/requests/multi-create-route')).MultiCreatePage,
        }),
      },
      {
        path: PATHS.requestDetail,
        lazy: async () => ({
          Component: (await import('../features/requests/request-detail-route')).RequestDetailPage,
        }),
      },
      {
        path: PATHS.clientRequests,
        lazy: async () => ({
          Component: (await import('../features/requests/requests-route')).ClientRequestsPage,
        }),
      },
      {
        path: PATHS.employeeRequests,
        lazy: async () => ({
          Component: (await import('../features/requests/requests-route')).EmployeeRequestsPage,
        }),
      },
      {
        path: PATHS.findShift,
        lazy: async () => ({
          Component: (await import('../features/find-a-shift/find-a-shift-route')).FindAShiftPage,
        }),
      },
      {
        path: PATHS.myShifts,
        lazy: async () => ({
          Component: (await import('../features/my-shifts/my-shifts-route')).MyShiftsPage,
        }),
      },
      {
        path: PATHS.manageClaims,
        lazy: async () => ({ Component: (await import('../features/claims/claims-route')).ManageClaimsPage }),
      },
    ],
  },
  { path: '*', Component: NotFoundPage },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
