import { counterItemCount, counterUpdates, mergeDeltas } from '../../aggregates/counter-updates';
import { shiftDeltas } from '../../aggregates/shift-deltas';
import type { DbService } from '../../service';
import { writeTransaction } from '../../transactions/write-transaction';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';
import { auditEntryOf } from '../audit';
import type { AuditChange, ChangeContext } from '../audit';

import { noticeIntent } from './shift-notice';
import { withoutUndefined } from './shift-records';
import type { ShiftRecord } from './shift-records';
import { schedulePuts, scheduleEdits } from './shift-schedules';
import type { PartnerSchedule } from './shift-schedules';

/** One change of one shift. */
export interface ShiftChange {
  /** The shift as the caller read it; the put is conditional on its version. */
  before: ShiftRecord;
  /** The shift after the change (version and updatedAt are set here). */
  after: Omit<ShiftRecord, 'version' | 'updatedAt'>;
  /** The audit entry; none for a change that only links the shift to an invoice. */
  audit?: Omit<AuditChange, 'subjectType' | 'subjectId'>;
  /** The limit of the partner who takes a weekly slot with this change (a claim), if they have one. */
  weeklyShiftLimit?: number;
  /** A further guard on the shift item besides its version. */
  guard?: 'unclaimed' | 'uninvoiced' | 'invoiced' | 'unreviewed';
  /** People hear of this change: its notification intent is written with it (a penalty it carries). */
  notify?: { penalty?: number };
}

/** Why a change was refused. */
export type ShiftChangeFailure =
  | 'shift-changed'
  | 'weekly-limit'
  | 'extra-refused'
  /** A partner schedule the caller decided on changed since it was read (re-read and decide again). */
  | 'schedule-changed'
  /** Another transaction held an item (only when the caller asked not to retry: a claim re-reads instead). */
  | 'conflict';

export type ShiftChangesResult =
  | { ok: true; shifts: ShiftRecord[] }
  /** `refusedExtras`: the indexes of the extra items refused for their condition ('extra-refused'). */
  | { ok: false; failure: ShiftChangeFailure; shiftId?: string; refusedExtras?: number[] };

export type ShiftChangeResult = { ok: true; shift: ShiftRecord } | { ok: false; failure: ShiftChangeFailure };

/** How a shift change is written besides its items. */
export interface ShiftChangeOptions {
  /** Schedules the caller read and decided on (a claim's fatigue rules): a change of them is a failure. */
  schedules?: readonly PartnerSchedule[];
  /** False: a TransactionConflict comes back as the failure 'conflict' at once, without a backoff. */
  retryConflicts?: boolean;
}

/** Schedules edited by someone else between our read and our write are read again this many times. */
const SCHEDULE_ATTEMPTS = 5;

const GUARDS = {
  unclaimed: (a: { claimedBy: unknown }, op: GuardOperations) => op.notExists(a.claimedBy),
  uninvoiced: (a: { invoiceId: unknown }, op: GuardOperations) => op.notExists(a.invoiceId),
  invoiced: (a: { invoiceId: unknown }, op: GuardOperations) => op.exists(a.invoiceId),
  unreviewed: (a: { reviewId: unknown }, op: GuardOperations) => op.notExists(a.reviewId),
};
interface GuardOperations {
  exists(attribute: unknown): string;
  notExists(attribute: unknown): string;
}

function putShift(tx: TransactionEntities, change: ShiftChange, after: ShiftRecord): TransactionItem {
  const guard = change.guard ? GUARDS[change.guard] : undefined;
  return tx.shift
    .put(withoutUndefined(after))
    .where((a, op) =>
      [op.eq(a.version, change.before.version), guard ? guard(a, op) : ''].filter(Boolean).join(' AND '),
    )
    .commit();
}

/** The number of items `writeShiftChanges` would write for these changes (a transaction holds 100). */
export function shiftChangesItemCount(changes: ShiftChange[], extraItems = 0): number {
  const deltas = mergeDeltas(
    changes.map((c) => shiftDeltas(c.before, { ...c.after, version: 0, updatedAt: '' } as ShiftRecord)),
  );
  const schedules = scheduleEdits(changes).size;
  const intents = changes.filter((c) => c.notify).length;
  const audits = changes.filter((c) => c.audit).length;
  return changes.length + audits + counterItemCount(deltas) + intents + schedules + extraItems;
}

/**
 * Writes shift changes as one TransactWriteItems: each shift (conditional on the version read and its
 * guard), the aggregate counters they move (merged), the partners' weekly slots (conditional on their
 * limits), the audit entries, the partners' schedules they edit (conditional on their versions) and the
 * extra items (first, so a caller can tell their refusals apart). Nothing is written unless everything is.
 * A schedule that someone else changed meanwhile is read again and the write retried, unless the caller
 * decided on it (options.schedules).
 */
export async function writeShiftChanges(
  db: DbService,
  changes: ShiftChange[],
  context: ChangeContext,
  extra?: (tx: TransactionEntities) => TransactionItem[],
  options: ShiftChangeOptions = {},
): Promise<ShiftChangesResult> {
  const afters = changes.map(
    (change) =>
      ({ ...change.after, updatedAt: context.at, version: change.before.version + 1 }) as ShiftRecord,
  );
  const deltas = mergeDeltas(
    changes.map((change, i) => shiftDeltas(change.before, afters[i], change.weeklyShiftLimit)),
  );
  const audits = changes.flatMap((change, i) => auditsOf(change, afters[i] as ShiftRecord, context));
  const intents = changes.flatMap((change, i) =>
    change.notify ? [noticeIntent(change.before, afters[i]!, context, change.notify.penalty)] : [],
  );
  const edits = scheduleEdits(changes.map((change, i) => ({ before: change.before, after: afters[i]! })));
  for (let attempt = 1; ; attempt += 1) {
    const schedules = await schedulePuts(db, edits, context.at, options.schedules);
    let extraCount = 0;
    const outcome = await writeTransaction(
      db,
      (tx) => {
        const extraItems = extra?.(tx) ?? [];
        extraCount = extraItems.length;
        return [
          ...extraItems,
          ...changes.map((change, i) => putShift(tx, change, afters[i] as ShiftRecord)),
          ...counterUpdates(tx, deltas),
          ...audits.map((audit) => tx.auditEntry.create(audit).commit()),
          ...intents.map((intent) => tx.notificationIntent.create(intent).commit()),
          ...schedules.map((put) => put(tx)),
        ];
      },
      { retryConflicts: options.retryConflicts ?? true },
    );
    if (outcome.ok) return { ok: true, shifts: afters };
    const refusal = refusalOf(outcome.reasons, {
      extras: extraCount,
      changes,
      weekLoads: deltas.weekLoads.length,
      schedules: schedules.length,
      mayRereadSchedules: !options.schedules?.length && attempt < SCHEDULE_ATTEMPTS,
    });
    if (refusal !== 'reread-schedules') return refusal;
  }
}

/** The audit entry of one change, if it has one. */
function auditsOf(change: ShiftChange, after: ShiftRecord, context: ChangeContext) {
  if (!change.audit) return [];
  const audit = {
    ...change.audit,
    subjectType: 'shift' as const,
    subjectId: after.shiftId,
    sequence: after.version,
  };
  return [auditEntryOf(audit, context)];
}

/** Where the items of a refused transaction sit (extras, shifts, week loads, …, schedules last). */
interface TransactionLayout {
  extras: number;
  changes: ShiftChange[];
  weekLoads: number;
  schedules: number;
  /** Whether a changed schedule may be read again and the write retried. */
  mayRereadSchedules: boolean;
}

/**
 * Why the transaction was refused, by the first kind of item whose condition failed: a shift, a weekly
 * slot, an extra item, a schedule (read again and retry when allowed); else a conflict, or an error.
 */
function refusalOf(
  reasons: string[],
  layout: TransactionLayout,
): Exclude<ShiftChangesResult, { ok: true }> | 'reread-schedules' {
  const refused = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => from + i).filter(
      (index) => reasons[index] === 'ConditionalCheckFailed',
    );
  const [shift] = refused(layout.extras, layout.changes.length);
  if (shift !== undefined)
    return {
      ok: false,
      failure: 'shift-changed',
      shiftId: layout.changes[shift - layout.extras]?.before.shiftId,
    };
  if (refused(layout.extras + layout.changes.length, layout.weekLoads).length > 0)
    return { ok: false, failure: 'weekly-limit' };
  const refusedExtras = refused(0, layout.extras);
  if (refusedExtras.length > 0) return { ok: false, failure: 'extra-refused', refusedExtras };
  if (refused(reasons.length - layout.schedules, layout.schedules).length > 0)
    return layout.mayRereadSchedules ? 'reread-schedules' : { ok: false, failure: 'schedule-changed' };
  if (reasons.includes('TransactionConflict')) return { ok: false, failure: 'conflict' };
  throw new Error(`The shift change was refused: ${reasons.join(', ')}`);
}

/** One shift change (see writeShiftChanges), with its extra items. */
export async function writeShiftChange(
  db: DbService,
  change: ShiftChange & {
    context: ChangeContext;
    extra?: (tx: TransactionEntities) => TransactionItem[];
    options?: ShiftChangeOptions;
  },
): Promise<ShiftChangeResult> {
  const result = await writeShiftChanges(db, [change], change.context, change.extra, change.options);
  return result.ok
    ? { ok: true, shift: result.shifts[0] as ShiftRecord }
    : { ok: false, failure: result.failure };
}
