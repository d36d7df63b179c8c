import { describe, expect, it } from 'vitest';

import {
  defaultShiftDeadline,
  defaultShiftEnd,
  defaultShiftStart,
  earliestShiftStart,
  isOnShiftTimeStep,
  roundUpToShiftTimeStep,
} from './new-shift-defaults';
import { toNicosiaWallClock } from './nicosia-wall-clock';

const at = (iso: string) => new Date(iso);

describe('new shift defaults', () => {
  it('should end 8 hours after the start', () => {
    expect(defaultShiftEnd(at('2027-05-20T07:00:00Z')).toISOString()).toBe('2027-05-20T15:00:00.000Z');
  });

  it('should put the deadline 1 day before a start more than 1 day away', () => {
    const now = at('2027-05-10T09:00:00Z');
    expect(defaultShiftDeadline(at('2027-05-20T07:00:00Z'), now).toISOString()).toBe(
      '2027-05-19T07:00:00.000Z',
    );
  });

  it('should put the deadline 1 hour before a start at most 1 day away (exactly 1 day included)', () => {
    const now = at('2027-05-10T09:00:00Z');
    expect(defaultShiftDeadline(at('2027-05-11T09:00:00Z'), now).toISOString()).toBe(
      '2027-05-11T08:00:00.000Z',
    );
    expect(defaultShiftDeadline(at('2027-05-10T15:00:00Z'), now).toISOString()).toBe(
      '2027-05-10T14:00:00.000Z',
    );
  });

  it('should keep the wall-clock time when the day before crosses the spring clock change', () => {
    // Clocks go forward at 03:00 on Sunday 28 March 2027 in Nicosia.
    const start = at('2027-03-28T07:00:00Z'); // 10:00 EEST
    const deadline = defaultShiftDeadline(start, at('2027-03-01T00:00:00Z'));
    expect(toNicosiaWallClock(deadline)).toEqual({ date: '2027-03-27', time: '10:00' });
    expect(deadline.toISOString()).toBe('2027-03-27T08:00:00.000Z');
  });

  it('should default the start to 10:00 Nicosia, the same day when still an hour away for administrators', () => {
    expect(toNicosiaWallClock(defaultShiftStart(at('2027-05-10T05:00:00Z'), 'SYSTEM_USER'))).toEqual({
      date: '2027-05-10',
      time: '10:00',
    });
    expect(toNicosiaWallClock(defaultShiftStart(at('2027-05-10T06:30:00Z'), 'SYSTEM_USER'))).toEqual({
      date: '2027-05-11',
      time: '10:00',
    });
  });

  it('should default a client to the first 10:00 at least one day away', () => {
    expect(toNicosiaWallClock(defaultShiftStart(at('2027-05-10T06:00:00Z'), 'CLIENT'))).toEqual({
      date: '2027-05-11',
      time: '10:00',
    });
    expect(toNicosiaWallClock(defaultShiftStart(at('2027-05-10T09:00:00Z'), 'CLIENT'))).toEqual({
      date: '2027-05-12',
      time: '10:00',
    });
  });

  it('should give administrators no earliest start and everyone else now + 1 day', () => {
    const now = at('2027-05-10T09:00:00Z');
    expect(earliestShiftStart(now, 'SYSTEM_USER')).toBeNull();
    expect(earliestShiftStart(now, 'CLIENT')?.toISOString()).toBe('2027-05-11T09:00:00.000Z');
    expect(earliestShiftStart(now, 'OWNER')?.toISOString()).toBe('2027-05-11T09:00:00.000Z');
  });

  it('should move in 10-minute steps', () => {
    expect(isOnShiftTimeStep(at('2027-05-10T09:10:00Z'))).toBe(true);
    expect(isOnShiftTimeStep(at('2027-05-10T09:11:00Z'))).toBe(false);
    expect(roundUpToShiftTimeStep(at('2027-05-10T09:11:00Z')).toISOString()).toBe('2027-05-10T09:20:00.000Z');
    expect(roundUpToShiftTimeStep(at('2027-05-10T09:20:00Z')).toISOString()).toBe('2027-05-10T09:20:00.000Z');
  });
});
