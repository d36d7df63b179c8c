import { REVIEW_QUESTIONS, weightedReviewScore } from '@careshift/domain/reviews/review';
import type { ReviewQuestion } from '@careshift/domain/reviews/review';

/** The score of a form still being filled in (radio groups hold text), or null until every question is rated. */
export function previewScore(ratings: Partial<Record<ReviewQuestion, unknown>>): number | null {
  const asNumbers = (value: unknown) => (value === null || value === '' ? undefined : Number(value));
  return weightedReviewScore(
    Object.fromEntries(REVIEW_QUESTIONS.map((question) => [question, asNumbers(ratings[question])])),
  );
}

/** A 1–5 score to 2 decimals in the interface language. */
export function formatScore(score: number, language: string): string {
  return new Intl.NumberFormat(language === 'el' ? 'el-GR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(score);
}

/** The label key of each rating 1–5: Bad, Good, Very good, Great, Awesome (spec section 9). */
export const RATING_KEYS = ['bad', 'good', 'veryGood', 'great', 'awesome'] as const;

export function ratingKeyOf(rating: number): (typeof RATING_KEYS)[number] | undefined {
  return Number.isInteger(rating) ? RATING_KEYS[rating - 1] : undefined;
}
