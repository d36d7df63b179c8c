import { describe, expect, it } from 'vitest';

import {
  formatNicosiaDate,
  formatNicosiaDateTime,
  formatNicosiaSortableDateTime,
  formatNicosiaTime,
  nicosiaDate,
  nicosiaDateRangeBounds,
  nicosiaDayBounds,
  nicosiaHour,
  nicosiaInstant,
  nicosiaIsoWeek,
  nicosiaToday,
  nicosiaWallClock,
} from './nicosia';

describe('nicosiaWallClock', () => {
  it('should read UTC+2 in winter and UTC+3 in summer', () => {
    expect(nicosiaWallClock('2026-01-15T08:30:00Z')).toEqual({
      date: '2026-01-15',
      year: 2026,
      month: 1,
      day: 15,
      hour: 10,
      minute: 30,
      weekday: 4,
    });
    expect(nicosiaHour('2026-07-15T08:30:00Z')).toBe(11);
  });

  it('should give the Nicosia date, which turns before UTC midnight', () => {
    expect(nicosiaDate('2026-04-11T21:30:00Z')).toBe('2026-04-12');
    expect(nicosiaToday('2026-04-11T20:59:00Z')).toBe('2026-04-11');
  });
});

describe('nicosiaInstant', () => {
  it('should turn a Nicosia wall time into a UTC instant', () => {
    expect(nicosiaInstant('2026-01-15', '10:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(nicosiaInstant('2026-07-15', '10:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(nicosiaInstant('2026-07-15')).toBe('2026-07-14T21:00:00.000Z');
  });

  it('should move a time in the spring gap forward by the gap', () => {
    expect(nicosiaInstant('2026-03-29', '03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(formatNicosiaTime('2026-03-29T01:30:00.000Z')).toBe('04:30');
  });

  it('should take the first occurrence of a time in the autumn repeated hour', () => {
    expect(nicosiaInstant('2026-10-25', '03:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(nicosiaInstant('2026-10-25', '04:00')).toBe('2026-10-25T02:00:00.000Z');
  });

  it('should refuse a malformed time', () => {
    expect(() => nicosiaInstant('2026-10-25', '24:00')).toThrow(RangeError);
  });
});

describe('nicosiaDayBounds', () => {
  it('should cover a whole Nicosia day from 00:00 to 23:59:59.999', () => {
    expect(nicosiaDayBounds('2026-04-12')).toEqual({
      start: '2026-04-11T21:00:00.000Z',
      end: '2026-04-12T21:00:00.000Z',
      last: '2026-04-12T20:59:59.999Z',
    });
  });

  it('should make the spring-forward day 23 hours and the autumn-back day 25 hours long', () => {
    const spring = nicosiaDayBounds('2026-03-29');
    expect(Date.parse(spring.end) - Date.parse(spring.start)).toBe(23 * 3_600_000);
    const autumn = nicosiaDayBounds('2026-10-25');
    expect(Date.parse(autumn.end) - Date.parse(autumn.start)).toBe(25 * 3_600_000);
  });

  it('should cover a range of days inclusive and refuse a range that ends before it starts', () => {
    expect(nicosiaDateRangeBounds('2026-01-01', '2026-01-31')).toEqual({
      start: '2025-12-31T22:00:00.000Z',
      end: '2026-01-31T22:00:00.000Z',
      last: '2026-01-31T21:59:59.999Z',
    });
    expect(() => nicosiaDateRangeBounds('2026-02-01', '2026-01-31')).toThrow(RangeError);
  });
});

describe('nicosiaIsoWeek', () => {
  it('should put a Sunday-night instant in the week of its Nicosia date', () => {
    expect(nicosiaIsoWeek('2026-04-12T20:30:00Z')).toEqual({
      key: '2026-W15',
      monday: '2026-04-06',
      sunday: '2026-04-12',
    });
    expect(nicosiaIsoWeek('2026-04-12T21:30:00Z')).toEqual({
      key: '2026-W16',
      monday: '2026-04-13',
      sunday: '2026-04-19',
    });
  });

  it('should use the ISO week-year at the turn of the year', () => {
    expect(nicosiaIsoWeek('2026-12-31T10:00:00Z').key).toBe('2026-W53');
    expect(nicosiaIsoWeek('2027-01-03T10:00:00Z').key).toBe('2026-W53');
    expect(nicosiaIsoWeek('2027-01-04T10:00:00Z').key).toBe('2027-W01');
  });
});

describe('formatNicosia', () => {
  it('should display DD/MM/YYYY HH:mm in Nicosia time', () => {
    expect(formatNicosiaDateTime('2026-04-12T07:05:00Z')).toBe('12/04/2026 10:05');
    expect(formatNicosiaDateTime('2026-12-31T22:30:00Z')).toBe('01/01/2027 00:30');
    expect(formatNicosiaDate('2026-12-31T22:30:00Z')).toBe('01/01/2027');
    expect(formatNicosiaTime('2026-01-31T22:30:00Z')).toBe('00:30');
  });

  it('should write YYYY-MM-DD HH:mm in Nicosia time for files, across a clock change', () => {
    expect(formatNicosiaSortableDateTime('2026-12-31T22:30:00Z')).toBe('2027-01-01 00:30');
    expect(formatNicosiaSortableDateTime('2026-07-01T05:00:00Z')).toBe('2026-07-01 08:00');
  });
});
