import type { PenaltyKind } from '@careshift/domain/shifts/penalties';

import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';

import type { ShiftRecord } from './shift-records';

/** A penalty the caller decided on with the domain's `penaltyFor` (the shift's commission). */
export interface PenaltyDecision {
  kind: PenaltyKind;
  amount: number;
}

/** Penalty ids sort by creation: the instant, then the shift. */
export function penaltyIdOf(at: string, shiftId: string): string {
  return `${at}#${shiftId}`;
}

/** The penalty item for the partner who held `shift`, for the change's transaction (none without one). */
export function penaltyItems(
  tx: TransactionEntities,
  shift: ShiftRecord,
  penalty: PenaltyDecision | undefined,
  at: string,
): TransactionItem[] {
  if (!penalty || penalty.amount <= 0 || !shift.claimedBy) return [];
  return [
    tx.penalty
      .create({
        partnerId: shift.claimedBy,
        penaltyId: penaltyIdOf(at, shift.shiftId),
        shiftId: shift.shiftId,
        shiftRef: shift.refNumber,
        clientId: shift.clientId,
        kind: penalty.kind,
        amount: penalty.amount,
        createdAt: at,
      })
      .commit(),
  ];
}
