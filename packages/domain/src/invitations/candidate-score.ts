import { distanceBetweenCities, isCyprusCity } from '../places/cyprus-places';
import { DAY_MS, type Instant, parseInstant } from '../time/instant';

/**
 * The score of a partner who may claim a shift (issue 35 item 2, "Find someone"): 0–100 points, the
 * sum of five parts, each with its ceiling so no one fact can outweigh all the others.
 *
 * | part        | points | how                                                                        |
 * |-------------|--------|----------------------------------------------------------------------------|
 * | favourite   | 30     | the shift's organisation holds the partner among its favourites              |
 * | worked here | 0–20   | 4 a shift worked for this organisation (FINISHED, COMPLETED), at most 5 counted |
 * | rating      | 0–20   | (average − 1) ÷ 4 × 20; no reviews yet: 10 (the middle, neither good nor bad) |
 * | reliability | 0–20   | 20 − 5 a late claim cancellation − 10 a no-show in the last 90 days, at least 0 |
 * | distance    | 0–10   | 10 × (1 − km ÷ 150), at least 0; home city unknown: 5                          |
 *
 * The distance is straight-line (great-circle) kilometres between the centres of the partner's home
 * city (its address) and the organisation's city (`distanceBetweenCities`), rounded to whole km: the
 * same city is 0 km; Paphos–Famagusta, the farthest pair, about 140 km.
 */
export const SCORE_POINTS = {
  favourite: 30,
  perShiftWorkedHere: 4,
  workedHereCounted: 5,
  rating: 20,
  unratedRating: 10,
  reliability: 20,
  perLateCancellation: 5,
  perNoShow: 10,
  distance: 10,
  unknownDistance: 5,
  distanceZeroAtKm: 150,
} as const;

/** Late claim cancellations and no-shows count for this many days. */
export const RELIABILITY_WINDOW_DAYS = 90;

/** What the score is made of, as the organisation sees it beside each candidate. */
export interface CandidateFacts {
  partnerId: string;
  favourite: boolean;
  /** Shifts the partner worked for this organisation (FINISHED or COMPLETED). */
  workedHereCount: number;
  /** Average review score (1–5), or null without reviews. */
  rating: number | null;
  ratingCount: number;
  /** In the last RELIABILITY_WINDOW_DAYS days. */
  lateCancellations: number;
  noShows: number;
  /** Whole km from the partner's home city to the organisation's city; null when either is unknown. */
  distanceKm: number | null;
}

export interface CandidateScore {
  total: number;
  parts: { favourite: number; workedHere: number; rating: number; reliability: number; distance: number };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The points of each part and their sum (one decimal). */
export function candidateScore(facts: CandidateFacts): CandidateScore {
  const p = SCORE_POINTS;
  const rating =
    facts.rating === null || facts.ratingCount === 0
      ? p.unratedRating
      : (Math.min(5, Math.max(1, facts.rating)) - 1) * (p.rating / 4);
  const reliability = Math.max(
    0,
    p.reliability - p.perLateCancellation * facts.lateCancellations - p.perNoShow * facts.noShows,
  );
  const distance =
    facts.distanceKm === null
      ? p.unknownDistance
      : Math.max(0, p.distance * (1 - facts.distanceKm / p.distanceZeroAtKm));
  const parts = {
    favourite: facts.favourite ? p.favourite : 0,
    workedHere: Math.min(facts.workedHereCount, p.workedHereCounted) * p.perShiftWorkedHere,
    rating: round1(rating),
    reliability,
    distance: round1(distance),
  };
  const total = round1(Object.values(parts).reduce((sum, part) => sum + part, 0));
  return { total, parts };
}

/** Whole km between two cities' centres, or null when either is not one of the cities. */
export function cityDistanceKm(
  from: string | null | undefined,
  to: string | null | undefined,
): number | null {
  if (!isCyprusCity(from) || !isCyprusCity(to)) return null;
  return Math.round(distanceBetweenCities(from, to) / 1000);
}

/** A penalty as reliability counts it. */
export interface PenaltyFact {
  kind: 'LATE_CLAIM_CANCELLATION' | 'NO_SHOW';
  createdAt: Instant;
}

/** Late claim cancellations and no-shows of the last RELIABILITY_WINDOW_DAYS days before `now`. */
export function reliabilityCounts(
  penalties: readonly PenaltyFact[],
  now: Instant | Date | number,
): { lateCancellations: number; noShows: number } {
  const since = parseInstant(now) - RELIABILITY_WINDOW_DAYS * DAY_MS;
  const recent = penalties.filter((p) => parseInstant(p.createdAt) >= since);
  return {
    lateCancellations: recent.filter((p) => p.kind === 'LATE_CLAIM_CANCELLATION').length,
    noShows: recent.filter((p) => p.kind === 'NO_SHOW').length,
  };
}

/**
 * The order of the list: the higher score first; equal scores by partner id (ascending), so the same
 * facts always give the same list, whatever order they were read in.
 */
export function compareCandidates(
  a: { partnerId: string; score: CandidateScore },
  b: { partnerId: string; score: CandidateScore },
): number {
  if (a.score.total !== b.score.total) return b.score.total - a.score.total;
  if (a.partnerId === b.partnerId) return 0;
  return a.partnerId < b.partnerId ? -1 : 1;
}
