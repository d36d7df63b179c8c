import type { TimesheetFlag } from '@careshift/domain/attendance/vocabulary';

import { timesheetCounterUpdates, timesheetDeltas } from '../../aggregates/timesheet-deltas';
import type { PunchItem } from '../../entities/punch';
import type { TimesheetItem } from '../../entities/timesheet';
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
  /**
   * 'punch-exists': a punch with this key was written before; 'timesheet-changed': read again;
   * 'shift-changed': the shift whose billed cost an approval records changed since it was read.
   */
  | { ok: false; failure: 'punch-exists' | 'timesheet-changed' | 'shift-changed' };

export const withoutUndefined = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;

/** The timesheet after a change: version + 1 (1 when new), times of the change. */
export function nextOf(
  before: TimesheetRecord | undefined,
  draft: TimesheetDraft,
  at: string,
): TimesheetRecord {
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
export function changeItems(
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
