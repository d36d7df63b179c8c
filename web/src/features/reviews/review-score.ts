import { REVIEW_QUESTIONS } from '@careshift/contract';
import type { ReviewQuestion } from '@careshift/contract';
import { REVIEW_WEIGHTS } from '@careshift/domain/reviews/review';

/** The weighted score of a form still being filled in (Q1–Q4 15 % each, Q5 40 %), or null until every question is rated. */
export function previewScore(ratings: Partial<Record<ReviewQuestion, unknown>>): number | null {
  let hundredths = 0;
  for (const question of REVIEW_QUESTIONS) {
    const rating = Number(ratings[question]);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) return null;
    hundredths += rating * REVIEW_WEIGHTS[question];
  }
  return hundredths / 100;
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
