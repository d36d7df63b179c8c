import type { ReviewRecord } from '@careshift/db';
import { reviewScore, REVIEW_QUESTIONS } from '@careshift/domain/reviews/review';
import { WORKED_SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import { HOUR_MS } from '@careshift/domain/time/instant';

import type { Random } from './random';
import type { SeedShift } from './shift-fate';

const COMMENTS = [
  'Very professional and kind with the residents.',
  'Arrived on time, excellent work.',
  'Good, but needs to follow our procedures more closely.',
  'The residents loved her.',
  'Reliable and calm in a busy night.',
  '',
];

/** Reviews of about 40% of the worked shifts, written by the client a day or two after. */
export function buildReviews(
  random: Random,
  seeds: SeedShift[],
  usersByClient: Map<string, string[]>,
  now: number,
): ReviewRecord[] {
  const reviews: ReviewRecord[] = [];
  for (const seed of seeds) {
    const { shift } = seed;
    const at = Date.parse(shift.endDate) + random.int(2, 48) * HOUR_MS;
    if (!WORKED_SHIFT_STATUSES.includes(shift.status) || at > now || !random.chance(0.4) || !shift.claimedBy)
      continue;
    const base = random.weighted([
      [5, 45],
      [4, 35],
      [3, 12],
      [2, 5],
      [1, 3],
    ] as const);
    const results = REVIEW_QUESTIONS.map((question) => ({
      question,
      rating: Math.min(5, Math.max(1, base + random.int(-1, 1))),
    }));
    const reviewId = random.id('review');
    const score = reviewScore(results);
    const createdBy = random.pick(usersByClient.get(shift.clientId) ?? ['client']);
    reviews.push({
      reviewId,
      shiftId: shift.shiftId,
      shiftRef: shift.refNumber,
      clientId: shift.clientId,
      clientName: shift.clientName,
      partnerId: shift.claimedBy,
      score,
      comment: random.pick(COMMENTS),
      results,
      createdBy,
      createdAt: new Date(at).toISOString(),
    });
    shift.reviewId = reviewId;
    shift.reviewScore = score;
    shift.version += 1;
    seed.events.push({ at, action: 'shift-review', actorId: createdBy, actorRole: 'CLIENT' });
  }
  return reviews;
}
