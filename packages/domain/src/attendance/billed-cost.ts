import { actualShiftCost } from '../cost/actual-cost';
import type { CostSettings, PositionRates, ShiftCost } from '../cost/cost-rules';
import type { Instant } from '../time/instant';

import { shiftHours, type ShiftHours } from './invoicing';
import type { Interval } from './types';
import { isApprovedTimesheetStatus, type TimesheetStatus } from './vocabulary';

/** A shift as priced when it was posted: planned times, rates and cost (its stored snapshots). */
export interface PricedShift {
  startDate: Instant;
  endDate: Instant;
  positionRates: PositionRates;
  cost: ShiftCost;
}

/** A shift's timesheet as stored (APPROVED: the punched times; SETTLED: the settled times). */
export interface BilledTimesheet {
  status: TimesheetStatus;
  actualStart?: Instant;
  actualEnd?: Instant;
  breakMinutes: number;
  workedMinutes?: number;
}

/** What a shift bills: its cost, and the hours the payment note and the invoice show. */
export interface BilledShift {
  cost: ShiftCost;
  hours: ShiftHours;
  /** The approved actual interval, when the cost follows it. */
  actual?: { actualStart: Instant; actualEnd: Instant };
}

/**
 * The cost of a shift that the payment note and the invoice state (issue 34 item 4). Without a timesheet,
 * or before it is APPROVED or SETTLED, the planned cost stored on the shift. Once approved, the same cost
 * engine prices the approved actual interval (actualShiftCost) with the shift's rates and the cost
 * configuration of when it was posted, breaks unpaid: the punched `breaks` of an APPROVED timesheet, the
 * break minutes alone (placed by the engine) for SETTLED times. Commission and partner earnings follow.
 */
export function billedShiftCost(
  shift: PricedShift,
  timesheet: BilledTimesheet | undefined,
  priced: { config: CostSettings; breaks?: readonly Interval[] },
): BilledShift {
  const planned = { plannedStart: shift.startDate, plannedEnd: shift.endDate };
  const { actualStart, actualEnd } = timesheet ?? {};
  if (!timesheet || !isApprovedTimesheetStatus(timesheet.status) || !actualStart || !actualEnd) {
    return { cost: shift.cost, hours: shiftHours(planned) };
  }
  const cost = actualShiftCost({
    rates: shift.positionRates,
    config: priced.config,
    actualStart,
    actualEnd,
    breakMinutes: timesheet.breakMinutes,
    ...(timesheet.status === 'APPROVED' && priced.breaks ? { breaks: priced.breaks } : {}),
  });
  return { cost, hours: shiftHours(planned, timesheet), actual: { actualStart, actualEnd } };
}

/** Does pricing this timesheet need its punched breaks (APPROVED as punched, with break minutes)? */
export function needsPunchedBreaks(timesheet: BilledTimesheet | undefined): boolean {
  return timesheet?.status === 'APPROVED' && timesheet.breakMinutes > 0;
}

/**
 * Are a shift's billed hours final: no timesheet (the planned hours), or one APPROVED or SETTLED? A
 * document that freezes what it states (the payment note) waits for them.
 */
export function areHoursFinal(timesheetStatus: TimesheetStatus | undefined): boolean {
  return timesheetStatus === undefined || isApprovedTimesheetStatus(timesheetStatus);
}
