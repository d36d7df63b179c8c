import { ConflictError, NotAllowedError } from '../errors';
import { partnerStandingGuidance } from '../partners/standing-guidance';
import type { OverdueInvoiceRef, StandingFacts, StandingGuidance } from '../partners/standing-guidance';
import { type Instant, parseInstant } from '../time/instant';

import { CLAIM_REFUSAL_TITLE, claimRefusalMessage, STANDING_REFUSALS } from './claim-refusal-messages';
import type { ClaimRefusalParams, ClaimRefusalReason } from './claim-refusal-messages';
import { offerRefusal } from './favourites-access';
import type { OfferedShift, PartnerMarks } from './favourites-access';
import { conflictParams, findShiftConflict } from './shift-conflicts';
import type { HeldShift } from './shift-conflicts';
import type { ShiftStatus } from './status';

export {
  isClaimRefusalReason,
  ASSIGNMENT_REFUSAL_MESSAGES,
  ASSIGNMENT_REFUSAL_TITLE,
  CLAIM_REFUSAL_MESSAGES,
  CLAIM_REFUSAL_REASONS,
  CLAIM_REFUSAL_TITLE,
  claimRefusalMessage,
  STANDING_REFUSALS,
} from './claim-refusal-messages';
export type { ClaimRefusalAudience, ClaimRefusalParams, ClaimRefusalReason } from './claim-refusal-messages';

export type ClaimEligibility =
  | { ok: true }
  | {
      ok: false;
      reason: ClaimRefusalReason;
      title: string;
      message: string;
      params: ClaimRefusalParams;
    };

export interface ClaimEligibilityInput {
  /** The partner: its standing (status, restriction reason, licence day), positions and weekly limit. */
  partner: StandingFacts & { positionIds: readonly string[]; weeklyShiftLimit: number | null };
  /** The partner's overdue invoices, named in an INVOICE_OVERDUE refusal (may be left out). */
  overdueInvoices?: readonly OverdueInvoiceRef[];
  shift: {
    id?: string;
    status: ShiftStatus;
    positionId: string;
    startDate: Instant;
    endDate: Instant;
    deadline: Instant;
  };
  /** The partner's other shifts that count (CLAIMED, FINISHED, COMPLETED), at least those near this one's week. */
  partnerClaimedShifts: readonly HeldShift[];
  mandatoryRestHours: number;
  /**
   * The shift's organisation and its favourites-only window, and what organisations said about the
   * partner (issue 35): a block refuses the claim, the window refuses whoever is not a favourite. An
   * administrator's assignment passes no window (`favouritesOnlyUntil` left out): only the block binds it.
   */
  offer: OfferedShift & { marks: PartnerMarks };
  now: Instant | Date | number;
}

function refuse(reason: ClaimRefusalReason, params: ClaimRefusalParams = {}): ClaimEligibility {
  return {
    ok: false,
    reason,
    title: CLAIM_REFUSAL_TITLE.en,
    message: claimRefusalMessage(reason, params),
    params,
  };
}

/** What a standing refusal names: the licence's day ("30/11/2026"), the overdue invoices ("#12, #14"). */
export function standingRefusalParams(
  guidance: Pick<StandingGuidance, 'licenceExpiredOn' | 'overdueInvoices'>,
): ClaimRefusalParams {
  const invoices = guidance.overdueInvoices.map((invoice) => `#${invoice.ref}`).join(', ');
  return {
    ...(guidance.licenceExpiredOn ? { date: guidance.licenceExpiredOn.split('-').reverse().join('/') } : {}),
    ...(invoices ? { invoices } : {}),
  };
}

/** A partner who is not VERIFIED is refused with the real reason: the licence day, the invoices. */
function standingRefusal(input: ClaimEligibilityInput): ClaimEligibility | null {
  const guidance = partnerStandingGuidance(input.partner, input.overdueInvoices ?? [], input.now);
  return guidance ? refuse(guidance.problem, standingRefusalParams(guidance)) : null;
}

/**
 * May this partner claim this shift now? Checks, in order: the partner is VERIFIED (else the real
 * reason: licence expired, invoice overdue, pending review), holds the shift's position, is not blocked
 * by the shift's organisation, the shift has not started and is open (VERIFIED, before its claim
 * deadline), is past its favourites-only window or the partner is a favourite, and the partner's calendar leaves room
 * for it (findShiftConflict: overlap, rest hours, weekly limit), naming the held shift in the way.
 */
export function checkClaimEligibility(input: ClaimEligibilityInput): ClaimEligibility {
  const { partner, shift } = input;
  const now = parseInstant(input.now);
  const standing = standingRefusal(input);
  if (standing) return standing;
  if (!partner.positionIds.includes(shift.positionId)) return refuse('POSITION_NOT_HELD');
  const offer = offerRefusal(input.offer, input.offer.marks, now);
  if (offer === 'BLOCKED_BY_CLIENT') return refuse(offer);
  if (now >= parseInstant(shift.startDate)) return refuse('SHIFT_STARTED');
  if (shift.status !== 'VERIFIED' || now >= parseInstant(shift.deadline)) return refuse('NOT_OPEN');
  if (offer) return refuse(offer);
  const conflict = findShiftConflict({
    shift,
    held: input.partnerClaimedShifts,
    mandatoryRestHours: input.mandatoryRestHours,
    weeklyShiftLimit: partner.weeklyShiftLimit,
  });
  return conflict ? refuse(conflict.reason, conflictParams(conflict)) : { ok: true };
}

/**
 * The domain error for a refusal, its code the reason and its parameters sent along: about the partner
 * (its standing, a position not held, a block) a NotAllowedError (403); about the shift or the partner's
 * calendar a ConflictError (409).
 */
export function claimRefusalError(
  refusal: Extract<ClaimEligibility, { ok: false }>,
): NotAllowedError | ConflictError {
  const aboutPartner =
    (STANDING_REFUSALS as readonly string[]).includes(refusal.reason) ||
    refusal.reason === 'POSITION_NOT_HELD' ||
    refusal.reason === 'BLOCKED_BY_CLIENT';
  const error = aboutPartner
    ? new NotAllowedError(refusal.message, refusal.reason)
    : new ConflictError(refusal.message, refusal.reason);
  error.params = { ...refusal.params };
  return error;
}
