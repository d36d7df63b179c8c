import { isInCyprus, type PlacePoint } from '../places/cyprus-places';

import type { GeoPoint } from './types';

/**
 * The facility point an organisation stores (issue 34): where its building is, for the clock-in
 * radius. Anyone who edits the organisation may place it; only an administrator confirms it, and
 * only a confirmed point is measured against.
 */
export interface FacilityPointRecord extends GeoPoint {
  /** When an administrator confirmed this very point (ISO); absent: proposed, not yet confirmed. */
  confirmedAt?: string;
  /** The administrator who confirmed it: user id and name as then. */
  confirmedBy?: string;
  confirmedByName?: string;
}

/** The address lines a point belongs to: a change of any of them moves the building. */
export interface AddressLines {
  street: string;
  street2?: string;
  city: string;
  postalCode: string;
}

/** Six decimals: about 10 cm, more than any map or phone gives. */
const DECIMALS = 1e6;

/** A point kept to six decimals. */
export function normalisedPoint(point: GeoPoint): GeoPoint {
  return {
    latitude: Math.round(point.latitude * DECIMALS) / DECIMALS,
    longitude: Math.round(point.longitude * DECIMALS) / DECIMALS,
  };
}

function samePoint(a: GeoPoint, b: GeoPoint): boolean {
  const x = normalisedPoint(a);
  const y = normalisedPoint(b);
  return x.latitude === y.latitude && x.longitude === y.longitude;
}

/** Whether the stored point has been confirmed by an administrator. */
export function isFacilityPointConfirmed(record: FacilityPointRecord | undefined): boolean {
  return Boolean(record?.confirmedAt);
}

/** The point the clock-in radius is measured from: the confirmed one only, else none. */
export function confirmedFacilityPoint(record: FacilityPointRecord | undefined): GeoPoint | undefined {
  if (!record || !isFacilityPointConfirmed(record)) return undefined;
  return { latitude: record.latitude, longitude: record.longitude };
}

/** Why a point cannot be a facility's ('OUTSIDE_CYPRUS'), or undefined when it can. */
export function facilityPointProblem(point: PlacePoint): 'OUTSIDE_CYPRUS' | undefined {
  return isInCyprus(point) ? undefined : 'OUTSIDE_CYPRUS';
}

/**
 * A point placed (proposed) by an organisation user or an administrator: the same point as the stored
 * one keeps its confirmation; another point is unconfirmed until an administrator confirms it.
 */
export function placeFacilityPoint(
  before: FacilityPointRecord | undefined,
  point: GeoPoint,
): FacilityPointRecord {
  if (before && samePoint(before, point)) return before;
  return normalisedPoint(point);
}

/** A point an administrator confirms: the point itself, who and when. */
export function confirmFacilityPoint(
  point: GeoPoint,
  administrator: { userId: string; name: string },
  at: string,
): FacilityPointRecord {
  return {
    ...normalisedPoint(point),
    confirmedAt: at,
    confirmedBy: administrator.userId,
    confirmedByName: administrator.name,
  };
}

function sameLines(a: AddressLines, b: AddressLines): boolean {
  const text = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  return (
    text(a.street) === text(b.street) &&
    text(a.street2) === text(b.street2) &&
    a.city === b.city &&
    text(a.postalCode) === text(b.postalCode)
  );
}

/**
 * The point after an edit of the address: another street, city or postal code means the building
 * moved, so the point stays as a proposal and loses its confirmation; the same lines keep it.
 */
export function facilityPointAfterAddressEdit(
  record: FacilityPointRecord | undefined,
  before: AddressLines,
  after: AddressLines,
): FacilityPointRecord | undefined {
  if (!record || !isFacilityPointConfirmed(record) || sameLines(before, after)) return record;
  return { latitude: record.latitude, longitude: record.longitude };
}

const PAIR = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * "35.1856, 33.3823" (as any map copies a point: latitude first) → the point; undefined for text
 * that is not two numbers or not a real latitude and longitude.
 */
export function parseCoordinates(text: string): GeoPoint | undefined {
  const match = PAIR.exec(text);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}
