import { isInvoiceable } from '../invoices/invoice-rules';
import type { ShiftStatus } from '../shifts/status';
import type { Instant } from '../time/instant';

import { minutesBetween } from './rounding';
import type { InstantLike } from './types';
import { isApprovedTimesheetStatus, type TimesheetStatus } from './vocabulary';

/**
 * May a shift go on a new invoice, attendance included? As today (isInvoiceable: worked, not yet
 * invoiced), and when it has a timesheet, only once that timesheet is APPROVED or SETTLED. A shift with
 * no timesheet (finished before attendance existed, or never punched) stays invoiceable as today.
 */
export function isShiftInvoiceable(
  shift: { status: ShiftStatus; endDate: Instant; invoiceId?: string | null },
  timesheetStatus: TimesheetStatus | undefined,
  now: InstantLike,
): boolean {
  if (!isInvoiceable(shift, now)) return false;
  return timesheetStatus === undefined || isApprovedTimesheetStatus(timesheetStatus);
}

/** The hours a payment note and an invoice show: planned, and actual once approved. */
export interface ShiftHours {
  plannedMinutes: number;
  /** Approved worked minutes (breaks excluded); absent until the timesheet is APPROVED or SETTLED. */
  actualMinutes?: number;
  breakMinutes?: number;
}

/** Planned minutes of the shift, and the approved actual minutes when its timesheet is approved. */
export function shiftHours(
  planned: { plannedStart: InstantLike; plannedEnd: InstantLike },
  timesheet?: { status: TimesheetStatus; workedMinutes?: number; breakMinutes: number },
): ShiftHours {
  const plannedMinutes = minutesBetween(planned.plannedStart, planned.plannedEnd);
  if (!timesheet || !isApprovedTimesheetStatus(timesheet.status) || timesheet.workedMinutes === undefined) {
    return { plannedMinutes };
  }
  return { plannedMinutes, actualMinutes: timesheet.workedMinutes, breakMinutes: timesheet.breakMinutes };
}
