import { describe, expect, it } from 'vitest';

import { APP_ROUTES, canOpenRoute, landingRouteFor, matchRoute, routeDecision } from './route-table';

describe('landingRouteFor', () => {
  it('should land administrators on /dashboard, partners on /find-a-shift, clients on /requests, others on /', () => {
    expect(landingRouteFor('SYSTEM_USER')).toBe('/dashboard');
    expect(landingRouteFor('EMPLOYEE')).toBe('/find-a-shift');
    expect(landingRouteFor('CLIENT')).toBe('/requests');
    expect(landingRouteFor('OWNER')).toBe('/requests');
    expect(landingRouteFor(undefined)).toBe('/');
  });
});

describe('canOpenRoute', () => {
  it.each([
    ['/dashboard', ['SYSTEM_USER']],
    ['/systemUser/42', ['SYSTEM_USER']],
    ['/requests', ['SYSTEM_USER', 'CLIENT', 'OWNER']],
    ['/requests/multiCreate', ['SYSTEM_USER', 'CLIENT', 'OWNER']],
    ['/requests/r1', ['SYSTEM_USER', 'EMPLOYEE', 'CLIENT', 'OWNER']],
    ['/invoices', ['SYSTEM_USER', 'EMPLOYEE', 'CLIENT', 'OWNER']],
    ['/invoices/new', ['SYSTEM_USER']],
    ['/positions/p1/edit', ['SYSTEM_USER']],
    ['/clients/c1/info', ['SYSTEM_USER', 'EMPLOYEE']],
    ['/clients/c1/users/u1/edit', ['SYSTEM_USER']],
    ['/clients/c1/config', ['SYSTEM_USER']],
    ['/employees/e1/reviews', ['SYSTEM_USER']],
    ['/manage-claims', ['SYSTEM_USER']],
    ['/profile/documents', ['EMPLOYEE']],
    ['/account/users/u1/edit', ['CLIENT', 'OWNER']],
    ['/find-a-shift', ['EMPLOYEE']],
    ['/my-requests', ['EMPLOYEE']],
    ['/faq', ['SYSTEM_USER', 'CLIENT', 'OWNER', 'EMPLOYEE']],
  ] as const)('should open %s for %j only', (path, roles) => {
    for (const role of ['SYSTEM_USER', 'CLIENT', 'OWNER', 'EMPLOYEE'] as const) {
      expect(canOpenRoute(path, role)).toBe((roles as readonly string[]).includes(role));
    }
    expect(canOpenRoute(path, undefined)).toBe(false);
  });

  it('should refuse a path missing from the route table', () => {
    expect(canOpenRoute('/positionsx', 'SYSTEM_USER')).toBe(false);
  });

  it('should open the public pages for everyone', () => {
    expect(canOpenRoute('/', undefined)).toBe(true);
    expect(canOpenRoute('/login?type=employee', undefined)).toBe(true);
    expect(canOpenRoute('/error', 'EMPLOYEE')).toBe(true);
  });
});

describe('routeDecision', () => {
  it('should send a signed-out user on a protected route to /login', () => {
    expect(routeDecision('/dashboard', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('should send a signed-in user on /login to their landing page', () => {
    expect(routeDecision('/login', 'EMPLOYEE')).toEqual({ kind: 'redirect', to: '/find-a-shift' });
  });

  it('should give a role not allowed, and an unknown path, the 404 page', () => {
    expect(routeDecision('/dashboard', 'CLIENT')).toEqual({ kind: 'not-found' });
    expect(routeDecision('/nowhere', 'SYSTEM_USER')).toEqual({ kind: 'not-found' });
  });

  it('should follow the redirect routes, keeping the id', () => {
    expect(routeDecision('/admin', 'SYSTEM_USER')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(routeDecision('/clients/c1', 'EMPLOYEE')).toEqual({ kind: 'redirect', to: '/clients/c1/info' });
    expect(routeDecision('/employees/e1', 'SYSTEM_USER')).toEqual({
      kind: 'redirect',
      to: '/employees/e1/info',
    });
    expect(routeDecision('/profile', 'EMPLOYEE')).toEqual({ kind: 'redirect', to: '/profile/info' });
    expect(routeDecision('/account', 'OWNER')).toEqual({ kind: 'redirect', to: '/account/info' });
  });
});

describe('matchRoute', () => {
  it('should prefer literal segments over parameters', () => {
    expect(matchRoute('/clients/new')?.route.path).toBe('/clients/new');
    expect(matchRoute('/requests/new')?.route.path).toBe('/requests/new');
    expect(matchRoute('/requests/abc')?.params).toEqual({ id: 'abc' });
  });

  it('should carry the route names the spec gives', () => {
    const named = Object.fromEntries(
      APP_ROUTES.filter((route) => route.name).map((route) => [route.name, route.path]),
    );
    expect(named).toMatchObject({
      clientUsers: '/clients/:id/users',
      clientAccountUsers: '/account/users',
      editClientUser: '/clients/:id/users/:userId/edit',
      editClientAccountUser: '/account/users/:id/edit',
      clientConfig: '/clients/:id/config',
      editPositionRecord: '/positions/:id/edit',
      clientRequests: '/clients/:id/requests',
      employeeRequests: '/employees/:id/requests',
      myRequests: '/my-requests',
    });
  });
});
