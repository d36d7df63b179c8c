import type { TimesheetFlag } from '@careshift/domain/attendance/vocabulary';

import { timesheetCounterUpdates, timesheetDeltas } from '../../aggregates/timesheet-deltas';
import type { PunchItem } from '../../entities/punch';
import type { TimesheetItem } from '../../entities/timesheet';
import type { DbService } from '../../service';
import { failedAt, writeTransaction } from '../../transactions/write-transaction';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';
import { auditEntryOf } from '../audit';
import type { ChangeContext } from '../audit';

/** A timesheet as stored, its flags typed as the domain's (written only from that type). */
export type TimesheetRecord = Omit<TimesheetItem, 'flags'> & { flags: TimesheetFlag[] };
/** A punch as stored, its flags typed as the domain's. */
export type PunchRecord = Omit<PunchItem, 'flags'> & { flags: TimesheetFlag[] };

/** A timesheet as the caller wants it written (version, createdAt and updatedAt are set here). */
export type TimesheetDraft = Omit<TimesheetRecord, 'version' | 'createdAt' | 'updatedAt'>;

/** What a timesheet change writes to the activity trail (the shift's, so its trail shows attendance). */
export interface TimesheetAudit {
  action: string;
  details?: Record<string, unknown>;
}

export type TimesheetWriteResult =
  | { ok: true; timesheet: TimesheetRecord }
  /** 'punch-exists': a punch with this key was written before; 'timesheet-changed': read again. */
  | { ok: false; failure: 'punch-exists' | 'timesheet-changed' };

const withoutUndefined = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;

/** The timesheet after a change: version + 1 (1 when new), times of the change. */
function nextOf(before: TimesheetRecord | undefined, draft: TimesheetDraft, at: string): TimesheetRecord {
  return withoutUndefined({
    ...draft,
    version: (before?.version ?? 0) + 1,
    createdAt: before?.createdAt ?? at,
    updatedAt: at,
  });
}

/** The timesheet put: a create when new, else conditional on the version read. */
function putTimesheet(tx: TransactionEntities, before: TimesheetRecord | undefined, after: TimesheetRecord) {
  if (!before) return tx.timesheet.create(after).commit();
  return tx.timesheet
    .put(after)
    .where((a, op) => op.eq(a.version, before.version))
    .commit();
}

/** The timesheet, its trail entry and its counters: the items every timesheet change writes. */
function changeItems(
  tx: TransactionEntities,
  change: { before: TimesheetRecord | undefined; after: TimesheetRecord; audit: TimesheetAudit },
  context: ChangeContext,
): TransactionItem[] {
  const { before, after, audit } = change;
  const entry = auditEntryOf(
    {
      subjectType: 'shift',
      subjectId: after.shiftId,
      action: audit.action,
      ...(before ? { from: before.status } : {}),
      to: after.status,
      sequence: after.version,
      ...(audit.details ? { details: audit.details } : {}),
    },
    context,
  );
  return [
    putTimesheet(tx, before, after),
    tx.auditEntry.create(entry).commit(),
    ...timesheetCounterUpdates(tx, timesheetDeltas(before, after)),
  ];
}

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

    /** A decision on a timesheet (approve, dispute, settle, the sweep's approval), at the version read. */
    async changeTimesheet(input: {
      before: TimesheetRecord;
      after: TimesheetDraft;
      audit: TimesheetAudit;
      context: ChangeContext;
    }): Promise<TimesheetWriteResult> {
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
