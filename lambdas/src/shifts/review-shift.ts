import { randomUUID } from 'node:crypto';

import type { Review, ReviewBody } from '@careshift/contract';
import type { ReviewRecord } from '@careshift/db';
import { canActOnClient, NotFoundError, reviewScore } from '@careshift/domain';

import type { Viewer } from '../http/viewer';

import { changeContext, loadForAction, loadVisibleShift, SHIFT_NOT_FOUND } from './shift-access';
import type { ShiftDeps } from './shift-deps';

export function toReview(record: ReviewRecord): Review {
  return {
    id: record.reviewId,
    requestId: record.shiftId,
    requestRef: record.shiftRef,
    clientId: record.clientId,
    clientName: record.clientName,
    partnerId: record.partnerId,
    score: record.score,
    comment: record.comment ?? '',
    results: record.results.map(({ question, rating }) => ({ question, rating })),
    createdAt: record.createdAt,
  };
}

/**
 * review-client: the shift's client reviews it once after it ended (the domain's action visibility);
 * the weighted score comes from the domain and the partner's rating moves in the same transaction.
 */
export async function reviewShift(
  deps: ShiftDeps,
  viewer: Viewer,
  shiftId: string,
  body: ReviewBody,
): Promise<Review> {
  const { now, before: shift } = await loadForAction(deps, viewer, shiftId, 'addReview');
  const results = body.rating.map(({ question, rating }) => ({ question, rating }));
  const review: ReviewRecord = {
    reviewId: randomUUID(),
    shiftId: shift.shiftId,
    shiftRef: shift.refNumber,
    clientId: shift.clientId,
    clientName: shift.clientName,
    partnerId: shift.claimedBy as string,
    score: reviewScore(results),
    comment: body.comment,
    results,
    createdBy: viewer.userId,
    createdAt: now.toISOString(),
  };
  await deps.reviews.reviewShift({ shift, review, context: changeContext(viewer, now) });
  return toReview(review);
}

/** review-get ("Check Review"): administrators and the shift's client. */
export async function getShiftReview(deps: ShiftDeps, viewer: Viewer, shiftId: string): Promise<Review> {
  const shift = await loadVisibleShift(deps, viewer, shiftId);
  if (!canActOnClient(viewer, shift.clientId)) throw new NotFoundError(SHIFT_NOT_FOUND);
  const review = shift.reviewId ? await deps.reviews.getReview(shift.reviewId) : undefined;
  if (!review) throw new NotFoundError('This shift has not been reviewed yet.');
  return toReview(review);
}
