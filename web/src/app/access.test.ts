import { describe, expect, it } from 'vitest';

import { canOpenRoute, landingRouteFor } from './access';
import { loginPathFor, safeNextPath } from './paths';

describe('landingRouteFor', () => {
  it('should send each role to its landing page after sign-in (spec section 2)', () => {
    expect(landingRouteFor('SYSTEM_USER')).toBe('/dashboard');
    expect(landingRouteFor('EMPLOYEE')).toBe('/find-a-shift');
    expect(landingRouteFor('CLIENT')).toBe('/requests');
    expect(landingRouteFor(undefined)).toBe('/');
  });
});

describe('canOpenRoute', () => {
  it('should let only administrators open the positions and dashboard pages', () => {
    expect(canOpenRoute('/positions', 'SYSTEM_USER')).toBe(true);
    expect(canOpenRoute('/dashboard', 'SYSTEM_USER')).toBe(true);
    for (const role of ['CLIENT', 'EMPLOYEE', 'OWNER'] as const) {
      expect(canOpenRoute('/positions', role)).toBe(false);
      expect(canOpenRoute('/dashboard', role)).toBe(false);
    }
    expect(canOpenRoute('/positions', undefined)).toBe(false);
  });

  it('should refuse a path missing from the route table', () => {
    expect(canOpenRoute('/positionsx', 'SYSTEM_USER')).toBe(false);
  });
});

describe('safeNextPath', () => {
  it('should follow only paths of this site', () => {
    expect(safeNextPath('/positions?x=1')).toBe('/positions?x=1');
    expect(safeNextPath('https://evil.example')).toBeUndefined();
    expect(safeNextPath('//evil.example')).toBeUndefined();
    expect(safeNextPath('/\\evil.example')).toBeUndefined();
    expect(safeNextPath('/login?next=/x')).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
  });

  it('should round-trip through the login address', () => {
    const path = loginPathFor('/positions?sort=name');
    expect(safeNextPath(new URL(path, 'http://x').searchParams.get('next'))).toBe('/positions?sort=name');
  });
});
