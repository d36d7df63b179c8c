import type { Client } from '@careshift/contract';
import {
  facilityPointProblem,
  normalisedPoint,
  parseCoordinates,
} from '@careshift/domain/attendance/facility-point';
import type { GeoPoint } from '@careshift/domain/attendance/types';
import { CITY_CENTRES, cityCentre } from '@careshift/domain/places/cyprus-places';

/** Where the pin starts: the stored point, else the centre of the address's city (Nicosia if unknown). */
export function initialPin(client: Pick<Client, 'attendance' | 'address'>): {
  point: GeoPoint;
  source: 'saved' | 'city';
} {
  const saved = client.attendance?.facilityPoint;
  if (saved) return { point: { latitude: saved.latitude, longitude: saved.longitude }, source: 'saved' };
  return { point: cityCentre(client.address.city) ?? CITY_CENTRES.NICOSIA, source: 'city' };
}

/** "35.1856, 33.3823": latitude first, at most six decimals, as maps copy a point. */
export function formatCoordinates(point: GeoPoint): string {
  const { latitude, longitude } = normalisedPoint(point);
  return `${latitude}, ${longitude}`;
}

/** What the coordinates field holds: a point, or why it is not one (the message's key). */
export function readCoordinates(
  text: string,
): { point: GeoPoint } | { problem: 'coordinatesInvalid' | 'outsideCyprus' } {
  const point = parseCoordinates(text);
  if (!point) return { problem: 'coordinatesInvalid' };
  return facilityPointProblem(point) ? { problem: 'outsideCyprus' } : { point: normalisedPoint(point) };
}

/** Whether the pin is where the stored point is (to six decimals). */
export function isSavedPoint(pin: GeoPoint, saved: GeoPoint | undefined): boolean {
  if (!saved) return false;
  const a = normalisedPoint(pin);
  const b = normalisedPoint(saved);
  return a.latitude === b.latitude && a.longitude === b.longitude;
}
