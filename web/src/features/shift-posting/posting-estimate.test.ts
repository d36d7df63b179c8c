import { describe, expect, it } from 'vitest';

import { estimatedProgress } from './posting-estimate';

describe('posting estimate', () => {
  it('should grow with the time spent, relative to the number of shifts', () => {
    expect(estimatedProgress(0, 500)).toBe(0);
    expect(estimatedProgress(1450, 500)).toBe(50);
    expect(estimatedProgress(1450, 10)).toBe(95);
  });

  it('should never reach 100 % before the reply arrives', () => {
    expect(estimatedProgress(60_000, 1500)).toBe(95);
  });
});
