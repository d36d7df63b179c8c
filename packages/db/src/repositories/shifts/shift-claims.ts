import { ConflictError } from '@careshift/domain';
import type { ClaimedVia } from '@careshift/domain/invitations/invitation-rules';

import type { DbService } from '../../service';
import type { TransactionEntities, TransactionItem } from '../../transactions/write-transaction';
import type { ChangeContext } from '../audit';

import { writeShiftChange } from './shift-change';
import { claimRefusal, shiftOrError } from './shift-errors';
import { penaltyItems } from './shift-penalties';
import type { PenaltyDecision } from './shift-penalties';
import type { ShiftRecord } from './shift-records';
import { readPartnerSchedule } from './shift-schedules';
import type { PartnerSchedule } from './shift-schedules';

export interface ClaimingPartner {
  partnerId: string;
  /** "First Last", kept on the shift for lists. */
  name: string;
  /** The partner's weekly shift limit; undefined or null for none. */
  weeklyShiftLimit?: number | null;
}

/** A claim's decision was made on a partner schedule that changed meanwhile: read it again, decide again. */
export class PartnerScheduleChangedError extends Error {
  constructor() {
    super("The partner's schedule changed while the claim was decided.");
    this.name = 'PartnerScheduleChangedError';
  }
}

type ClaimVia = { claimedVia: ClaimedVia; extra: (tx: TransactionEntities) => TransactionItem[] };

/** What an accepted invitation adds to a claim: the shift's `claimedVia` and the invitation's items. */
function invitationParts(via: ClaimVia | undefined) {
  return via
    ? { claimedVia: via.claimedVia, change: { extra: via.extra } }
    : { claimedVia: undefined, change: {} };
}

/** A claim whose transaction met another one on an item, while the shift itself is still open, tries again. */
const CLAIM_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createShiftClaimRepository(db: DbService) {
  return {
    /** The partner's schedule (strongly consistent): a claim checks the fatigue rules against it. */
    partnerSchedule: (partnerId: string) => readPartnerSchedule(db, partnerId),

    /**
     * Claims (or, by an administrator, assigns) a shift read by the caller, who checked eligibility
     * (domain checkClaimEligibility) against `schedule`. The shift item's condition (the version read, no
     * partner yet) lets exactly one of any number of concurrent claims win; the partner's schedule's
     * condition (the version decided on) makes two claims by one partner at once decide one after the
     * other; the week counter's condition holds the weekly limit. A loser does not back off: a transaction
     * conflict re-reads the shift and answers at once when someone else holds it.
     * Throws ShiftAlreadyClaimedError, a ConflictError with code WEEKLY_SHIFT_LIMIT_REACHED, or
     * PartnerScheduleChangedError (decide again).
     */
    async claimShift(input: {
      shift: ShiftRecord;
      partner: ClaimingPartner;
      /** The schedule the caller decided on; without one, the schedule is read at the write. */
      schedule?: PartnerSchedule;
      context: ChangeContext;
      /**
       * An invitation accepted (issue 35): the shift records `claimedVia`, and the invitation's items
       * (ACCEPTED if still SENT, its trail) are in the claim's transaction; their refusal is a 409.
       */
      via?: ClaimVia;
    }) {
      const { shift, partner, schedule, context } = input;
      const { claimedVia, change } = invitationParts(input.via);
      for (let attempt = 1; ; attempt += 1) {
        const result = await writeShiftChange(db, {
          before: shift,
          after: {
            ...shift,
            status: 'CLAIMED',
            claimedBy: partner.partnerId,
            partnerName: partner.name,
            claimedAt: context.at,
            claimedVia,
          },
          audit: {
            action: 'shift-claim',
            from: shift.status,
            to: 'CLAIMED',
            details: { partnerId: partner.partnerId },
          },
          context,
          guard: 'unclaimed',
          notify: {},
          ...(typeof partner.weeklyShiftLimit === 'number'
            ? { weeklyShiftLimit: partner.weeklyShiftLimit }
            : {}),
          options: { schedules: schedule ? [schedule] : [], retryConflicts: false },
          ...change,
        });
        if (!result.ok && result.failure === 'conflict') {
          const current = await db.entities.shift.get({ shiftId: shift.shiftId }).go({ consistent: true });
          const unchanged = current.data?.version === shift.version;
          if (unchanged && attempt < CLAIM_ATTEMPTS) {
            await sleep(Math.random() * 5 * attempt);
            continue;
          }
          throw await claimRefusal(db, shift.shiftId);
        }
        return shiftOrError(db, shift.shiftId, result, {
          'shift-changed': () => claimRefusal(db, shift.shiftId),
          'schedule-changed': () => new PartnerScheduleChangedError(),
          'extra-refused': () =>
            new ConflictError('This invitation was answered meanwhile.', 'INVITATION_ANSWERED'),
        });
      }
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
      const {
        claimedBy: _partner,
        partnerName: _name,
        claimedAt: _at,
        claimedVia: _via,
        ...unclaimed
      } = shift;
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
        notify: { ...(penalty ? { penalty: penalty.amount } : {}) },
        extra: (tx) => penaltyItems(tx, shift, penalty, context.at),
      });
      return shiftOrError(db, shift.shiftId, result);
    },
  };
}

export type ShiftClaimRepository = ReturnType<typeof createShiftClaimRepository>;
