import { counterItemCount, counterUpdates, mergeDeltas } from '../../aggregates/counter-updates';
import type { AggregateDeltas } from '../../aggregates/counter-updates';
import { shiftDeltas } from '../../aggregates/shift-deltas';
import type { DbService } from '../../service';
import { MAX_TRANSACTION_ITEMS, writeTransaction } from '../../transactions/write-transaction';
import { auditEntryOf } from '../audit';
import type { ChangeContext } from '../audit';

import { withoutUndefined } from './shift-records';
import type { NewShift, ShiftRecord } from './shift-records';

/** Splits shifts into groups whose transaction (shift + audit each, plus merged counters) fits 100 items. */
function transactionGroups(shifts: ShiftRecord[]): ShiftRecord[][] {
  const groups: ShiftRecord[][] = [];
  let group: ShiftRecord[] = [];
  let deltas: AggregateDeltas[] = [];
  for (const shift of shifts) {
    const next = [...deltas, shiftDeltas(undefined, shift)];
    if (
      group.length > 0 &&
      2 * (group.length + 1) + counterItemCount(mergeDeltas(next)) > MAX_TRANSACTION_ITEMS
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

export interface CreateShiftsResult {
  created: ShiftRecord[];
  /** Ids refused because they already exist (nothing of their group was written). */
  failed: string[];
}

/**
 * Creates shifts (one, or a multi-create of up to 1,500) with their audit entries and the counters they
 * add to, in as few transactions as fit. A shift may start CLAIMED when an administrator assigns a
 * partner at creation; it then takes the partner's weekly slot too (without a limit check: an
 * administrator's decision).
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
    const outcome = await writeTransaction(db, (tx) => [
      ...group.flatMap((shift) => [
        tx.shift.create(shift).commit(),
        tx.auditEntry
          .create(
            auditEntryOf(
              {
                subjectType: 'shift',
                subjectId: shift.shiftId,
                action: 'shift-create',
                to: shift.status,
                sequence: 1,
              },
              context,
            ),
          )
          .commit(),
      ]),
      ...counterUpdates(tx, deltas),
    ]);
    if (outcome.ok) result.created.push(...group);
    else if (outcome.reasons.includes('ConditionalCheckFailed'))
      result.failed.push(...group.map((shift) => shift.shiftId));
    else throw new Error(`Creating shifts failed: ${outcome.reasons.join(', ')}`);
  }
  return result;
}
