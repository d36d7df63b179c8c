import { isCyprusCity } from '../places/cyprus-places';
import type { HeldShift } from '../shifts/shift-conflicts';
import { type Instant, parseInstant } from '../time/instant';

import { candidateExclusion, candidateFacts, rankCandidates } from './candidate-ranking';
import type { CandidateExclusion, CandidateInput, RankedCandidate, RankedShift } from './candidate-ranking';
import { candidateScore, compareCandidates } from './candidate-score';

/**
 * "Find someone" in two phases (issue 35 performance): the best CANDIDATES_LISTED of the ranking
 * (rankCandidates), reading the home city and the schedule only of the partners who could still reach
 * the list. Phase 1 uses what every partner's profile and the organisation's reads already say: it drops
 * those who certainly cannot claim (`certainExclusion`) and bounds each one's score from above
 * (`candidateScoreBound`, the distance at its best). Phase 2 takes them by descending bound, a chunk at a
 * time, and scores them exactly, until `shortlistComplete`: nobody unread can rank among the listed.
 */

/** How many candidates "Find someone" lists. */
export const CANDIDATES_LISTED = 50;
/** How many partners' home cities and schedules are read at a time (one BatchGetItem each). */
export const CANDIDATE_CHUNK = 100;

/** A candidate before its home city and schedule are read. */
export type CandidateProfile = Omit<CandidateInput, 'held' | 'homeCity'>;

/** What phase 2 reads for each partner: its home city and held shifts. */
export interface CandidateDetails {
  homeCity: string | null;
  held: readonly HeldShift[];
}

/** A partner's best possible score, not yet read in detail. */
export interface CandidateBound {
  partnerId: string;
  bound: number;
}

type RankingContext = { mandatoryRestHours: number; now: Instant | Date | number };

const withoutDetails = (candidate: CandidateProfile): CandidateInput => ({
  ...candidate,
  homeCity: null,
  held: [],
});

/**
 * Why the partner cannot be listed whatever its schedule, or null. It is candidateExclusion without held
 * shifts: every check but the conflicts (overlap, rest hours, weekly limit) ignores them, and the
 * conflicts only grow with more held shifts, so a refusal here is a refusal with the schedule too.
 */
export function certainExclusion(
  shift: RankedShift,
  candidate: CandidateProfile,
  context: RankingContext,
): CandidateExclusion | null {
  return candidateExclusion(shift, withoutDetails(candidate), context);
}

/**
 * The highest score the partner can have: its exact facts, the distance at its best (0 km when the
 * organisation's city is known; when not, every distance is unknown and scores the same).
 */
export function candidateScoreBound(
  shift: RankedShift,
  candidate: CandidateProfile,
  now: Instant | Date | number,
): number {
  const facts = candidateFacts(shift, withoutDetails(candidate), now);
  const distanceKm = isCyprusCity(shift.clientCity) ? 0 : null;
  return candidateScore({ ...facts, distanceKm }).total;
}

/** Phase 2's order: the higher bound first; equal bounds by partner id, as compareCandidates. */
export function compareBounds(a: CandidateBound, b: CandidateBound): number {
  if (a.bound !== b.bound) return b.bound - a.bound;
  if (a.partnerId === b.partnerId) return 0;
  return a.partnerId < b.partnerId ? -1 : 1;
}

/**
 * Whether the listed candidates (sorted by compareCandidates) already hold the first `limit` of the
 * whole ranking, when `next` is the first unread bound (compareBounds order) or none is left. Every
 * unread partner scores at most its bound, and comes after `next` in bound order, so once `next` would
 * rank after the `limit`-th listed even at its bound (its id breaking a tie), so would all of them.
 */
export function shortlistComplete(
  listed: readonly RankedCandidate[],
  limit: number,
  next: CandidateBound | undefined,
): boolean {
  if (!next || limit <= 0) return true;
  const lowest = listed[limit - 1];
  if (!lowest) return false;
  const score = lowest.score.total;
  return next.bound < score || (next.bound === score && next.partnerId > lowest.partnerId);
}

/** The first `limit` of the ranking and what it took to find them. */
export interface Shortlist {
  candidates: RankedCandidate[];
  /** Partners whose profiles were examined (phase 1). */
  examined: number;
  /** Partners whose home city and schedule were read (phase 2). */
  detailed: number;
  /** Other partners may take the shift: listed beyond `limit`, or left unread because they rank lower. */
  more: boolean;
}

/**
 * The first `limit` of rankCandidates over the partners, reading details (home city, schedule) only for
 * `chunkSize` partners at a time, best bound first, until shortlistComplete. A partner whose details
 * are missing has no home city and no held shifts, as rankCandidates would see it.
 */
export async function shortlistCandidates(
  shift: RankedShift,
  profiles: readonly CandidateProfile[],
  context: RankingContext,
  options: {
    limit: number;
    chunkSize: number;
    details: (partnerIds: string[]) => Promise<ReadonlyMap<string, CandidateDetails>>;
  },
): Promise<Shortlist> {
  const now = parseInstant(context.now);
  const queue = profiles
    .filter((profile) => certainExclusion(shift, profile, { ...context, now }) === null)
    .map((profile) => ({
      profile,
      partnerId: profile.partner.partnerId,
      bound: candidateScoreBound(shift, profile, now),
    }))
    .sort(compareBounds);
  let listed: RankedCandidate[] = [];
  let read = 0;
  while (!shortlistComplete(listed, options.limit, queue[read])) {
    const chunk = queue.slice(read, read + Math.max(1, options.chunkSize));
    read += chunk.length;
    const details = await options.details(chunk.map((c) => c.partnerId));
    const inputs = chunk.map(({ profile, partnerId }) => ({
      ...profile,
      ...(details.get(partnerId) ?? { homeCity: null, held: [] }),
    }));
    listed = [...listed, ...rankCandidates(shift, inputs, { ...context, now }).candidates].sort(
      compareCandidates,
    );
  }
  return {
    candidates: listed.slice(0, options.limit),
    examined: profiles.length,
    detailed: read,
    more: listed.length > options.limit || read < queue.length,
  };
}
