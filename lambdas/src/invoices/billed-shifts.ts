import type { Repositories, ShiftRecord, TimesheetRecord } from '@careshift/db';
import {
  billedShiftCost,
  DEFAULT_SYSTEM_SETTINGS,
  effectiveSettings,
  isApprovedTimesheetStatus,
  needsPunchedBreaks,
  summariseTimesheet,
} from '@careshift/domain';
import type { BilledShift, CostSettings, Interval, LineHours } from '@careshift/domain';

/** What pricing a shift reads: its timesheet, its punches (punched breaks) and the settings. */
export type BillingDeps = Pick<Repositories, 'attendance' | 'settings'>;

/** A shift with what it bills (issue 34 item 4): its timesheet, if any, and its cost and hours. */
export interface BilledWork {
  shift: ShiftRecord;
  timesheet?: TimesheetRecord;
  billed: BilledShift;
}

/** The punched breaks of an approved timesheet, whole minutes (the domain's summary of its punches). */
export async function punchedBreaks(deps: BillingDeps, shift: ShiftRecord): Promise<Interval[]> {
  const punches = await deps.attendance.listPunches(shift.shiftId);
  return summariseTimesheet({
    plannedStart: shift.startDate,
    plannedEnd: shift.endDate,
    punches,
    roundingRule: 'MINUTE',
  }).breaks;
}

/**
 * The cost configuration a shift was priced with: its snapshot, or, for a shift posted before the
 * snapshot was stored, its organisation's effective configuration now (read once per organisation).
 */
export function configReader(deps: BillingDeps) {
  const byClient = new Map<string, Promise<CostSettings>>();
  return (shift: ShiftRecord): Promise<CostSettings> => {
    if (shift.costConfig) return Promise.resolve(shift.costConfig);
    let config = byClient.get(shift.clientId);
    if (!config) {
      config = Promise.all([
        deps.settings.getSystemSettings(),
        deps.settings.getClientSettings(shift.clientId),
      ]).then(([system, client]) => effectiveSettings(system ?? DEFAULT_SYSTEM_SETTINGS, client ?? null));
      byClient.set(shift.clientId, config);
    }
    return config;
  };
}

/**
 * Each shift with its timesheet (one batch read for all of them) and what it bills: the planned cost,
 * or once its timesheet is APPROVED or SETTLED the cost of the approved actual hours (the domain's
 * billedShiftCost). Punches are read only for an APPROVED timesheet with breaks (its punched breaks).
 */
export async function billedWork(deps: BillingDeps, shifts: readonly ShiftRecord[]): Promise<BilledWork[]> {
  const timesheets = await deps.attendance.getTimesheets(shifts.map((shift) => shift.shiftId));
  const configOf = configReader(deps);
  return Promise.all(
    shifts.map(async (shift) => {
      const timesheet = timesheets.get(shift.shiftId);
      if (!timesheet || !isApprovedTimesheetStatus(timesheet.status)) {
        return {
          shift,
          ...(timesheet ? { timesheet } : {}),
          billed: billedShiftCost(shift, timesheet, { config: DEFAULT_SYSTEM_SETTINGS }),
        };
      }
      const [config, breaks] = await Promise.all([
        configOf(shift),
        needsPunchedBreaks(timesheet) ? punchedBreaks(deps, shift) : undefined,
      ]);
      return {
        shift,
        timesheet,
        billed: billedShiftCost(shift, timesheet, { config, ...(breaks ? { breaks } : {}) }),
      };
    }),
  );
}

/** One shift with what it bills (the payment note). */
export async function billedShift(deps: BillingDeps, shift: ShiftRecord): Promise<BilledWork> {
  const [work] = await billedWork(deps, [shift]);
  return work ?? { shift, billed: billedShiftCost(shift, undefined, { config: DEFAULT_SYSTEM_SETTINGS }) };
}

/** The hours an invoice line or a payment note states: only when the cost follows approved hours. */
export function statedHours(billed: BilledShift): LineHours | undefined {
  return billed.actual ? billed.hours : undefined;
}
