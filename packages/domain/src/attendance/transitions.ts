import type { ShiftStatus } from '../shifts/status';
import { MINUTE_MS, parseInstant } from '../time/instant';
import { formatNicosiaDateTime } from '../time/nicosia';

import { decideCorrectedTimes } from './corrected-times';
import { attendanceConflict } from './refusal-messages';
import type { CorrectedTimes, DecidedTimes, InstantLike, TimesheetState } from './types';
import { ATTENDANCE_DEFAULTS, isApprovedTimesheetStatus, type RoundingRule } from './vocabulary';

type Status = Pick<TimesheetState, 'status'>;

/** Refuses unless the timesheet is SUBMITTED (APPROVED and SETTLED are final). */
function requireSubmitted(timesheet: Status): void {
  if (isApprovedTimesheetStatus(timesheet.status)) throw attendanceConflict('TIMESHEET_FINAL');
  if (timesheet.status !== 'SUBMITTED') throw attendanceConflict('TIMESHEET_NOT_SUBMITTED');
}

/** The organisation approves (or an administrator, or the sweep): SUBMITTED only. */
export function approveTimesheet(timesheet: Status): { status: 'APPROVED' } {
  requireSubmitted(timesheet);
  return { status: 'APPROVED' };
}

/**
 * The organisation disputes with corrected times and a reason: SUBMITTED only, before approveBy (48 hours
 * after the clock-out). The corrected times are validated and rounded (decideCorrectedTimes).
 */
export function disputeTimesheet(
  timesheet: TimesheetState,
  corrected: CorrectedTimes,
  now: InstantLike,
  roundingRule: RoundingRule,
): { status: 'DISPUTED' } & DecidedTimes {
  requireSubmitted(timesheet);
  if (timesheet.approveBy !== undefined && parseInstant(now) >= parseInstant(timesheet.approveBy)) {
    throw attendanceConflict('APPROVAL_WINDOW_CLOSED', { time: formatNicosiaDateTime(timesheet.approveBy) });
  }
  return { status: 'DISPUTED', ...decideCorrectedTimes(corrected, timesheet, roundingRule) };
}

/** An administrator settles a dispute with the final times: DISPUTED only. */
export function settleTimesheet(
  timesheet: TimesheetState,
  corrected: CorrectedTimes,
  roundingRule: RoundingRule,
): { status: 'SETTLED' } & DecidedTimes {
  if (isApprovedTimesheetStatus(timesheet.status)) throw attendanceConflict('TIMESHEET_FINAL');
  if (timesheet.status !== 'DISPUTED') throw attendanceConflict('TIMESHEET_NOT_DISPUTED');
  return { status: 'SETTLED', ...decideCorrectedTimes(corrected, timesheet, roundingRule) };
}

/** The approval sweep: a SUBMITTED timesheet whose approveBy has come. */
export function isAutoApproveDue(
  timesheet: Pick<TimesheetState, 'status' | 'approveBy'>,
  now: InstantLike,
): boolean {
  if (timesheet.status !== 'SUBMITTED' || timesheet.approveBy === undefined) return false;
  return parseInstant(now) >= parseInstant(timesheet.approveBy);
}

/** Helper B's name for isAutoApproveDue. */
export const isPastApproval = isAutoApproveDue;

/** When the late alert falls due: 15 minutes after the planned start. */
export function lateAlertAt(plannedStart: InstantLike): number {
  return parseInstant(plannedStart) + ATTENDANCE_DEFAULTS.lateAlertMinutes * MINUTE_MS;
}

/**
 * The late alert: the shift is still CLAIMED, no clock-in yet, 15 minutes after its start have passed
 * and it has not ended (after the end the no-show rule takes over).
 */
export function isLateAlertDue(
  shift: { status: ShiftStatus; plannedStart: InstantLike; plannedEnd: InstantLike; clockedIn: boolean },
  now: InstantLike,
): boolean {
  if (shift.status !== 'CLAIMED' || shift.clockedIn) return false;
  const nowMs = parseInstant(now);
  return nowMs >= lateAlertAt(shift.plannedStart) && nowMs < parseInstant(shift.plannedEnd);
}
