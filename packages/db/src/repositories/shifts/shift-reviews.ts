import { ConflictError } from '@careshift/domain';

import type { ReviewItem } from '../../entities/review';
import { cursorAfterItem } from '../../paging/entity-cursor';
import { readStreamPage } from '../../paging/merged-page';
import { pageSizeOf } from '../../paging/page';
import type { Page } from '../../paging/page';
import type { DbService } from '../../service';
import type { ChangeContext } from '../audit';

import { writeShiftChange } from './shift-change';
import { shiftOrError } from './shift-errors';
import type { ShiftRecord } from './shift-records';

export type ReviewRecord = ReviewItem;

export function createReviewRepository(db: DbService) {
  const { review } = db.entities;
  return {
    async getReview(reviewId: string): Promise<ReviewRecord | undefined> {
      const { data } = await review.get({ reviewId }).go();
      return data ?? undefined;
    },

    /**
     * Stores a client's review of a shift and adds its score to the partner's rating, in one transaction.
     * The shift's condition (no review yet) allows one review per shift even when two are sent at once;
     * the rating is a sum and a count kept with ADD, so concurrent reviews of one partner both count.
     */
    async reviewShift(input: { shift: ShiftRecord; review: ReviewRecord; context: ChangeContext }) {
      const { shift, context } = input;
      const record = { ...input.review, shiftId: shift.shiftId, shiftRef: shift.refNumber };
      const result = await writeShiftChange(db, {
        before: shift,
        after: { ...shift, reviewId: record.reviewId, reviewScore: record.score },
        audit: { action: 'shift-review', details: { reviewId: record.reviewId, score: record.score } },
        context,
        guard: 'unreviewed',
        extra: (tx) => [
          tx.review.create(record).commit(),
          tx.partner
            .patch({ partnerId: record.partnerId })
            .add({ ratingSum: record.score, ratingCount: 1, version: 1 })
            .commit(),
        ],
      });
      return shiftOrError(db, shift.shiftId, result, {
        'shift-changed': () =>
          new ConflictError('This shift has already been reviewed or has changed.', 'ALREADY_REVIEWED'),
        'extra-refused': () => new ConflictError('The partner of this shift no longer exists.'),
      });
    },

    /** A partner's reviews, newest first, optionally of one client (a partner has few reviews). */
    async listPartnerReviews(input: {
      partnerId: string;
      clientId?: string;
      cursor?: string | null;
      limit?: number;
    }): Promise<Page<ReviewRecord>> {
      return readStreamPage<ReviewRecord>({
        name: `partner-reviews:${input.clientId ?? ''}`,
        limit: pageSizeOf(input.limit),
        cursor: input.cursor,
        stream: {
          key: input.partnerId,
          filtered: Boolean(input.clientId),
          run: (cursor, limit) =>
            review.query
              .byPartner({ partnerId: input.partnerId })
              .where((a, op) => (input.clientId ? op.eq(a.clientId, input.clientId) : ''))
              .go({ cursor, limit, order: 'desc' }),
          cursorAfter: cursorAfterItem(review, 'byPartner'),
        },
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
