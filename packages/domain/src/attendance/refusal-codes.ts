/**
 * Why a punch or a timesheet decision is refused (HTTP 409), in the order the punch rules check them.
 * The texts are refusal-messages.ts; each code is sent as the error reply's `code`.
 */
export const PUNCH_REFUSALS = [
  'PUNCH_IN_FUTURE',
  'PUNCH_NOT_CLOCKED_IN',
  'PUNCH_ALREADY_CLOCKED_IN',
  'PUNCH_ALREADY_CLOCKED_OUT',
  'PUNCH_ON_BREAK',
  'PUNCH_NOT_ON_BREAK',
  'PUNCH_TOO_EARLY',
  'PUNCH_SHIFT_ENDED',
  'PUNCH_WINDOW_CLOSED',
  'PUNCH_BEFORE_PREVIOUS',
  'PUNCH_REASON_REQUIRED',
] as const;
export type PunchRefusal = (typeof PUNCH_REFUSALS)[number];

/** Why the organisation or an administrator may not decide a timesheet now. */
export const TIMESHEET_REFUSALS = [
  'TIMESHEET_NOT_SUBMITTED',
  'TIMESHEET_NOT_DISPUTED',
  'TIMESHEET_FINAL',
  'APPROVAL_WINDOW_CLOSED',
] as const;
export type TimesheetRefusal = (typeof TIMESHEET_REFUSALS)[number];

/** Why corrected times (a dispute, a settlement) are not accepted (HTTP 400, one per field). */
export const CORRECTION_PROBLEMS = [
  'CORRECTION_END_BEFORE_START',
  'CORRECTION_START_OUT_OF_RANGE',
  'CORRECTION_END_OUT_OF_RANGE',
  'CORRECTION_BREAK_TOO_LONG',
] as const;
export type CorrectionProblem = (typeof CORRECTION_PROBLEMS)[number];

export type AttendanceRefusal = PunchRefusal | TimesheetRefusal | CorrectionProblem;

/** Whether an error reply's `code` is one of the attendance refusals. */
export function isAttendanceRefusal(code: string): code is AttendanceRefusal {
  return ([...PUNCH_REFUSALS, ...TIMESHEET_REFUSALS, ...CORRECTION_PROBLEMS] as string[]).includes(code);
}

/** What a refusal's text names: a time (Nicosia, formatted), a distance and the radius in metres. */
export interface AttendanceRefusalParams {
  time?: string;
  distance?: number;
  radius?: number;
}
