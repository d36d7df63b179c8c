import { describe, expect, it } from 'vitest';

import { countAt, COUNT_UP_DURATION_MS, formatCount } from './count-up';

describe('countAt', () => {
  it('should start at 0 and end exactly at the target after about 2 seconds', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2000);
    expect(countAt(0, 500)).toBe(0);
    expect(countAt(2000, 500)).toBe(500);
    expect(countAt(5000, 500)).toBe(500);
  });

  it('should only go up, in whole numbers, never past the target', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 2000; elapsed += 16) {
      const value = countAt(elapsed, 137);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(137);
      previous = value;
    }
  });
});

describe('formatCount', () => {
  it('should group thousands the way each language writes them', () => {
    expect(formatCount(500, 'en')).toBe('500');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'el')).toBe('1.234.567');
  });
});
