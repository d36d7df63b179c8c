import { ConflictError, NotAllowedError } from '../errors';
import type { PartnerStatus } from '../partners/status';
import { HOUR_MS, type Instant, parseInstant } from '../time/instant';
import { nicosiaIsoWeek } from '../time/nicosia';

import type { ShiftStatus } from './status';

/** Why a partner may not claim a shift, in the order they are checked. */
export const CLAIM_REFUSAL_REASONS = [
  'NOT_VERIFIED',
  'POSITION_NOT_HELD',
  'SHIFT_STARTED',
  'NOT_OPEN',
  'OVERLAP',
  'REST_HOURS',
  'WEEKLY_LIMIT',
] as const;
export type ClaimRefusalReason = (typeof CLAIM_REFUSAL_REASONS)[number];

/** The title every refusal dialog shows (spec section 8). */
export const CLAIM_REFUSAL_TITLE = {
  en: 'You cannot claim this shift',
  el: 'Δεν μπορείτε να αναλάβετε αυτή τη βάρδια',
};

/** The text of each refusal in English and Greek; `{{hours}}` and `{{limit}}` are filled in. */
export const CLAIM_REFUSAL_MESSAGES: Readonly<Record<'en' | 'el', Record<ClaimRefusalReason, string>>> = {
  en: {
    NOT_VERIFIED: 'In order to claim this shift you need to be Verified',
    POSITION_NOT_HELD: 'This shift is for a position that is not among your positions.',
    NOT_OPEN: 'This shift is no longer open for claims.',
    SHIFT_STARTED: 'This shift has already started.',
    OVERLAP: 'This shift overlaps another shift you have claimed.',
    REST_HOURS: 'You need at least {{hours}} hours of rest between two shifts.',
    WEEKLY_LIMIT: 'You have reached your weekly limit of shifts ({{limit}}).',
  },
  el: {
    NOT_VERIFIED: 'Για να αναλάβετε αυτή τη βάρδια, το προφίλ σας πρέπει να είναι επαληθευμένο.',
    POSITION_NOT_HELD: 'Αυτή η βάρδια αφορά θέση που δεν είναι στις θέσεις σας.',
    NOT_OPEN: 'Αυτή η βάρδια δεν είναι πλέον διαθέσιμη.',
    SHIFT_STARTED: 'Αυτή η βάρδια έχει ήδη ξεκινήσει.',
    OVERLAP: 'Αυτή η βάρδια επικαλύπτεται με άλλη βάρδια που έχετε αναλάβει.',
    REST_HOURS: 'Ανάμεσα σε δύο βάρδιες χρειάζεστε ανάπαυση τουλάχιστον {{hours}} ωρών.',
    WEEKLY_LIMIT: 'Φτάσατε το εβδομαδιαίο όριο βαρδιών σας ({{limit}}).',
  },
};

/** Who reads a refusal: the partner claiming, or an administrator assigning someone else. */
export type ClaimRefusalAudience = 'partner' | 'assignment';

/** The title when an administrator assigns a partner who may not take the shift. */
export const ASSIGNMENT_REFUSAL_TITLE = {
  en: 'This partner cannot take this shift',
  el: 'Η βάρδια δεν μπορεί να ανατεθεί σε αυτό το άτομο',
};

/** The refusals in the third person, for the administrator assigning (not addressed to the partner). */
export const ASSIGNMENT_REFUSAL_MESSAGES: Readonly<Record<'en' | 'el', Record<ClaimRefusalReason, string>>> =
  {
    en: {
      NOT_VERIFIED: 'Only a Verified partner can take this shift.',
      POSITION_NOT_HELD: "This shift is for a position that is not among the partner's positions.",
      NOT_OPEN: 'This shift is no longer open for claims.',
      SHIFT_STARTED: 'This shift has already started.',
      OVERLAP: 'This shift overlaps another shift the partner has claimed.',
      REST_HOURS: 'The partner needs at least {{hours}} hours of rest between two shifts.',
      WEEKLY_LIMIT: 'The partner has reached the weekly limit of shifts ({{limit}}).',
    },
    el: {
      NOT_VERIFIED: 'Η βάρδια ανατίθεται μόνο σε άτομο με επαληθευμένο προφίλ.',
      POSITION_NOT_HELD: 'Η θέση αυτής της βάρδιας δεν είναι στις θέσεις του συνεργάτη ή της συνεργάτιδας.',
      NOT_OPEN: 'Αυτή η βάρδια δεν είναι πλέον διαθέσιμη.',
      SHIFT_STARTED: 'Αυτή η βάρδια έχει ήδη ξεκινήσει.',
      OVERLAP: 'Αυτή η βάρδια επικαλύπτεται με άλλη βάρδια που έχει ήδη αναλάβει το άτομο.',
      REST_HOURS: 'Ανάμεσα σε δύο βάρδιες το άτομο χρειάζεται ανάπαυση τουλάχιστον {{hours}} ωρών.',
      WEEKLY_LIMIT: 'Το άτομο έχει φτάσει το εβδομαδιαίο όριο βαρδιών του ({{limit}}).',
    },
  };

export type ClaimEligibility =
  | { ok: true }
  | {
      ok: false;
      reason: ClaimRefusalReason;
      title: string;
      message: string;
      params: { hours?: number; limit?: number };
    };

export interface ClaimEligibilityInput {
  partner: { status: PartnerStatus; positionIds: readonly string[]; weeklyShiftLimit: number | null };
  shift: {
    id?: string;
    status: ShiftStatus;
    positionId: string;
    startDate: Instant;
    endDate: Instant;
    deadline: Instant;
  };
  /** The partner's other shifts that count (CLAIMED, FINISHED, COMPLETED), at least those near this one's week. */
  partnerClaimedShifts: readonly { id?: string; startDate: Instant; endDate: Instant }[];
  mandatoryRestHours: number;
  now: Instant | Date | number;
}

/** Fills `{{name}}` placeholders of a refusal message. */
export function claimRefusalMessage(
  reason: ClaimRefusalReason,
  params: { hours?: number; limit?: number } = {},
  language: 'en' | 'el' = 'en',
  audience: ClaimRefusalAudience = 'partner',
): string {
  const messages = audience === 'assignment' ? ASSIGNMENT_REFUSAL_MESSAGES : CLAIM_REFUSAL_MESSAGES;
  return messages[language][reason].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name as keyof typeof params] ?? ''),
  );
}

function refuse(
  reason: ClaimRefusalReason,
  params: { hours?: number; limit?: number } = {},
): ClaimEligibility {
  return {
    ok: false,
    reason,
    title: CLAIM_REFUSAL_TITLE.en,
    message: claimRefusalMessage(reason, params),
    params,
  };
}

/**
 * May this partner claim this shift now? Checks, in order: the partner is VERIFIED, holds the shift's
 * position, the shift has not started and is open (VERIFIED, before its claim deadline), does not overlap
 * the partner's other shifts, leaves the mandatory rest hours on both sides, and fits the weekly limit
 * (shifts starting in the same Monday–Sunday Nicosia week; null means no limit).
 */
export function checkClaimEligibility(input: ClaimEligibilityInput): ClaimEligibility {
  const { partner, shift, mandatoryRestHours } = input;
  const now = parseInstant(input.now);
  const start = parseInstant(shift.startDate);
  const end = parseInstant(shift.endDate);
  if (partner.status !== 'VERIFIED') return refuse('NOT_VERIFIED');
  if (!partner.positionIds.includes(shift.positionId)) return refuse('POSITION_NOT_HELD');
  if (now >= start) return refuse('SHIFT_STARTED');
  if (shift.status !== 'VERIFIED' || now >= parseInstant(shift.deadline)) return refuse('NOT_OPEN');
  const others = input.partnerClaimedShifts
    .filter((other) => shift.id === undefined || other.id !== shift.id)
    .map((other) => ({ start: parseInstant(other.startDate), end: parseInstant(other.endDate) }));
  if (others.some((other) => other.start < end && start < other.end)) return refuse('OVERLAP');
  const restMs = mandatoryRestHours * HOUR_MS;
  const tooClose = others.some((other) =>
    other.end <= start ? start - other.end < restMs : other.start - end < restMs,
  );
  if (tooClose) return refuse('REST_HOURS', { hours: mandatoryRestHours });
  if (partner.weeklyShiftLimit !== null) {
    const week = nicosiaIsoWeek(start).key;
    const sameWeek = others.filter((other) => nicosiaIsoWeek(other.start).key === week).length;
    if (sameWeek >= partner.weeklyShiftLimit)
      return refuse('WEEKLY_LIMIT', { limit: partner.weeklyShiftLimit });
  }
  return { ok: true };
}

/**
 * The domain error for a refusal, its code the reason: about the partner (NOT_VERIFIED, POSITION_NOT_HELD)
 * a NotAllowedError (403); about the shift or the partner's calendar a ConflictError (409).
 */
export function claimRefusalError(
  refusal: Extract<ClaimEligibility, { ok: false }>,
): NotAllowedError | ConflictError {
  if (refusal.reason === 'NOT_VERIFIED' || refusal.reason === 'POSITION_NOT_HELD') {
    return new NotAllowedError(refusal.message, refusal.reason);
  }
  return new ConflictError(refusal.message, refusal.reason);
}
