import { getDistance } from 'geolib';

/** A point on the map (WGS 84 degrees); the same shape as attendance's GeoPoint. */
export interface PlacePoint {
  latitude: number;
  longitude: number;
}

/** The cities an address may name (the contract's CITIES are these). */
export const CYPRUS_CITIES = ['LIMASSOL', 'NICOSIA', 'LARNACA', 'PAPHOS', 'FAMAGUSTA'] as const;
export type CyprusCity = (typeof CYPRUS_CITIES)[number];

/**
 * The centre of each city (its main square or old town, to about 100 m; WGS 84, from OpenStreetMap).
 * Famagusta itself has been outside the Republic's control since 1974: its district's free area is
 * served from Paralimni, so "Famagusta" here is Paralimni's centre, where its addresses actually are.
 */
export const CITY_CENTRES: Readonly<Record<CyprusCity, PlacePoint>> = Object.freeze({
  NICOSIA: { latitude: 35.1709, longitude: 33.3614 },
  LIMASSOL: { latitude: 34.6748, longitude: 33.0444 },
  LARNACA: { latitude: 34.9167, longitude: 33.6299 },
  PAPHOS: { latitude: 34.7754, longitude: 32.4245 },
  FAMAGUSTA: { latitude: 35.0381, longitude: 33.9817 },
});

/**
 * A box around the island (the Republic, the north and the British bases, with their coasts): a
 * facility point outside it is a mistake, most often latitude and longitude swapped.
 */
export const CYPRUS_BOUNDS = Object.freeze({
  latitude: { min: 34.5, max: 35.75 },
  longitude: { min: 32.2, max: 34.65 },
});

/** Whether a value names one of the cities. */
export function isCyprusCity(value: unknown): value is CyprusCity {
  return (CYPRUS_CITIES as readonly unknown[]).includes(value);
}

/** A city's centre, or undefined for a value that is not one of the cities. */
export function cityCentre(city: string): PlacePoint | undefined {
  return isCyprusCity(city) ? CITY_CENTRES[city] : undefined;
}

/** Whether a point lies in the box around Cyprus. */
export function isInCyprus(point: PlacePoint): boolean {
  const { latitude, longitude } = CYPRUS_BOUNDS;
  return (
    point.latitude >= latitude.min &&
    point.latitude <= latitude.max &&
    point.longitude >= longitude.min &&
    point.longitude <= longitude.max
  );
}

/** Straight-line metres between two cities' centres (geolib's great-circle distance), whole. */
export function distanceBetweenCities(from: CyprusCity, to: CyprusCity): number {
  return getDistance(CITY_CENTRES[from], CITY_CENTRES[to], 1);
}
