import * as z from 'zod/mini';

import { REVIEW_QUESTIONS } from '@careshift/domain';

import { reviewBodySchema } from '../forms/review-form';
import { defineOperation } from '../operation';

import { shiftIdPath } from './shift-schemas';

/** A client's review of a shift (spec section 3 "Review"). */
export const reviewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  requestRef: z.number().check(z.int()),
  clientId: z.string(),
  clientName: z.string(),
  partnerId: z.string(),
  /** Weighted score 1–5 (Q1–Q4 15 % each, Q5 40 %). */
  score: z.number(),
  comment: z.string(),
  results: z.array(z.object({ question: z.enum(REVIEW_QUESTIONS), rating: z.number().check(z.int()) })),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const shiftReviewCreate = defineOperation({
  id: 'review-client',
  method: 'POST',
  path: '/api/requests/{shiftId}/review',
  access: ['CLIENT', 'OWNER'],
  area: 'shifts',
  summary:
    "Review a shift that has ended (the shift's client, once): Q1–Q5 rated 1–5 and a comment; the partner's rating changes in the same transaction.",
  input: { path: shiftIdPath, body: reviewBodySchema },
  output: reviewSchema,
});

export const shiftReviewGet = defineOperation({
  id: 'review-get',
  method: 'GET',
  path: '/api/requests/{shiftId}/review',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary: "Check Review: the review of a shift (administrators, the shift's client).",
  input: { path: shiftIdPath },
  output: reviewSchema,
});
