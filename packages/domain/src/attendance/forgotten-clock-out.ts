import { MINUTE_MS, parseInstant } from '../time/instant';

import { punchesInOrder } from './punch-sequence';
import { summariseTimesheet, type TimesheetSummaryInput } from './timesheet-summary';
import type { InstantLike, RecordedPunch, TimesheetSummary } from './types';
import { ATTENDANCE_DEFAULTS, type TimesheetStatus } from './vocabulary';

/** When punches close for a shift: 12 hours after its planned end (decidePunch refuses later ones). */
export function punchesCloseAt(plannedEnd: InstantLike): number {
  return parseInstant(plannedEnd) + ATTENDANCE_DEFAULTS.punchClosesAfterEndMinutes * MINUTE_MS;
}

/** The sweep: an OPEN timesheet (clocked in, never out) whose punches have closed. */
export function isClockOutOverdue(
  timesheet: { status: TimesheetStatus; plannedEnd: InstantLike },
  now: InstantLike,
): boolean {
  return timesheet.status === 'OPEN' && parseInstant(now) > punchesCloseAt(timesheet.plannedEnd);
}

/**
 * Closes a timesheet whose partner forgot to clock out, so it is not stuck OPEN (never approved, never
 * invoiced): a clock-out is assumed at the planned end (or at the last punch, if later), an open break
 * ends there too, flagged MISSING_CLOCK_OUT. It becomes SUBMITTED and the organisation has its 48 hours
 * from `now` to approve or dispute with the real times. The returned punches are the ones to record.
 */
export function closeForgottenTimesheet(
  input: TimesheetSummaryInput,
  now: InstantLike,
): { summary: TimesheetSummary; punches: RecordedPunch[] } {
  const punches = punchesInOrder(input.punches);
  const last = punches.at(-1);
  if (!last || last.kind === 'CLOCK_OUT')
    throw new Error('Only a clocked-in timesheet without a clock-out can be closed.');
  const at = Math.max(parseInstant(input.plannedEnd), parseInstant(last.clientTime));
  const closing = { clientTime: at, receivedAt: parseInstant(now), flags: ['MISSING_CLOCK_OUT'] as const };
  const added: RecordedPunch[] = [
    ...(last.kind === 'BREAK_START' ? [{ kind: 'BREAK_END' as const, ...closing }] : []),
    { kind: 'CLOCK_OUT', ...closing },
  ];
  return { summary: summariseTimesheet({ ...input, punches: [...punches, ...added] }), punches: added };
}
