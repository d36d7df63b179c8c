import { punchesCloseAt } from '@careshift/domain/attendance/forgotten-clock-out';
import { ATTENDANCE_DEFAULTS } from '@careshift/domain/attendance/vocabulary';
import { isHeldStatus } from '@careshift/domain/shifts/status';

const MINUTE_MS = 60_000;

/** The shift as a partner's list or detail has it. */
export interface AttendanceShift {
  status: string;
  startDate: string;
  endDate: string;
  /** Someone else holds it (partner lists): nothing to punch. */
  claimedByOther?: boolean;
}

/**
 * Whether the partner holding this shift sees its attendance (Clock in…): from the domain's
 * clock-in opening (30 minutes before the start) until punches close (12 hours after the planned end).
 * The server decides each punch; this only chooses where the buttons are drawn.
 */
export function showsAttendance(shift: AttendanceShift, now: number): boolean {
  return attendanceStarted(shift, now) && now <= punchesCloseAt(shift.endDate);
}

/** Whether the shift's attendance has begun for its partner (the detail page keeps the timesheet after). */
export function attendanceStarted(shift: AttendanceShift, now: number): boolean {
  if (shift.claimedByOther || !isHeldStatus(shift.status)) return false;
  return now >= Date.parse(shift.startDate) - ATTENDANCE_DEFAULTS.clockInOpensMinutes * MINUTE_MS;
}

/** Whether the shift page shows its attendance card: to the partner holding it, once attendance began. */
export function showsPartnerAttendance(
  shift: AttendanceShift & { claimedBy?: string },
  viewer: { kind: string; userId: string },
  now: number,
): boolean {
  return viewer.kind === 'partner' && shift.claimedBy === viewer.userId && attendanceStarted(shift, now);
}
