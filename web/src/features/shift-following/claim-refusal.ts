import type { Partner, ShiftDetail } from '@careshift/contract';
import {
  ASSIGNMENT_REFUSAL_TITLE,
  checkClaimEligibility,
  CLAIM_REFUSAL_REASONS,
  CLAIM_REFUSAL_TITLE,
  claimRefusalMessage,
} from '@careshift/domain/shifts/claim-eligibility';
import type { ClaimRefusalAudience, ClaimRefusalReason } from '@careshift/domain/shifts/claim-eligibility';

export interface ClaimRefusal {
  reason: ClaimRefusalReason;
  /** "You cannot claim this shift" (spec section 8). */
  title: string;
  /** E.g. "In order to claim this shift you need to be Verified". */
  message: string;
}

function isRefusalReason(code: string): code is ClaimRefusalReason {
  return (CLAIM_REFUSAL_REASONS as readonly string[]).includes(code);
}

function refusalIn(
  language: 'en' | 'el',
  reason: ClaimRefusalReason,
  params: { hours?: number; limit?: number },
  audience: ClaimRefusalAudience = 'partner',
): ClaimRefusal {
  return {
    reason,
    title: (audience === 'assignment' ? ASSIGNMENT_REFUSAL_TITLE : CLAIM_REFUSAL_TITLE)[language],
    message: claimRefusalMessage(reason, params, language, audience),
  };
}

/** The number the API's English message carries for the reasons with a parameter. */
function paramsOf(reason: ClaimRefusalReason, message: string): { hours?: number; limit?: number } {
  const number = /(\d+)/.exec(message)?.[1];
  if (number === undefined) return {};
  if (reason === 'REST_HOURS') return { hours: Number(number) };
  if (reason === 'WEEKLY_LIMIT') return { limit: Number(number) };
  return {};
}

/**
 * A refused claim as the partner should read it: the API answers 403/409 with the domain's refusal
 * code (NOT_VERIFIED, OVERLAP, …) and an English message; this gives the dialog's title and text in
 * the interface language. Any other error is not a refusal (null).
 */
export function claimRefusalOf(
  error: { code?: unknown; message?: unknown } | null | undefined,
  language: 'en' | 'el',
  audience: ClaimRefusalAudience = 'partner',
): ClaimRefusal | null {
  if (!error || typeof error.code !== 'string' || !isRefusalReason(error.code)) return null;
  const english = typeof error.message === 'string' ? error.message : '';
  return refusalIn(language, error.code, paramsOf(error.code, english), audience);
}

/**
 * The refusal a partner can be told before the claim is sent: the domain's claim eligibility over
 * what the browser knows, the partner's own profile and this shift (not VERIFIED, a position not
 * held, a weekly limit of 0). The API checks the rest (overlaps, rest hours, the week's claims) and
 * answers with its own refusal. Null while the profile is not known, or when nothing stands in the way.
 */
export function claimRefusalBeforeClaim(
  partner: Pick<Partner, 'status' | 'positionIds' | 'weeklyShiftLimit'> | undefined,
  shift: Pick<ShiftDetail, 'id' | 'status' | 'position' | 'startDate' | 'endDate' | 'deadline'>,
  language: 'en' | 'el',
  now: Date = new Date(),
): ClaimRefusal | null {
  if (!partner) return null;
  const eligibility = checkClaimEligibility({
    partner,
    shift: { ...shift, positionId: shift.position.id },
    partnerClaimedShifts: [],
    mandatoryRestHours: 0,
    now,
  });
  return eligibility.ok ? null : refusalIn(language, eligibility.reason, eligibility.params);
}
