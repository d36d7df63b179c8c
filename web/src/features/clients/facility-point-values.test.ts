import { describe, expect, it } from 'vitest';

import { formatCoordinates, initialPin, isSavedPoint, readCoordinates } from './facility-point-values';

const address = { countryCode: 'CY', city: 'LIMASSOL', street: '1 Main', postalCode: '3036' };

describe('facility point values', () => {
  it('should start the pin at the stored point, else at the centre of the address’s city', () => {
    const saved = { latitude: 34.68, longitude: 33.04, confirmed: false };
    expect(
      initialPin({
        address,
        attendance: { radiusMetres: 300, roundingRule: 'MINUTE', facilityPoint: saved },
      }),
    ).toEqual({
      point: { latitude: 34.68, longitude: 33.04 },
      source: 'saved',
    });
    expect(initialPin({ address })).toEqual({
      point: { latitude: 34.6748, longitude: 33.0444 },
      source: 'city',
    });
    expect(initialPin({ address: { ...address, city: 'ATLANTIS' } }).point.latitude).toBe(35.1709);
  });

  it('should write and read "latitude, longitude" and name what is wrong', () => {
    expect(formatCoordinates({ latitude: 35.18561234, longitude: 33.3823 })).toBe('35.185612, 33.3823');
    expect(readCoordinates('35.1856, 33.3823')).toEqual({ point: { latitude: 35.1856, longitude: 33.3823 } });
    expect(readCoordinates('33.3823, 35.1856')).toEqual({ problem: 'outsideCyprus' });
    expect(readCoordinates('Limassol')).toEqual({ problem: 'coordinatesInvalid' });
  });

  it('should tell the stored point from a moved pin', () => {
    const saved = { latitude: 35.1856, longitude: 33.3823 };
    expect(isSavedPoint({ latitude: 35.18560004, longitude: 33.3823 }, saved)).toBe(true);
    expect(isSavedPoint({ latitude: 35.1857, longitude: 33.3823 }, saved)).toBe(false);
    expect(isSavedPoint(saved, undefined)).toBe(false);
  });
});
