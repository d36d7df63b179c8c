import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import { reviewBodySchema, reviewFormDefaults, reviewFormSchema, reviewFormToBody } from './review-form';

const complete = { Q1: 5, Q2: 4, Q3: 3, Q4: 2, Q5: 1, comment: '' };

describe('review form', () => {
  it('should accept every question rated 1 to 5 and no comment', () => {
    expect(validateForm(reviewFormSchema, complete).success).toBe(true);
  });

  it('should say "This field is required." for each unrated question', () => {
    expect(validateForm(reviewFormSchema, reviewFormDefaults).errors).toEqual({
      Q1: 'This field is required.',
      Q2: 'This field is required.',
      Q3: 'This field is required.',
      Q4: 'This field is required.',
      Q5: 'This field is required.',
    });
  });

  it.each([0, 6, 2.5, '', 'abc', null])('should refuse the rating %s', (rating) => {
    expect(validateForm(reviewFormSchema, { ...complete, Q3: rating }).errors).toEqual({
      Q3: 'This field is required.',
    });
  });

  it('should read the rating a radio group holds as text', () => {
    expect(reviewFormSchema.parse({ ...complete, Q5: '4' }).Q5).toBe(4);
  });

  it('should send a rating list of question and rating, plus the comment', () => {
    expect(reviewFormToBody(reviewFormSchema.parse({ ...complete, comment: ' Great shift ' }))).toEqual({
      rating: [
        { question: 'Q1', rating: 5 },
        { question: 'Q2', rating: 4 },
        { question: 'Q3', rating: 3 },
        { question: 'Q4', rating: 2 },
        { question: 'Q5', rating: 1 },
      ],
      comment: 'Great shift',
    });
  });
});

describe('review body', () => {
  const body = reviewFormToBody(reviewFormSchema.parse(complete));

  it('should accept what the form sends', () => {
    expect(validateForm(reviewBodySchema, body).success).toBe(true);
  });

  it('should need every question exactly once', () => {
    const missing = { ...body, rating: body.rating.slice(0, 4) };
    expect(validateForm(reviewBodySchema, missing).errors).toEqual({
      'rating.Q5': 'This field is required.',
    });
    const twice = { ...body, rating: [...body.rating.slice(0, 4), { question: 'Q1', rating: 3 }] };
    expect(validateForm(reviewBodySchema, twice).success).toBe(false);
  });

  it('should refuse a rating outside 1 to 5', () => {
    const bad = { ...body, rating: body.rating.map((item) => ({ ...item, rating: 9 })) };
    expect(validateForm(reviewBodySchema, bad).success).toBe(false);
  });
});
