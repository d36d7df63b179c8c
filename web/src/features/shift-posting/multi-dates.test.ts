import { describe, expect, it } from 'vitest';

import { epochDayOf, weekdayOfEpochDay } from '@careshift/domain/time/instant';

import { addDates, datesInRange } from './multi-dates';

describe('multi-request dates', () => {
  it('should list the days of a range on the chosen weekdays', () => {
    // 2026-03-02 is a Monday.
    expect(weekdayOfEpochDay(epochDayOf('2026-03-02'))).toBe(1);
    expect(datesInRange('2026-03-02', '2026-03-15', new Set([1, 3]))).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-09',
      '2026-03-11',
    ]);
  });

  it('should give nothing for a backwards or broken range', () => {
    expect(datesInRange('2026-03-10', '2026-03-01', new Set([1, 2, 3, 4, 5, 6, 0]))).toEqual([]);
    expect(datesInRange('soon', '2026-03-01', new Set([1]))).toEqual([]);
  });

  it('should cross month and year ends', () => {
    expect(datesInRange('2026-12-30', '2027-01-02', new Set([0, 1, 2, 3, 4, 5, 6]))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('should count every day of a long range so the left-out count is right (issue 32 item 8)', () => {
    // 731 days (2026-01-01 to 2028-01-01): 500 kept, 231 left out, not 1.
    const days = datesInRange('2026-01-01', '2028-01-01', new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(days).toHaveLength(731);
    expect(addDates([], days, '2026-01-01')).toMatchObject({ overLimit: 231, tooEarly: 0 });
  });

  it('should merge dates sorted and without repeats', () => {
    expect(addDates(['2026-03-10'], ['2026-03-09', '2026-03-10'], '2026-03-01')).toEqual({
      dates: ['2026-03-09', '2026-03-10'],
      tooEarly: 0,
      overLimit: 0,
    });
  });

  it('should refuse dates before the earliest allowed day and say how many', () => {
    expect(addDates([], ['2026-03-01', '2026-03-05'], '2026-03-04')).toEqual({
      dates: ['2026-03-05'],
      tooEarly: 1,
      overLimit: 0,
    });
  });

  it('should keep at most 500 dates and say how many were left out', () => {
    const many = datesInRange('2026-01-01', '2027-12-31', new Set([0, 1, 2, 3, 4, 5, 6]));
    const result = addDates([], many, '2026-01-01');
    expect(result.dates).toHaveLength(500);
    expect(result.overLimit).toBe(many.length - 500);
  });
});
