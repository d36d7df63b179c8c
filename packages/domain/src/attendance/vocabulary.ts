/**
 * Attendance vocabulary (issue 34): the words the contract, the db and the sweeps share.
 * The rules using them are the other files of this folder (index.ts lists them).
 */

/** What a partner's punch records, in the only order they may happen (breaks may repeat). */
export const PUNCH_KINDS = ['CLOCK_IN', 'BREAK_START', 'BREAK_END', 'CLOCK_OUT'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

/**
 * A timesheet's states. OPEN: clocked in, not yet out. SUBMITTED: clocked out, awaiting the
 * organisation (48 hours). APPROVED: by the organisation, or by the sweep after 48 hours.
 * DISPUTED: the organisation proposed corrected times; the administrators decide. SETTLED: an
 * administrator decided a dispute. Only APPROVED and SETTLED count as approved hours.
 */
export const TIMESHEET_STATUSES = ['OPEN', 'SUBMITTED', 'APPROVED', 'DISPUTED', 'SETTLED'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Statuses whose actual interval is final: priced, invoiceable, exported for payroll. */
export const APPROVED_TIMESHEET_STATUSES = [
  'APPROVED',
  'SETTLED',
] as const satisfies readonly TimesheetStatus[];

/** The administrators' queue by default: awaiting the organisation, and awaiting an administrator. */
export const TIMESHEET_QUEUE_STATUSES = [
  'SUBMITTED',
  'DISPUTED',
] as const satisfies readonly TimesheetStatus[];

/** Statuses no one may change any more. */
export const FINAL_TIMESHEET_STATUSES = APPROVED_TIMESHEET_STATUSES;

/** Whether a timesheet's hours are approved (APPROVED or SETTLED): priced, invoiceable, exported. */
export function isApprovedTimesheetStatus(status: TimesheetStatus): boolean {
  return (APPROVED_TIMESHEET_STATUSES as readonly TimesheetStatus[]).includes(status);
}

/** Why the organisation should look twice at a timesheet; flagged ones lead the administrators' queue. */
export const TIMESHEET_FLAGS = [
  'LATE',
  'EARLY_LEAVE',
  'OUTSIDE_RADIUS',
  'NO_POSITION',
  'CLOCK_SKEW',
  /** No clock-out 12 hours after the planned end: the sweep closed it at the planned end (forgotten-clock-out.ts). */
  'MISSING_CLOCK_OUT',
] as const;
export type TimesheetFlag = (typeof TIMESHEET_FLAGS)[number];

/** The client's rounding rule for actual times, applied once, in the domain. */
export const ROUNDING_RULES = ['MINUTE', 'FIVE_MINUTES', 'FIFTEEN_MINUTES'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];

/** Defaults and bounds (minutes unless named). */
export const ATTENDANCE_DEFAULTS = {
  /** Facility radius when the client has not set one, in metres. */
  radiusMetres: 300,
  /** Clock in opens this long before the planned start. */
  clockInOpensMinutes: 30,
  /** Not clocked in this long after the start: the late alert. */
  lateAlertMinutes: 15,
  /** The organisation's approval window; silence approves. */
  approvalWindowHours: 48,
  /** Clock out this long before the planned end: EARLY_LEAVE. */
  earlyLeaveMinutes: 15,
  /** An offline punch's client time may differ from the server's by this much unflagged. */
  maxUnflaggedSkewMinutes: 10,
  /** A punch may not be taken later than this after the planned end (minutes; 12 hours). */
  punchClosesAfterEndMinutes: 12 * 60,
  /** Facility radius bounds, in metres (client setting). */
  minRadiusMetres: 50,
  maxRadiusMetres: 5000,
} as const;
