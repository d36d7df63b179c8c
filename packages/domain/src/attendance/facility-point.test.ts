import { describe, expect, it } from 'vitest';

import {
  confirmFacilityPoint,
  confirmedFacilityPoint,
  facilityPointAfterAddressEdit,
  facilityPointProblem,
  isFacilityPointConfirmed,
  parseCoordinates,
  placeFacilityPoint,
} from './facility-point';

const HOME = { latitude: 35.1856, longitude: 33.3823 };
const admin = { userId: 'admin-1', name: 'Maria Admin' };
const AT = '2026-11-29T05:00:00.000Z';
const address = { street: '1 Main Street', city: 'NICOSIA', postalCode: '1011' };

describe('facility point', () => {
  it('should measure from a confirmed point only', () => {
    expect(confirmedFacilityPoint(undefined)).toBeUndefined();
    expect(confirmedFacilityPoint(placeFacilityPoint(undefined, HOME))).toBeUndefined();
    const confirmed = confirmFacilityPoint(HOME, admin, AT);
    expect(confirmedFacilityPoint(confirmed)).toEqual(HOME);
    expect(confirmed).toMatchObject({
      confirmedAt: AT,
      confirmedBy: 'admin-1',
      confirmedByName: 'Maria Admin',
    });
  });

  it('should keep the confirmation when the same point is placed again, and drop it for another point', () => {
    const confirmed = confirmFacilityPoint(HOME, admin, AT);
    expect(placeFacilityPoint(confirmed, { latitude: 35.18560001, longitude: 33.3823 })).toBe(confirmed);
    const moved = placeFacilityPoint(confirmed, { latitude: 35.19, longitude: 33.3823 });
    expect(isFacilityPointConfirmed(moved)).toBe(false);
    expect(moved).toEqual({ latitude: 35.19, longitude: 33.3823 });
  });

  it('should keep points to six decimals', () => {
    expect(placeFacilityPoint(undefined, { latitude: 35.123456789, longitude: 33.987654321 })).toEqual({
      latitude: 35.123457,
      longitude: 33.987654,
    });
  });

  it('should un-confirm the point when the address moves, not when it is only re-typed', () => {
    const confirmed = confirmFacilityPoint(HOME, admin, AT);
    const retyped = { street: ' 1 main street', city: 'NICOSIA', postalCode: '1011', street2: '' };
    expect(facilityPointAfterAddressEdit(confirmed, address, retyped)).toBe(confirmed);
    const moved = facilityPointAfterAddressEdit(confirmed, address, { ...address, postalCode: '1012' });
    expect(moved).toEqual(HOME);
    expect(facilityPointAfterAddressEdit(confirmed, address, { ...address, city: 'LIMASSOL' })).toEqual(HOME);
    expect(
      facilityPointAfterAddressEdit(undefined, address, { ...address, city: 'LIMASSOL' }),
    ).toBeUndefined();
  });

  it('should refuse a point outside Cyprus', () => {
    expect(facilityPointProblem(HOME)).toBeUndefined();
    expect(facilityPointProblem({ latitude: 33.3823, longitude: 35.1856 })).toBe('OUTSIDE_CYPRUS');
  });

  it('should read a pasted "latitude, longitude" and nothing else', () => {
    expect(parseCoordinates('35.1856, 33.3823')).toEqual(HOME);
    expect(parseCoordinates(' 35.1856 33.3823 ')).toEqual(HOME);
    expect(parseCoordinates('35.1856;33.3823')).toEqual(HOME);
    expect(parseCoordinates('-33.9, 151.2')).toEqual({ latitude: -33.9, longitude: 151.2 });
    expect(parseCoordinates('95, 33')).toBeUndefined();
    expect(parseCoordinates('35.1856')).toBeUndefined();
    expect(parseCoordinates('Nicosia')).toBeUndefined();
  });
});
