import { describe, expect, it } from 'vitest';

import { ValidationError } from '../errors';

import {
  addDaysYmd,
  dateOfEpochDay,
  epochDayOf,
  isDateYmd,
  isInstant,
  parseInstant,
  toInstant,
  weekdayOfEpochDay,
} from './instant';

describe('instant', () => {
  it('should accept ISO date-times with an explicit zone only', () => {
    expect(isInstant('2026-04-12T07:00:00.000Z')).toBe(true);
    expect(isInstant('2026-04-12T10:00+03:00')).toBe(true);
    expect(isInstant('2026-04-12T07:00:00')).toBe(false);
    expect(isInstant('12/04/2026 10:00')).toBe(false);
    expect(isInstant('2026-02-30T07:00:00Z')).toBe(false);
    expect(isInstant('2026-04-12T24:00:00Z')).toBe(false);
  });

  it('should parse an instant to epoch ms and refuse anything else with a ValidationError naming the field', () => {
    expect(parseInstant('2026-04-12T10:00:00+03:00')).toBe(Date.UTC(2026, 3, 12, 7));
    expect(() => parseInstant('2026-04-12T10:00', 'startDate')).toThrow(ValidationError);
    try {
      parseInstant('soon', 'startDate');
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toEqual({ startDate: 'Not a valid date and time.' });
    }
  });

  it('should write instants in canonical UTC', () => {
    expect(toInstant('2026-04-12T10:00+03:00')).toBe('2026-04-12T07:00:00.000Z');
    expect(toInstant(Date.UTC(2026, 0, 1))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('should accept only real calendar dates', () => {
    expect(isDateYmd('2028-02-29')).toBe(true);
    expect(isDateYmd('2026-02-29')).toBe(false);
    expect(isDateYmd('2026-13-01')).toBe(false);
    expect(isDateYmd('2026-1-01')).toBe(false);
  });

  it('should count days since 1970 and back, with weekdays from Sunday 0', () => {
    expect(epochDayOf('1970-01-01')).toBe(0);
    expect(dateOfEpochDay(epochDayOf('2026-04-12'))).toBe('2026-04-12');
    expect(weekdayOfEpochDay(epochDayOf('2026-04-12'))).toBe(0);
    expect(weekdayOfEpochDay(epochDayOf('1969-12-31'))).toBe(3);
    expect(addDaysYmd('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysYmd('2026-03-01', -1)).toBe('2026-02-28');
  });
});
