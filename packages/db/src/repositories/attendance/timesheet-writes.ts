import type { DbService } from '../../service';
import { failedAt, writeTransaction } from '../../transactions/write-transaction';
import type { ChangeContext } from '../audit';

import { changeAndBill } from './timesheet-billing';
import type { TimesheetBilling } from './timesheet-billing';
import { changeItems, nextOf, withoutUndefined } from './timesheet-items';
import type {
  PunchRecord,
  TimesheetAudit,
  TimesheetDraft,
  TimesheetRecord,
  TimesheetWriteResult,
} from './timesheet-items';

export type {
  PunchRecord,
  TimesheetAudit,
  TimesheetDraft,
  TimesheetRecord,
  TimesheetWriteResult,
} from './timesheet-items';

export function createTimesheetWriteRepository(db: DbService) {
  return {
    /**
     * A punch and the timesheet it changes, in one transaction with the trail entry and the counters:
     * the punch only if its key is new ('punch-exists' otherwise), the timesheet only at the version read.
     */
    async recordPunch(input: {
      punch: PunchRecord;
      before: TimesheetRecord | undefined;
      after: TimesheetDraft;
      context: ChangeContext;
    }): Promise<TimesheetWriteResult> {
      const after = nextOf(input.before, input.after, input.context.at);
      const audit = {
        action: 'timesheet-punch',
        details: withoutUndefined({
          kind: input.punch.kind,
          clientTime: input.punch.clientTime,
          flags: input.punch.flags,
          distance: input.punch.distance,
        }),
      };
      const outcome = await writeTransaction(db, (tx) => [
        tx.punch.create(withoutUndefined(input.punch)).commit(),
        ...changeItems(tx, { before: input.before, after, audit }, input.context),
      ]);
      if (outcome.ok) return { ok: true, timesheet: after };
      if (failedAt(outcome, 0)) return { ok: false, failure: 'punch-exists' };
      if (failedAt(outcome, 1)) return { ok: false, failure: 'timesheet-changed' };
      throw new Error(`The punch was refused: ${outcome.reasons.join(', ')}`);
    },

    /**
     * The sweep's closing of a timesheet whose clock-out was forgotten: the assumed punches (each only if
     * its key is new) and the timesheet at the version read, with the trail entry and counters, at once.
     */
    async closeTimesheet(input: {
      punches: PunchRecord[];
      before: TimesheetRecord;
      after: TimesheetDraft;
      audit: TimesheetAudit;
      context: ChangeContext;
    }): Promise<TimesheetWriteResult> {
      const after = nextOf(input.before, input.after, input.context.at);
      const count = input.punches.length;
      const outcome = await writeTransaction(db, (tx) => [
        ...input.punches.map((punch) => tx.punch.create(withoutUndefined(punch)).commit()),
        ...changeItems(tx, { before: input.before, after, audit: input.audit }, input.context),
      ]);
      if (outcome.ok) return { ok: true, timesheet: after };
      if (input.punches.some((_, i) => failedAt(outcome, i))) return { ok: false, failure: 'punch-exists' };
      if (failedAt(outcome, count)) return { ok: false, failure: 'timesheet-changed' };
      throw new Error(`The timesheet could not be closed: ${outcome.reasons.join(', ')}`);
    },

    /**
     * A decision on a timesheet (approve, dispute, settle, the sweep's approval), at the version read. An
     * approval passes `billing`: the shift (as read) records the billed cost of the approved hours and the
     * money counters move by billed − planned, in the same transaction (timesheet-billing.ts).
     */
    async changeTimesheet(input: {
      before: TimesheetRecord;
      after: TimesheetDraft;
      audit: TimesheetAudit;
      context: ChangeContext;
      billing?: TimesheetBilling;
    }): Promise<TimesheetWriteResult> {
      if (input.billing) return changeAndBill(db, { ...input, billing: input.billing });
      const after = nextOf(input.before, input.after, input.context.at);
      const outcome = await writeTransaction(db, (tx) =>
        changeItems(tx, { before: input.before, after, audit: input.audit }, input.context),
      );
      if (outcome.ok) return { ok: true, timesheet: after };
      if (failedAt(outcome, 0)) return { ok: false, failure: 'timesheet-changed' };
      throw new Error(`The timesheet change was refused: ${outcome.reasons.join(', ')}`);
    },
  };
}
