import { describe, expect, it } from 'vitest';

import { isBeyondShiftHorizon, latestShiftStart, SHIFT_HORIZON_DAYS } from './horizon';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('shift horizon', () => {
  it('should allow a start exactly one horizon from now', () => {
    expect(isBeyondShiftHorizon(latestShiftStart(NOW), NOW)).toBe(false);
    expect(SHIFT_HORIZON_DAYS).toBe(365);
  });

  it('should refuse a start in the year 2200 and one minute past the horizon', () => {
    expect(isBeyondShiftHorizon(new Date('2200-02-26T08:00:00Z'), NOW)).toBe(true);
    expect(isBeyondShiftHorizon(new Date(latestShiftStart(NOW).getTime() + 60_000), NOW)).toBe(true);
  });

  it('should allow a start next week', () => {
    expect(isBeyondShiftHorizon(new Date('2026-12-01T08:00:00Z'), NOW)).toBe(false);
  });
});
