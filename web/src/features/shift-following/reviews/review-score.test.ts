import { describe, expect, it } from 'vitest';

import { formatScore, previewScore } from './review-score';

describe('review score preview', () => {
  it('should weigh Q5 at 40 % and the others at 15 % (spec section 9)', () => {
    expect(previewScore({ Q1: 4, Q2: 4, Q3: 4, Q4: 4, Q5: 4 })).toBe(4);
    expect(previewScore({ Q1: 1, Q2: 1, Q3: 1, Q4: 1, Q5: 5 })).toBe(2.6);
    expect(previewScore({ Q1: '5', Q2: '5', Q3: '5', Q4: '5', Q5: '1' })).toBe(3.4);
  });

  it('should give no score until every question has a rating 1 to 5', () => {
    expect(previewScore({ Q1: 4, Q2: 4, Q3: 4, Q4: 4 })).toBeNull();
    expect(previewScore({ Q1: 4, Q2: 4, Q3: 4, Q4: 4, Q5: 6 })).toBeNull();
    expect(previewScore({ Q1: null, Q2: 4, Q3: 4, Q4: 4, Q5: 4 })).toBeNull();
  });

  it('should show the score to 2 decimals', () => {
    expect(formatScore(4, 'en')).toBe('4.00');
    expect(formatScore(3.4, 'el')).toBe('3,40');
  });
});
