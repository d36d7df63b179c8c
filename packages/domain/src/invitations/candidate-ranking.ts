import type { OverdueInvoiceRef, StandingFacts } from '../partners/standing-guidance';
import { checkClaimEligibility } from '../shifts/claim-eligibility';
import type { ClaimRefusalReason } from '../shifts/claim-eligibility';
import { isOfferedToPartner } from '../shifts/favourites-access';
import type { PartnerMarks } from '../shifts/favourites-access';
import type { HeldShift } from '../shifts/shift-conflicts';
import type { ShiftStatus } from '../shifts/status';
import { type Instant, type DateYmd, parseInstant } from '../time/instant';
import { nicosiaDate } from '../time/nicosia';

import { candidateScore, cityDistanceKm, compareCandidates, reliabilityCounts } from './candidate-score';
import type { CandidateFacts, CandidateScore, PenaltyFact } from './candidate-score';

/** The open shift candidates are ranked for. */
export interface RankedShift {
  id: string;
  clientId: string;
  /** The organisation's city (its address), for the distance. */
  clientCity?: string | null;
  status: ShiftStatus;
  positionId: string;
  startDate: Instant;
  endDate: Instant;
  deadline: Instant;
}

/** Everything known about one partner who might be listed. */
export interface CandidateInput {
  partner: StandingFacts & {
    partnerId: string;
    positionIds: readonly string[];
    weeklyShiftLimit: number | null;
    ratingSum?: number;
    ratingCount?: number;
  };
  overdueInvoices?: readonly OverdueInvoiceRef[];
  /** The partner's home city (its address), or none. */
  homeCity?: string | null;
  /** The partner's held shifts near this one (its schedule). */
  held: readonly HeldShift[];
  /** What organisations said of the partner (this organisation's favourite and block are what count). */
  marks: PartnerMarks;
  /** Shifts worked for the shift's organisation. */
  workedHereCount: number;
  /** The partner's penalties (any age: the last 90 days are counted). */
  penalties: readonly PenaltyFact[];
}

/** Why a partner is not listed: a claim refusal, or a licence that expires before the shift. */
export type CandidateExclusion = ClaimRefusalReason | 'LICENCE_EXPIRES_BEFORE_SHIFT';

export interface RankedCandidate extends CandidateFacts {
  score: CandidateScore;
}

export interface Ranking {
  candidates: RankedCandidate[];
  excluded: { partnerId: string; reason: CandidateExclusion }[];
}

/** A licence valid on the shift's day: no date entered (as a claim sees it), or one not before the day. */
function licenceCovers(expiration: DateYmd | null | undefined, shiftStart: Instant): boolean {
  return !expiration || expiration >= nicosiaDate(shiftStart);
}

/**
 * Why this partner may not be listed for the shift, or null. The claim's own eligibility decides
 * (checkClaimEligibility: standing, position, block, open, overlap, rest hours, weekly limit), so a
 * partner listed can claim it and one who would break a fatigue rule never is. An invitation is the
 * organisation's own offer, so the favourites-only window does not apply; the block does
 * (isOfferedToPartner). A licence that expires before the shift's day also excludes.
 */
export function candidateExclusion(
  shift: RankedShift,
  candidate: CandidateInput,
  context: { mandatoryRestHours: number; now: Instant | Date | number },
): CandidateExclusion | null {
  const offer = { clientId: shift.clientId, favouritesOnlyUntil: null, marks: candidate.marks };
  if (!isOfferedToPartner(offer, candidate.marks, context.now)) return 'BLOCKED_BY_CLIENT';
  const eligibility = checkClaimEligibility({
    partner: candidate.partner,
    overdueInvoices: candidate.overdueInvoices ?? [],
    shift,
    partnerClaimedShifts: candidate.held,
    mandatoryRestHours: context.mandatoryRestHours,
    offer,
    now: context.now,
  });
  if (!eligibility.ok) return eligibility.reason;
  if (!licenceCovers(candidate.partner.registrationExpirationDate, shift.startDate))
    return 'LICENCE_EXPIRES_BEFORE_SHIFT';
  return null;
}

/** The facts shown and scored for one eligible partner. */
export function candidateFacts(
  shift: RankedShift,
  candidate: CandidateInput,
  now: Instant | Date | number,
): CandidateFacts {
  const { partner } = candidate;
  const ratingCount = partner.ratingCount ?? 0;
  return {
    partnerId: partner.partnerId,
    favourite: candidate.marks.favouriteOfClientIds.has(shift.clientId),
    workedHereCount: candidate.workedHereCount,
    rating: ratingCount > 0 ? Math.round(((partner.ratingSum ?? 0) / ratingCount) * 10) / 10 : null,
    ratingCount,
    ...reliabilityCounts(candidate.penalties, now),
    distanceKm: cityDistanceKm(candidate.homeCity, shift.clientCity),
  };
}

/**
 * "Find someone": the partners who may claim the shift now, best first (candidateScore; ties by
 * partner id), and why each of the others is not listed.
 */
export function rankCandidates(
  shift: RankedShift,
  candidates: readonly CandidateInput[],
  context: { mandatoryRestHours: number; now: Instant | Date | number },
): Ranking {
  const now = parseInstant(context.now);
  const ranked: RankedCandidate[] = [];
  const excluded: Ranking['excluded'] = [];
  for (const candidate of candidates) {
    const reason = candidateExclusion(shift, candidate, { ...context, now });
    if (reason) {
      excluded.push({ partnerId: candidate.partner.partnerId, reason });
      continue;
    }
    const facts = candidateFacts(shift, candidate, now);
    ranked.push({ ...facts, score: candidateScore(facts) });
  }
  return { candidates: ranked.sort(compareCandidates), excluded };
}
