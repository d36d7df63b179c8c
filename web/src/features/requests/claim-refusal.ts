import {
  CLAIM_REFUSAL_REASONS,
  CLAIM_REFUSAL_TITLE,
  claimRefusalMessage,
} from '@careshift/domain/shifts/claim-eligibility';
import type { ClaimRefusalReason } from '@careshift/domain/shifts/claim-eligibility';

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
): ClaimRefusal | null {
  if (!error || typeof error.code !== 'string' || !isRefusalReason(error.code)) return null;
  const reason = error.code;
  const english = typeof error.message === 'string' ? error.message : '';
  return {
    reason,
    title: CLAIM_REFUSAL_TITLE[language],
    message: claimRefusalMessage(reason, paramsOf(reason, english), language),
  };
}
