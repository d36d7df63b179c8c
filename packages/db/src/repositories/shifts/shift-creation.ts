import { counterItemCount, counterUpdates, mergeDeltas } from '../../aggregates/counter-updates';
import type { AggregateDeltas } from '../../aggregates/counter-updates';
import { shiftDeltas } from '../../aggregates/shift-deltas';
import type { DbService } from '../../service';
import { MAX_TRANSACTION_ITEMS, writeTransaction } from '../../transactions/write-transaction';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';
import { auditEntryOf } from '../audit';
import type { ChangeContext } from '../audit';

import { withoutUndefined } from './shift-records';
import type { NewShift, ShiftRecord } from './shift-records';
import { scheduleEdits, schedulePuts } from './shift-schedules';

/** Splits shifts into groups whose transaction (shift + audit each, plus merged counters) fits 100 items. */
function transactionGroups(shifts: ShiftRecord[]): ShiftRecord[][] {
  const groups: ShiftRecord[][] = [];
  let group: ShiftRecord[] = [];
  let deltas: AggregateDeltas[] = [];
  for (const shift of shifts) {
    const next = [...deltas, shiftDeltas(undefined, shift)];
    if (
      group.length > 0 &&
      2 * (group.length + 1) +
        counterItemCount(mergeDeltas(next)) +
        scheduleEdits([...group, shift].map((after) => ({ after }))).size >
        MAX_TRANSACTION_ITEMS
    ) {
      groups.push(group);
      group = [];
      deltas = [shiftDeltas(undefined, shift)];
    } else {
      deltas = next;
    }
    group.push(shift);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** A partner schedule edited meanwhile by someone else is read again this many times. */
const SCHEDULE_ATTEMPTS = 5;

function createdAudit(tx: TransactionEntities, shift: ShiftRecord, context: ChangeContext): TransactionItem {
  const entry = { subjectType: 'shift', subjectId: shift.shiftId, action: 'shift-create' } as const;
  return tx.auditEntry.create(auditEntryOf({ ...entry, to: shift.status, sequence: 1 }, context)).commit();
}

export interface CreateShiftsResult {
  created: ShiftRecord[];
  /** Ids refused because they already exist (nothing of their group was written). */
  failed: string[];
}

/**
 * Creates shifts (one, or a multi-create of up to 1,500) with their audit entries and the counters they
 * add to, in as few transactions as fit. A shift may start CLAIMED when an administrator assigns a
 * partner at creation; it then takes the partner's weekly slot too (without a limit check: an
 * administrator's decision), and the shift joins the partner's schedule.
 */
export async function createShifts(
  db: DbService,
  shifts: NewShift[],
  context: ChangeContext,
): Promise<CreateShiftsResult> {
  const records = shifts.map(
    (shift) => withoutUndefined({ ...shift, updatedAt: context.at, version: 1 }) as ShiftRecord,
  );
  const result: CreateShiftsResult = { created: [], failed: [] };
  for (const group of transactionGroups(records)) {
    const deltas = mergeDeltas(group.map((shift) => shiftDeltas(undefined, shift)));
    const edits = scheduleEdits(group.map((after) => ({ after })));
    for (let attempt = 1; ; attempt += 1) {
      const schedules = await schedulePuts(db, edits, context.at);
      const outcome = await writeTransaction(db, (tx) => [
        ...group.flatMap((shift) => [tx.shift.create(shift).commit(), createdAudit(tx, shift, context)]),
        ...counterUpdates(tx, deltas),
        ...schedules.map((put) => put(tx)),
      ]);
      if (outcome.ok) result.created.push(...group);
      else if (outcome.reasons.slice(0, 2 * group.length).includes('ConditionalCheckFailed'))
        result.failed.push(...group.map((shift) => shift.shiftId));
      else if (outcome.reasons.includes('ConditionalCheckFailed') && attempt < SCHEDULE_ATTEMPTS) continue;
      else throw new Error(`Creating shifts failed: ${outcome.reasons.join(', ')}`);
      break;
    }
  }
  return result;
}
