import * as z from 'zod/mini';

import { REVIEW_QUESTIONS } from '@careshift/domain';

import { messageKey } from '../messages';

import { addMessageIssue, LONG_TEXT_MAX, optionalText } from './fields';

const fieldRequired = messageKey('fieldRequired');

/** A rating 1–5 as a number or the text a radio group holds; anything else "This field is required.". */
const rating = z.pipe(
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: fieldRequired })),
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
  ),
  z
    .number({ error: fieldRequired })
    .check(z.int(fieldRequired), z.minimum(1, fieldRequired), z.maximum(5, fieldRequired)),
);

/** The review form (spec section 5): each of Q1–Q5 rated 1 to 5; the comment is optional. */
export const reviewFormSchema = z.object({
  Q1: rating,
  Q2: rating,
  Q3: rating,
  Q4: rating,
  Q5: rating,
  comment: optionalText(LONG_TEXT_MAX),
});
export type ReviewForm = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

export const reviewFormDefaults: ReviewForm = {
  Q1: null,
  Q2: null,
  Q3: null,
  Q4: null,
  Q5: null,
  comment: '',
};

/** The review-client payload: a rating list of {question, rating} plus the comment. */
export function reviewFormToBody(form: ReviewFormValues) {
  return {
    rating: REVIEW_QUESTIONS.map((question) => ({ question, rating: form[question] })),
    comment: form.comment,
  };
}

/** The review-client body as the API checks it: every question rated exactly once. */
export const reviewBodySchema = z.object({
  rating: z
    .array(z.object({ question: z.enum(REVIEW_QUESTIONS, { error: messageKey('invalidOption') }), rating }))
    .check(
      z.maxLength(REVIEW_QUESTIONS.length, messageKey('invalidOption')),
      z.superRefine((list, ctx) => {
        for (const question of REVIEW_QUESTIONS) {
          const count = list.filter((item) => item.question === question).length;
          if (count !== 1) addMessageIssue(ctx, 'fieldRequired', [question]);
        }
      }),
    ),
  comment: optionalText(LONG_TEXT_MAX),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;
