import { describe, expect, it } from 'vitest';

import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatRating,
  formatShiftEnd,
  formatShiftSpan,
  shiftHours,
} from './shift-format';

describe('shift format', () => {
  it('should show instants as DD/MM/YYYY HH:mm in Asia/Nicosia (UTC+2 in winter, +3 in summer)', () => {
    expect(formatDateTime('2026-01-15T08:00:00.000Z')).toBe('15/01/2026 10:00');
    expect(formatDateTime('2026-07-15T07:00:00.000Z')).toBe('15/07/2026 10:00');
    expect(formatDate('2026-12-31T22:30:00.000Z')).toBe('01/01/2027');
  });

  it('should show a dash for a missing or broken date', () => {
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });

  it('should show the end time only when the shift ends the same day', () => {
    expect(formatShiftSpan('2026-01-15T08:00:00.000Z', '2026-01-15T16:00:00.000Z')).toBe(
      '15/01/2026 10:00 – 18:00',
    );
  });

  it("should show the end's date for a shift past midnight", () => {
    expect(formatShiftSpan('2026-01-15T20:00:00.000Z', '2026-01-16T04:00:00.000Z')).toBe(
      '15/01/2026 22:00 – 16/01/2026 06:00',
    );
    expect(formatShiftEnd('2026-01-15T20:00:00.000Z', '2026-01-16T04:00:00.000Z')).toBe('16/01/2026 06:00');
    expect(formatShiftEnd('2026-01-15T08:00:00.000Z', '2026-01-15T16:00:00.000Z')).toBe('18:00');
  });

  it('should count shift hours, halves included', () => {
    expect(shiftHours('2026-01-15T08:00:00.000Z', '2026-01-15T16:00:00.000Z')).toBe(8);
    expect(shiftHours('2026-01-15T08:00:00.000Z', '2026-01-15T15:30:00.000Z')).toBe(7.5);
  });

  it('should show cents as euros in the interface language', () => {
    expect(formatMoney(12050, 'en')).toBe('€120.50');
    expect(formatMoney(12050, 'el')).toMatch(/^120,50\s€$/);
    expect(formatMoney(undefined, 'en')).toBe('-');
  });

  it('should show a rating to 2 decimals with the review count', () => {
    expect(formatRating(4.5, 12, 'en')).toBe('4.50 (12)');
    expect(formatRating(4.5, 12, 'el')).toBe('4,50 (12)');
  });
});
