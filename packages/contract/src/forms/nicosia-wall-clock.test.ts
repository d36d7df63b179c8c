import { describe, expect, it } from 'vitest';

import {
  addCalendarDays,
  addNicosiaDays,
  formatDisplayDate,
  fromNicosiaWallClock,
  nicosiaDateOf,
  toNicosiaWallClock,
} from './nicosia-wall-clock';

describe('Nicosia wall clock', () => {
  it('should read winter times as UTC+2 and summer times as UTC+3', () => {
    expect(fromNicosiaWallClock('2027-01-15', '10:00').toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(fromNicosiaWallClock('2027-07-15', '10:00').toISOString()).toBe('2027-07-15T07:00:00.000Z');
  });

  it('should move a time in the spring-forward gap forward by an hour', () => {
    expect(toNicosiaWallClock(fromNicosiaWallClock('2027-03-28', '03:30'))).toEqual({
      date: '2027-03-28',
      time: '04:30',
    });
  });

  it('should show an instant as its Nicosia date and time, and round-trip', () => {
    expect(toNicosiaWallClock('2027-05-09T22:30:00.000Z')).toEqual({ date: '2027-05-10', time: '01:30' });
    expect(toNicosiaWallClock(fromNicosiaWallClock('2027-11-02', '23:50'))).toEqual({
      date: '2027-11-02',
      time: '23:50',
    });
    expect(nicosiaDateOf('2027-05-09T20:59:00.000Z')).toBe('2027-05-09');
    expect(nicosiaDateOf('2027-05-09T21:00:00.000Z')).toBe('2027-05-10');
  });

  it('should add calendar days across months and years', () => {
    expect(addCalendarDays('2027-12-30', 3)).toBe('2028-01-02');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('should add Nicosia days keeping the wall-clock time across the autumn clock change', () => {
    const start = fromNicosiaWallClock('2027-10-30', '10:00');
    const next = addNicosiaDays(start, 1);
    expect(toNicosiaWallClock(next)).toEqual({ date: '2027-10-31', time: '10:00' });
    expect(next.getTime() - start.getTime()).toBe(25 * 3_600_000);
  });

  it('should display dates as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2027-05-13')).toBe('13/05/2027');
  });
});
