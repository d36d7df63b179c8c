import { TIMESHEET_FLAGS, type TimesheetFlag } from './vocabulary';

/** Flags without repeats, in the vocabulary's order (LATE, EARLY_LEAVE, OUTSIDE_RADIUS, NO_POSITION, CLOCK_SKEW). */
export function orderedFlags(flags: Iterable<TimesheetFlag>): TimesheetFlag[] {
  const present = new Set(flags);
  return TIMESHEET_FLAGS.filter((flag) => present.has(flag));
}
