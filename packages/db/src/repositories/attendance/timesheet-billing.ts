import type { ShiftCost } from '@careshift/domain/cost/cost-rules';

import type { DbService } from '../../service';
import type { ChangeContext } from '../audit';
import { writeShiftChange } from '../shifts/shift-change';
import type { ShiftRecord } from '../shifts/shift-records';

import { changeItems, nextOf } from './timesheet-items';
import type {
  TimesheetAudit,
  TimesheetDraft,
  TimesheetRecord,
  TimesheetWriteResult,
} from './timesheet-items';

/** What an approval records on the shift: the shift as read and the billed cost of the approved hours. */
export interface TimesheetBilling {
  shift: ShiftRecord;
  billedCost: ShiftCost;
}

/**
 * A timesheet approval (APPROVED or SETTLED) with the shift's billed cost, in ONE transaction: the
 * timesheet at the version read, its trail entry and counters, and the shift at the version read with
 * `billedCost` set, whose aggregate deltas (shift-deltas.ts: the counted cost is the billed cost from now
 * on) move the revenue of the shift's month and status by billed − planned. Written through
 * writeShiftChange, so the shift's own changes and this one cannot overwrite each other.
 */
export async function changeAndBill(
  db: DbService,
  input: {
    before: TimesheetRecord;
    after: TimesheetDraft;
    audit: TimesheetAudit;
    context: ChangeContext;
    billing: TimesheetBilling;
  },
): Promise<TimesheetWriteResult> {
  const after = nextOf(input.before, input.after, input.context.at);
  const { shift, billedCost } = input.billing;
  const result = await writeShiftChange(db, {
    before: shift,
    after: { ...shift, billedCost },
    context: input.context,
    extra: (tx) => changeItems(tx, { before: input.before, after, audit: input.audit }, input.context),
  });
  if (result.ok) return { ok: true, timesheet: after };
  if (result.failure === 'shift-changed') return { ok: false, failure: 'shift-changed' };
  return { ok: false, failure: 'timesheet-changed' };
}
