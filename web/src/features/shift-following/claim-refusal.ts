import type { Partner, ShiftDetail } from '@careshift/contract';
import {
  ASSIGNMENT_REFUSAL_TITLE,
  checkClaimEligibility,
  isClaimRefusalReason,
  CLAIM_REFUSAL_TITLE,
  claimRefusalMessage,
  STANDING_REFUSALS,
  standingRefusalParams,
} from '@careshift/domain/shifts/claim-eligibility';
import type {
  ClaimRefusalAudience,
  ClaimRefusalParams,
  ClaimRefusalReason,
} from '@careshift/domain/shifts/claim-eligibility';
import { NO_PARTNER_MARKS } from '@careshift/domain/shifts/favourites-access';

export interface ClaimRefusal {
  reason: ClaimRefusalReason;
  /** "You cannot claim this shift" (spec section 8). */
  title: string;
  /** E.g. "Your professional licence expired on 30/11/2026. Upload the renewed licence …". */
  message: string;
}

/** Is this refusal about the partner's standing (licence, invoice, pending review), not this shift? */
export function isStandingRefusal(refusal: ClaimRefusal | null): boolean {
  return !!refusal && (STANDING_REFUSALS as readonly string[]).includes(refusal.reason);
}

function refusalIn(
  language: 'en' | 'el',
  reason: ClaimRefusalReason,
  params: ClaimRefusalParams,
  audience: ClaimRefusalAudience = 'partner',
): ClaimRefusal {
  return {
    reason,
    title: (audience === 'assignment' ? ASSIGNMENT_REFUSAL_TITLE : CLAIM_REFUSAL_TITLE)[language],
    message: claimRefusalMessage(reason, params, language, audience),
  };
}

/** The number an older reply's English message carries, for the reasons with one (no `params`). */
function paramsOfMessage(reason: ClaimRefusalReason, message: string): ClaimRefusalParams {
  const number = /(\d+)/.exec(message)?.[1];
  if (number === undefined) return {};
  if (reason === 'REST_HOURS') return { hours: Number(number) };
  if (reason === 'WEEKLY_LIMIT') return { limit: Number(number) };
  return {};
}

/**
 * A refused claim as the partner should read it: the API answers 403/409 with the domain's refusal
 * code (LICENCE_EXPIRED, OVERLAP, …), an English message and the `params` it names (the held shift,
 * the licence day…); this gives the dialog's title and text in the interface language. Any other
 * error is not a refusal (null).
 */
export function claimRefusalOf(
  error: { code?: unknown; message?: unknown; params?: unknown } | null | undefined,
  language: 'en' | 'el',
  audience: ClaimRefusalAudience = 'partner',
): ClaimRefusal | null {
  if (!error || typeof error.code !== 'string' || !isClaimRefusalReason(error.code)) return null;
  const english = typeof error.message === 'string' ? error.message : '';
  const sent = error.params && typeof error.params === 'object' ? (error.params as ClaimRefusalParams) : {};
  const params = Object.keys(sent).length ? sent : paramsOfMessage(error.code, english);
  return refusalIn(language, error.code, params, audience);
}

/**
 * The refusal a partner can be told before the claim is sent: the domain's claim eligibility over
 * what the browser knows, the partner's own profile (its standing: the licence day, the overdue
 * invoices) and this shift (a position not held, a weekly limit of 0). The API checks the calendar
 * (overlaps, rest hours, the week's claims; Find a shift flags them) and answers with its own refusal.
 * Null while the profile is not known, or when nothing stands in the way.
 */
export function claimRefusalBeforeClaim(
  partner:
    | (Pick<Partner, 'status' | 'positionIds' | 'weeklyShiftLimit'> &
        Partial<Pick<Partner, 'restrictedReasonType' | 'registrationExpirationDate' | 'standing'>>)
    | undefined,
  shift: Pick<ShiftDetail, 'id' | 'status' | 'position' | 'startDate' | 'endDate' | 'deadline'>,
  language: 'en' | 'el',
  now: Date = new Date(),
): ClaimRefusal | null {
  if (!partner) return null;
  // The API's own account of the standing (its clock, the overdue invoices) when it sent one.
  if (partner.standing) {
    return refusalIn(language, partner.standing.problem, standingRefusalParams(partner.standing));
  }
  const eligibility = checkClaimEligibility({
    partner,
    shift: { ...shift, positionId: shift.position.id },
    partnerClaimedShifts: [],
    mandatoryRestHours: 0,
    // A block and the favourites-only window are the API's to tell (the browser does not know them).
    offer: { clientId: '', marks: NO_PARTNER_MARKS },
    now,
  });
  return eligibility.ok ? null : refusalIn(language, eligibility.reason, eligibility.params);
}
