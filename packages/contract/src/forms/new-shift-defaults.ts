import { isAdministrator } from '@careshift/domain';
import type { Role } from '@careshift/domain';

import { addNicosiaDays, fromNicosiaWallClock, nicosiaDateOf, addCalendarDays } from './nicosia-wall-clock';

/** Shift times move in 10-minute steps. */
export const SHIFT_TIME_STEP_MINUTES = 10;
/** A new shift lasts 8 hours unless the poster changes the end. */
export const DEFAULT_SHIFT_HOURS = 8;
/** The time a new shift starts at by default (Asia/Nicosia). */
export const DEFAULT_SHIFT_TIME = '10:00';
/** No shift is longer than a day; a longer one is a typo in the date. */
export const MAX_SHIFT_HOURS = 24;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** True when the instant sits on a 10-minute step (whole minutes, no seconds). */
export function isOnShiftTimeStep(instant: Date): boolean {
  return instant.getTime() % (SHIFT_TIME_STEP_MINUTES * MINUTE) === 0;
}

/** The instant rounded up to the next 10-minute step (unchanged when already on one). */
export function roundUpToShiftTimeStep(instant: Date): Date {
  const step = SHIFT_TIME_STEP_MINUTES * MINUTE;
  return new Date(Math.ceil(instant.getTime() / step) * step);
}

/** end = start + 8 hours. */
export function defaultShiftEnd(start: Date): Date {
  return new Date(start.getTime() + DEFAULT_SHIFT_HOURS * HOUR);
}

/** deadline = start − 1 day when the start is more than 1 day away, otherwise start − 1 hour. */
export function defaultShiftDeadline(start: Date, now: Date): Date {
  const oneDayAway = addNicosiaDays(now, 1);
  return start.getTime() > oneDayAway.getTime()
    ? addNicosiaDays(start, -1)
    : new Date(start.getTime() - HOUR);
}

/** The earliest start a role may post: administrators any time (null), others one day from now. */
export function earliestShiftStart(now: Date, role: Role | undefined): Date | null {
  return isAdministrator({ role }) ? null : addNicosiaDays(now, 1);
}

/**
 * The first 10:00 (Asia/Nicosia) at or after the earliest start the role may post. For
 * administrators that is one hour from now, so the default deadline (start − 1 hour) is not past.
 */
export function defaultShiftStart(now: Date, role: Role | undefined): Date {
  const earliest = earliestShiftStart(now, role) ?? new Date(now.getTime() + HOUR);
  const sameDay = fromNicosiaWallClock(nicosiaDateOf(earliest), DEFAULT_SHIFT_TIME);
  if (sameDay.getTime() >= earliest.getTime()) return sameDay;
  return fromNicosiaWallClock(addCalendarDays(nicosiaDateOf(earliest), 1), DEFAULT_SHIFT_TIME);
}

/** The three times the new-shift form opens with, as UTC ISO strings. */
export function newShiftDefaults(now: Date, role: Role | undefined) {
  const start = defaultShiftStart(now, role);
  return {
    startDate: start.toISOString(),
    endDate: defaultShiftEnd(start).toISOString(),
    deadline: defaultShiftDeadline(start, now).toISOString(),
  };
}
