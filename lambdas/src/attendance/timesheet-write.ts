import type {
  ChangeContext,
  Repositories,
  ShiftRecord,
  TimesheetAudit,
  TimesheetDraft,
  TimesheetRecord,
  TimesheetWriteResult,
} from '@careshift/db';
import { billedShiftCost, needsPunchedBreaks } from '@careshift/domain/attendance/billed-cost';
import { isApprovedTimesheetStatus } from '@careshift/domain/attendance/vocabulary';
import type { ShiftCost } from '@careshift/domain/cost/cost-rules';
import type { CostSettings } from '@careshift/domain/cost/cost-rules';

import { configReader, punchedBreaks } from '../invoices/billed-shifts';

/** What writing a decision reads besides the timesheet: the shift again, its punches, the settings. */
export type TimesheetWriteDeps = Pick<Repositories, 'attendance' | 'settings' | 'shifts'>;

/** One decision on a timesheet, with the shift it is of (undefined: the shift is gone, nothing billed). */
export interface TimesheetDecision {
  shift: ShiftRecord | undefined;
  before: TimesheetRecord;
  after: TimesheetDraft;
  audit: TimesheetAudit;
  context: ChangeContext;
}

/** A shift changed by someone else between our read and our write is read again this many times. */
const SHIFT_ATTEMPTS = 3;

/** The billed cost of the approved hours (the domain's billedShiftCost, as invoices and payment notes price it). */
async function billedCostOf(
  deps: TimesheetWriteDeps,
  shift: ShiftRecord,
  timesheet: TimesheetDraft,
  configOf: (shift: ShiftRecord) => Promise<CostSettings>,
): Promise<ShiftCost> {
  const [config, breaks] = await Promise.all([
    configOf(shift),
    needsPunchedBreaks(timesheet) ? punchedBreaks(deps, shift) : undefined,
  ]);
  return billedShiftCost(shift, timesheet, { config, ...(breaks ? { breaks } : {}) }).cost;
}

/**
 * Writes decisions on timesheets (the organisation's approval, the day's bulk approval, the sweep's,
 * disputes and settlements). An approval (APPROVED, SETTLED) also records the shift's billed cost and
 * moves the money counters by billed − planned in the same transaction (issue 34 item 4); a shift
 * changed meanwhile is read again and the write retried (the timesheet's version still guards the
 * decision). One writer per request or run: an organisation's configuration is read once.
 */
export function timesheetWriter(deps: TimesheetWriteDeps) {
  const configOf = configReader(deps);
  return async (decision: TimesheetDecision): Promise<TimesheetWriteResult> => {
    const { shift: read, ...change } = decision;
    if (!read || !isApprovedTimesheetStatus(change.after.status))
      return deps.attendance.changeTimesheet(change);
    let shift = read;
    for (let attempt = 1; ; attempt += 1) {
      const billedCost = await billedCostOf(deps, shift, change.after, configOf);
      const result = await deps.attendance.changeTimesheet({ ...change, billing: { shift, billedCost } });
      if (result.ok || result.failure !== 'shift-changed' || attempt >= SHIFT_ATTEMPTS) return result;
      const again = await deps.shifts.getShift(shift.shiftId);
      if (!again) return result;
      shift = again;
    }
  };
}
