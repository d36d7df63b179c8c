import type { DbService } from '../../service';
import type { ChangeContext } from '../audit';

import { writeShiftChange } from './shift-change';
import { claimRefusal, shiftOrError } from './shift-errors';
import { penaltyItems } from './shift-penalties';
import type { PenaltyDecision } from './shift-penalties';
import type { ShiftRecord } from './shift-records';

export interface ClaimingPartner {
  partnerId: string;
  /** "First Last", kept on the shift for lists. */
  name: string;
  /** The partner's weekly shift limit; undefined or null for none. */
  weeklyShiftLimit?: number | null;
}

export function createShiftClaimRepository(db: DbService) {
  return {
    /**
     * Claims (or, by an administrator, assigns) a shift read by the caller, who checked eligibility
     * (domain checkClaimEligibility). The shift item's condition (the version read, no partner yet) lets
     * exactly one of any number of concurrent claims win; the partner's week counter's condition holds
     * their weekly limit even when they claim several shifts at once. Throws ShiftAlreadyClaimedError, or
     * a ConflictError with code WEEKLY_SHIFT_LIMIT_REACHED.
     */
    async claimShift(input: { shift: ShiftRecord; partner: ClaimingPartner; context: ChangeContext }) {
      const { shift, partner, context } = input;
      const result = await writeShiftChange(db, {
        before: shift,
        after: {
          ...shift,
          status: 'CLAIMED',
          claimedBy: partner.partnerId,
          partnerName: partner.name,
          claimedAt: context.at,
        },
        audit: {
          action: 'shift-claim',
          from: shift.status,
          to: 'CLAIMED',
          details: { partnerId: partner.partnerId },
        },
        context,
        guard: 'unclaimed',
        ...(typeof partner.weeklyShiftLimit === 'number'
          ? { weeklyShiftLimit: partner.weeklyShiftLimit }
          : {}),
      });
      return shiftOrError(db, shift.shiftId, result, {
        'shift-changed': () => claimRefusal(db, shift.shiftId),
      });
    },

    /**
     * Cancels a claim. `to` is the domain's statusAfterCancelClaim: VERIFIED before the claim deadline
     * (the shift is open again, without a partner) or ABANDONED after it (the partner stays on it, which
     * is what the partner statistics count as abandoned). Either frees the partner's weekly slot. A late
     * cancellation's penalty is recorded for the partner in the same transaction.
     */
    async cancelShiftClaim(input: {
      shift: ShiftRecord;
      to: 'VERIFIED' | 'ABANDONED';
      penalty?: PenaltyDecision;
      context: ChangeContext;
    }) {
      const { shift, to, penalty, context } = input;
      const { claimedBy: _partner, partnerName: _name, claimedAt: _at, ...unclaimed } = shift;
      const after = to === 'VERIFIED' ? { ...unclaimed, status: to } : { ...shift, status: to };
      const result = await writeShiftChange(db, {
        before: shift,
        after,
        audit: {
          action: 'shift-cancel-claim',
          from: shift.status,
          to,
          details: { partnerId: shift.claimedBy, ...(penalty ? { penalty: penalty.amount } : {}) },
        },
        context,
        extra: (tx) => penaltyItems(tx, shift, penalty, context.at),
      });
      return shiftOrError(db, shift.shiftId, result);
    },
  };
}

export type ShiftClaimRepository = ReturnType<typeof createShiftClaimRepository>;
