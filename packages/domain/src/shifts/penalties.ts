import type { Cents } from '../money';
import { type Instant, parseInstant } from '../time/instant';

/** Why a partner owes a penalty (spec section 4, "Warnings"). */
export const PENALTY_KINDS = ['LATE_CLAIM_CANCELLATION', 'NO_SHOW'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

/** A penalty the partner owes the company; it goes on the partner's next invoice. */
export interface ShiftPenalty {
  kind: PenaltyKind;
  shiftId: string;
  clientId: string;
  partnerId: string;
  amount: Cents;
  createdAt: Instant;
  /** The invoice it was billed on, once billed. */
  invoiceId?: string | null;
}

interface PenaltyShift {
  deadline: Instant;
  cost: { companyCommission: Cents };
}

/**
 * The penalty in cents: a claim cancelled at or after the claim deadline, or a no-show, costs the company
 * commission of the shift; a claim cancelled before the deadline costs nothing.
 */
export function penaltyFor(kind: PenaltyKind, shift: PenaltyShift, now: Instant | Date | number): Cents {
  if (kind === 'NO_SHOW') return shift.cost.companyCommission;
  return parseInstant(now) >= parseInstant(shift.deadline) ? shift.cost.companyCommission : 0;
}

/** The penalty record to store, or null when the action costs nothing. */
export function createPenalty(
  kind: PenaltyKind,
  shift: PenaltyShift & { id: string; clientId: string },
  partnerId: string,
  now: Instant | Date | number,
): ShiftPenalty | null {
  const amount = penaltyFor(kind, shift, now);
  if (amount <= 0) return null;
  return {
    kind,
    shiftId: shift.id,
    clientId: shift.clientId,
    partnerId,
    amount,
    createdAt: new Date(parseInstant(now)).toISOString(),
  };
}
