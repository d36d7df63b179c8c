import { describe, expect, it } from 'vitest';

import {
  CITY_CENTRES,
  CYPRUS_CITIES,
  cityCentre,
  distanceBetweenCities,
  isCyprusCity,
  isInCyprus,
} from './cyprus-places';

describe('Cyprus places', () => {
  it('should give every city a centre inside Cyprus', () => {
    for (const city of CYPRUS_CITIES) expect(isInCyprus(CITY_CENTRES[city]), city).toBe(true);
  });

  it('should find a centre by the city value and nothing for an unknown one', () => {
    expect(cityCentre('NICOSIA')).toEqual({ latitude: 35.1709, longitude: 33.3614 });
    expect(cityCentre('KYRENIA')).toBeUndefined();
    expect(isCyprusCity('PAPHOS')).toBe(true);
    expect(isCyprusCity('paphos')).toBe(false);
  });

  it('should measure the straight-line distances between cities as on a map', () => {
    // Published straight-line distances (the roads are longer): ±5 km.
    const km = (from: (typeof CYPRUS_CITIES)[number], to: (typeof CYPRUS_CITIES)[number]) =>
      distanceBetweenCities(from, to) / 1000;
    expect(km('NICOSIA', 'LIMASSOL')).toBeGreaterThan(58);
    expect(km('NICOSIA', 'LIMASSOL')).toBeLessThan(68);
    expect(km('NICOSIA', 'LARNACA')).toBeGreaterThan(35);
    expect(km('NICOSIA', 'LARNACA')).toBeLessThan(45);
    expect(km('LIMASSOL', 'PAPHOS')).toBeGreaterThan(55);
    expect(km('LIMASSOL', 'PAPHOS')).toBeLessThan(65);
    expect(distanceBetweenCities('LARNACA', 'LARNACA')).toBe(0);
    expect(distanceBetweenCities('PAPHOS', 'FAMAGUSTA')).toBe(distanceBetweenCities('FAMAGUSTA', 'PAPHOS'));
  });

  it('should tell a point in Cyprus from one with latitude and longitude swapped', () => {
    expect(isInCyprus({ latitude: 35.1856, longitude: 33.3823 })).toBe(true);
    expect(isInCyprus({ latitude: 33.3823, longitude: 35.1856 })).toBe(false);
    expect(isInCyprus({ latitude: 51.5, longitude: -0.12 })).toBe(false);
  });
});
