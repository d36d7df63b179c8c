import { ValidationError } from '../errors';

import type { AttendanceSettings, GeoPoint } from './types';
import { ATTENDANCE_DEFAULTS, ROUNDING_RULES, type RoundingRule } from './vocabulary';

/** An organisation's attendance settings until an administrator sets them: 300 m, to the minute, no point. */
export const DEFAULT_ATTENDANCE_SETTINGS: Readonly<AttendanceSettings> = Object.freeze({
  radiusMetres: ATTENDANCE_DEFAULTS.radiusMetres,
  roundingRule: 'MINUTE',
});

/** The bounds the API enforces (the contract's attendanceSettingsSchema uses the same numbers). */
export const ATTENDANCE_SETTINGS_BOUNDS = Object.freeze({
  radiusMetres: { min: ATTENDANCE_DEFAULTS.minRadiusMetres, max: ATTENDANCE_DEFAULTS.maxRadiusMetres },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
});

function inRange(value: unknown, bound: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= bound.min && value <= bound.max;
}

function pointProblem(point: GeoPoint): string | undefined {
  const { latitude, longitude } = ATTENDANCE_SETTINGS_BOUNDS;
  if (inRange(point.latitude, latitude) && inRange(point.longitude, longitude)) return undefined;
  return 'Must be a latitude from -90 to 90 and a longitude from -180 to 180.';
}

/**
 * An organisation's attendance settings: what it stored over the defaults, checked. Throws a
 * ValidationError naming each bad field (radius whole metres 50–5000, a known rounding rule, a real point).
 */
export function attendanceSettingsOf(
  stored: Partial<AttendanceSettings> | null | undefined,
): AttendanceSettings {
  const settings = { ...DEFAULT_ATTENDANCE_SETTINGS, ...stored };
  const errors: Record<string, string> = {};
  const { min, max } = ATTENDANCE_SETTINGS_BOUNDS.radiusMetres;
  if (!Number.isInteger(settings.radiusMetres) || !inRange(settings.radiusMetres, { min, max })) {
    errors.radiusMetres = `Must be a whole number of metres from ${min} to ${max}.`;
  }
  if (!(ROUNDING_RULES as readonly string[]).includes(settings.roundingRule)) {
    errors.roundingRule = `Must be one of ${ROUNDING_RULES.join(', ')}.`;
  }
  const point = settings.facilityPoint ? pointProblem(settings.facilityPoint) : undefined;
  if (point) errors.facilityPoint = point;
  if (Object.keys(errors).length > 0) throw new ValidationError('Invalid attendance settings.', errors);
  return {
    radiusMetres: settings.radiusMetres,
    roundingRule: settings.roundingRule as RoundingRule,
    ...(settings.facilityPoint ? { facilityPoint: settings.facilityPoint } : {}),
  };
}
