/**
 * How far ahead a shift may be posted: a start more than a year away is a typo in the date (e.g. a
 * typed year of 2200), not a plan; nobody staffs a care shift that far ahead. Checked by the form and
 * by the API through the contract's timing rules (docs/decisions/shifts/new-shift-rules.md).
 */
export const SHIFT_HORIZON_DAYS = 365;

const DAY_MS = 86_400_000;

/** The latest start a shift posted now may have. */
export function latestShiftStart(now: Date): Date {
  return new Date(now.getTime() + SHIFT_HORIZON_DAYS * DAY_MS);
}

/** True when a start lies beyond the horizon. */
export function isBeyondShiftHorizon(start: Date, now: Date): boolean {
  return start.getTime() > latestShiftStart(now).getTime();
}
