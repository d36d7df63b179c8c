import { getDistance } from 'geolib';

import type { GeoPoint } from './types';

/** Metres between two points, whole (geolib's great-circle distance on the WGS 84 mean radius). */
export function distanceMetres(from: GeoPoint, to: GeoPoint): number {
  return getDistance(from, to, 1);
}

/**
 * Whether a position is inside the facility's radius. The phone's stated accuracy counts in its favour,
 * at most one radius more (a poor indoor fix 400 m away with ±200 m accuracy is inside a 300 m radius;
 * no accuracy, however poor, stretches the radius beyond twice its size).
 */
export function isWithinRadius(distance: number, radiusMetres: number, accuracy = 0): boolean {
  const allowance = Math.min(Math.max(accuracy, 0), radiusMetres);
  return distance - allowance <= radiusMetres;
}
