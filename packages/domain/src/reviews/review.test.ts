import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';

import {
  nextPartnerRating,
  REVIEW_QUESTIONS,
  REVIEW_RATINGS,
  REVIEW_WEIGHTS,
  reviewScore,
  weightedReviewScore,
} from './review';

const rate = (q1: number, q2: number, q3: number, q4: number, q5: number) =>
  [q1, q2, q3, q4, q5].map((rating, index) => ({ question: REVIEW_QUESTIONS[index] ?? 'Q1', rating }));

describe('review questions', () => {
  it('should weigh Q1–Q4 15 % each and Q5 40 %', () => {
    expect(REVIEW_WEIGHTS).toEqual({ Q1: 15, Q2: 15, Q3: 15, Q4: 15, Q5: 40 });
  });

  it('should rate each question 1 to 5', () => {
    expect(REVIEW_RATINGS).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('weightedReviewScore', () => {
  it('should score a complete form like a submitted review', () => {
    expect(weightedReviewScore({ Q1: 4, Q2: 3, Q3: 5, Q4: 2, Q5: 4 })).toBe(3.7);
  });

  it('should give null while a question lacks a rating 1–5', () => {
    expect(weightedReviewScore({ Q1: 4, Q2: 3, Q3: 5, Q4: 2 })).toBeNull();
    expect(weightedReviewScore({ Q1: 4, Q2: 3, Q3: 5, Q4: 2, Q5: 6 })).toBeNull();
    expect(weightedReviewScore({ Q1: 4, Q2: 3, Q3: 5, Q4: 2, Q5: '4' })).toBeNull();
  });
});

describe('reviewScore', () => {
  it('should weigh the ratings into a 1–5 score to 2 decimals', () => {
    expect(reviewScore(rate(5, 5, 5, 5, 5))).toBe(5);
    expect(reviewScore(rate(1, 1, 1, 1, 1))).toBe(1);
    expect(reviewScore(rate(4, 3, 5, 2, 4))).toBe(3.7);
    expect(reviewScore(rate(1, 1, 1, 1, 5))).toBe(2.6);
    expect(reviewScore(rate(5, 5, 5, 5, 1))).toBe(3.4);
  });

  it('should require exactly one rating 1–5 for every question, with "This field is required."', () => {
    try {
      reviewScore([...rate(4, 4, 4, 4, 4).slice(0, 3), { question: 'Q4', rating: 6 }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({
        Q4: 'This field is required.',
        Q5: 'This field is required.',
      });
    }
    expect(() => reviewScore([...rate(4, 4, 4, 4, 4), { question: 'Q1', rating: 2 }])).toThrow(
      ValidationError,
    );
    expect(() => reviewScore(rate(4, 4, 4, 4, 3.5))).toThrow(ValidationError);
  });
});

describe('nextPartnerRating', () => {
  it('should start the running rating at the first score', () => {
    expect(nextPartnerRating({ ratingScore: null, ratingCount: null }, 3.7)).toEqual({
      ratingScore: 3.7,
      ratingCount: 1,
    });
  });

  it('should average the scores to 2 decimals, half up', () => {
    expect(nextPartnerRating({ ratingScore: 4, ratingCount: 2 }, 5)).toEqual({
      ratingScore: 4.33,
      ratingCount: 3,
    });
    expect(nextPartnerRating({ ratingScore: 4.5, ratingCount: 1 }, 4.2)).toEqual({
      ratingScore: 4.35,
      ratingCount: 2,
    });
    expect(nextPartnerRating({ ratingScore: 3, ratingCount: 1 }, 4.01)).toEqual({
      ratingScore: 3.51,
      ratingCount: 2,
    });
  });

  it('should stay within the range of the scores averaged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 500 }), { minLength: 1, maxLength: 40 }),
        (hundredths) => {
          let rating = { ratingScore: 0, ratingCount: 0 };
          for (const score of hundredths) rating = nextPartnerRating(rating, score / 100);
          expect(rating.ratingCount).toBe(hundredths.length);
          expect(rating.ratingScore).toBeGreaterThanOrEqual(Math.min(...hundredths) / 100);
          expect(rating.ratingScore).toBeLessThanOrEqual(Math.max(...hundredths) / 100);
          expect(Math.round(rating.ratingScore * 100)).toBeCloseTo(rating.ratingScore * 100, 6);
        },
      ),
    );
  });
});
