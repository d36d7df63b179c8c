import { ValidationError } from '../errors';

/** The five review questions and their weights in percent (spec section 9). */
export const REVIEW_QUESTIONS = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5'] as const;
export type ReviewQuestion = (typeof REVIEW_QUESTIONS)[number];
export const REVIEW_WEIGHTS: Readonly<Record<ReviewQuestion, number>> = Object.freeze({
  Q1: 15,
  Q2: 15,
  Q3: 15,
  Q4: 15,
  Q5: 40,
});

/** Ratings 1 to 5 (labelled Bad, Good, Very good, Great, Awesome in the interface). */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof REVIEW_RATINGS)[number];

export interface QuestionRating {
  question: ReviewQuestion;
  rating: number;
}

/** The message for a question without a valid rating (spec section 5). */
export const REVIEW_RATING_REQUIRED = 'This field is required.';

function isRating(value: unknown): value is Rating {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Checks that every question has exactly one rating 1–5; the errors are keyed by question. */
export function checkReviewRatings(ratings: readonly QuestionRating[]): Record<ReviewQuestion, Rating> {
  const errors: Record<string, string> = {};
  const byQuestion = {} as Record<ReviewQuestion, Rating>;
  for (const question of REVIEW_QUESTIONS) {
    const given = ratings.filter((entry) => entry.question === question);
    const rating = given[0]?.rating;
    if (given.length !== 1 || !isRating(rating)) errors[question] = REVIEW_RATING_REQUIRED;
    else byQuestion[question] = rating;
  }
  const unknown = ratings.filter(
    (entry) => !(REVIEW_QUESTIONS as readonly string[]).includes(entry.question),
  );
  if (unknown.length > 0) errors.ratings = 'Unknown question.';
  if (Object.keys(errors).length > 0)
    throw new ValidationError('Every question needs a rating from 1 to 5.', errors);
  return byQuestion;
}

/**
 * The weighted score of ratings by question on the 1–5 scale, to 2 decimals (all 4s → 4; Q5 counts
 * 40 %), or null while any question lacks a rating 1–5 (a form still being filled in).
 */
export function weightedReviewScore(ratings: Partial<Record<ReviewQuestion, unknown>>): number | null {
  let hundredths = 0;
  for (const question of REVIEW_QUESTIONS) {
    const rating = ratings[question];
    if (!isRating(rating)) return null;
    hundredths += rating * REVIEW_WEIGHTS[question];
  }
  return hundredths / 100;
}

/** The weighted score of a submitted review; throws a ValidationError when a rating is missing or invalid. */
export function reviewScore(ratings: readonly QuestionRating[]): number {
  return weightedReviewScore(checkReviewRatings(ratings)) as number;
}

/** A partner's rating after one more review: the running average to 2 decimals (half up) and the count. */
export function nextPartnerRating(
  current: { ratingScore: number | null | undefined; ratingCount: number | null | undefined },
  score: number,
): { ratingScore: number; ratingCount: number } {
  const count = current.ratingCount ?? 0;
  const scoreHundredths = Math.round((current.ratingScore ?? 0) * 100);
  const newHundredths = Math.round(score * 100);
  const averageHundredths = Math.floor(
    (2 * (scoreHundredths * count + newHundredths) + (count + 1)) / (2 * (count + 1)),
  );
  return { ratingScore: averageHundredths / 100, ratingCount: count + 1 };
}
