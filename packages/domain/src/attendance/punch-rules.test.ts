import { describe, expect, it } from 'vitest';

import { ConflictError } from '../errors';

import { decidePunch } from './punch-rules';
import type { PunchContext, PunchInput, RecordedPunch } from './types';

// Wednesday 15/04/2026 09:00–17:00 Nicosia (UTC+3).
const START = '2026-04-15T06:00:00.000Z';
const END = '2026-04-15T14:00:00.000Z';
const FACILITY = { latitude: 35.1856, longitude: 33.3823 };
/** About 223 m north of the facility. */
const NEAR = { latitude: 35.1876, longitude: 33.3823, accuracy: 10 };
/** About 445 m north of the facility. */
const FAR = { latitude: 35.1896, longitude: 33.3823, accuracy: 10 };

const at = (iso: string) => `2026-04-15T${iso}:00.000Z`;

function punch(kind: PunchInput['kind'], time: string, extra: Partial<PunchInput> = {}): PunchInput {
  return { kind, clientTime: at(time), receivedAt: at(time), position: NEAR, ...extra };
}

function context(previous: RecordedPunch[] = [], extra: Partial<PunchContext> = {}): PunchContext {
  return { plannedStart: START, plannedEnd: END, previous, facility: FACILITY, radiusMetres: 300, ...extra };
}

function refusal(input: PunchInput, ctx: PunchContext): string {
  try {
    decidePunch(input, ctx);
  } catch (error) {
    if (error instanceof ConflictError) return error.code;
    throw error;
  }
  throw new Error('The punch was accepted');
}

const clockedIn: RecordedPunch[] = [{ kind: 'CLOCK_IN', clientTime: at('05:55') }];

describe('decidePunch › window', () => {
  it('should refuse a clock-in more than 30 minutes before the start, naming when it opens', () => {
    expect(refusal(punch('CLOCK_IN', '05:29'), context())).toBe('PUNCH_TOO_EARLY');
    expect(() => decidePunch(punch('CLOCK_IN', '05:29'), context())).toThrow('Clock in opens at 08:30');
  });

  it('should accept a clock-in exactly 30 minutes before the start, at the phone time, unflagged', () => {
    expect(decidePunch(punch('CLOCK_IN', '05:30'), context())).toEqual({
      time: at('05:30'),
      distance: 223,
      flags: [],
    });
  });

  it('should flag LATE only after 15 minutes past the start', () => {
    expect(decidePunch(punch('CLOCK_IN', '06:15'), context()).flags).toEqual([]);
    expect(decidePunch(punch('CLOCK_IN', '06:16'), context()).flags).toEqual(['LATE']);
  });

  it('should refuse a clock-in once the shift has ended, and any punch 12 hours after the end', () => {
    expect(refusal(punch('CLOCK_IN', '14:00'), context())).toBe('PUNCH_SHIFT_ENDED');
    const late = punch('CLOCK_OUT', '02:01', {
      clientTime: '2026-04-16T02:01:00.000Z',
      receivedAt: '2026-04-16T02:01:00.000Z',
    });
    expect(refusal(late, context(clockedIn))).toBe('PUNCH_WINDOW_CLOSED');
  });

  it('should flag EARLY_LEAVE on a clock-out more than 15 minutes before the end', () => {
    expect(decidePunch(punch('CLOCK_OUT', '13:45'), context(clockedIn)).flags).toEqual([]);
    expect(decidePunch(punch('CLOCK_OUT', '13:44'), context(clockedIn)).flags).toEqual(['EARLY_LEAVE']);
  });
});

describe('decidePunch › sequence', () => {
  const onBreak: RecordedPunch[] = [...clockedIn, { kind: 'BREAK_START', clientTime: at('09:00') }];
  const backFromBreak: RecordedPunch[] = [...onBreak, { kind: 'BREAK_END', clientTime: at('09:30') }];
  const out: RecordedPunch[] = [...backFromBreak, { kind: 'CLOCK_OUT', clientTime: at('14:00') }];

  it.each([
    ['BREAK_START', [], 'PUNCH_NOT_CLOCKED_IN'],
    ['CLOCK_OUT', [], 'PUNCH_NOT_CLOCKED_IN'],
    ['CLOCK_IN', clockedIn, 'PUNCH_ALREADY_CLOCKED_IN'],
    ['BREAK_END', clockedIn, 'PUNCH_NOT_ON_BREAK'],
    ['CLOCK_OUT', onBreak, 'PUNCH_ON_BREAK'],
    ['BREAK_START', onBreak, 'PUNCH_ON_BREAK'],
    ['BREAK_END', backFromBreak, 'PUNCH_NOT_ON_BREAK'],
    ['CLOCK_IN', out, 'PUNCH_ALREADY_CLOCKED_OUT'],
    ['CLOCK_OUT', out, 'PUNCH_ALREADY_CLOCKED_OUT'],
  ] as const)('should refuse %s after %j with %s', (kind, previous, code) => {
    expect(refusal(punch(kind, '10:00'), context([...previous]))).toBe(code);
  });

  it('should accept a second break after the first one ended, and a clock-out after it', () => {
    expect(decidePunch(punch('BREAK_START', '11:00'), context(backFromBreak)).flags).toEqual([]);
    const second = [...backFromBreak, { kind: 'BREAK_START' as const, clientTime: at('11:00') }];
    expect(decidePunch(punch('BREAK_END', '11:10'), context(second)).time).toBe(at('11:10'));
  });

  it('should judge the order by time, not by the order the punches were stored', () => {
    const stored = [backFromBreak[2]!, backFromBreak[0]!, backFromBreak[1]!];
    expect(decidePunch(punch('CLOCK_OUT', '14:00'), context(stored)).time).toBe(at('14:00'));
  });

  it('should refuse a punch timed before the previous one', () => {
    expect(refusal(punch('BREAK_END', '08:59'), context(onBreak))).toBe('PUNCH_BEFORE_PREVIOUS');
  });
});

describe('decidePunch › position', () => {
  it('should refuse a clock-in outside the radius without a reason, naming the distance', () => {
    const input = punch('CLOCK_IN', '06:00', { position: FAR });
    expect(refusal(input, context())).toBe('PUNCH_REASON_REQUIRED');
    expect(() => decidePunch(input, context())).toThrow('You are 445 m from the facility (allowed: 300 m)');
  });

  it('should accept it with a reason, flagged OUTSIDE_RADIUS with its distance', () => {
    const input = punch('CLOCK_IN', '06:00', { position: FAR, reason: 'Parking across the road' });
    expect(decidePunch(input, context())).toEqual({
      time: at('06:00'),
      distance: 445,
      flags: ['OUTSIDE_RADIUS'],
    });
  });

  it('should count poor accuracy in the partner’s favour, at most one radius', () => {
    const fuzzy = { ...FAR, accuracy: 200 };
    expect(decidePunch(punch('CLOCK_IN', '06:00', { position: fuzzy }), context()).flags).toEqual([]);
    const small = context([], { radiusMetres: 100 });
    expect(refusal(punch('CLOCK_IN', '06:00', { position: { ...FAR, accuracy: 5000 } }), small)).toBe(
      'PUNCH_REASON_REQUIRED',
    );
  });

  it('should use a smaller radius when the organisation set one', () => {
    expect(refusal(punch('CLOCK_IN', '06:00'), context([], { radiusMetres: 200 }))).toBe(
      'PUNCH_REASON_REQUIRED',
    );
  });

  it('should require a reason without a position, and flag NO_POSITION when given one', () => {
    expect(refusal(punch('CLOCK_OUT', '14:00', { position: undefined }), context(clockedIn))).toBe(
      'PUNCH_REASON_REQUIRED',
    );
    const input = punch('CLOCK_OUT', '14:00', { position: undefined, reason: 'Location blocked' });
    expect(decidePunch(input, context(clockedIn))).toEqual({ time: at('14:00'), flags: ['NO_POSITION'] });
  });

  it('should refuse a blank reason', () => {
    expect(refusal(punch('CLOCK_IN', '06:00', { position: FAR, reason: '   ' }), context())).toBe(
      'PUNCH_REASON_REQUIRED',
    );
  });

  it('should not check breaks against the radius, only record the distance', () => {
    expect(decidePunch(punch('BREAK_START', '09:00', { position: FAR }), context(clockedIn))).toEqual({
      time: at('09:00'),
      distance: 445,
      flags: [],
    });
  });

  it('should not check the radius without a facility point', () => {
    const noPoint = context([], { facility: undefined });
    expect(decidePunch(punch('CLOCK_IN', '06:00', { position: FAR }), noPoint)).toEqual({
      time: at('06:00'),
      flags: [],
    });
  });
});

describe('decidePunch › clock skew', () => {
  it('should keep an offline punch’s own time and flag CLOCK_SKEW beyond 10 minutes', () => {
    const offline = punch('CLOCK_IN', '06:00', { receivedAt: at('06:11') });
    expect(decidePunch(offline, context())).toEqual({
      time: at('06:00'),
      distance: 223,
      flags: ['CLOCK_SKEW'],
    });
    expect(decidePunch(punch('CLOCK_IN', '06:00', { receivedAt: at('06:10') }), context()).flags).toEqual([]);
  });

  it('should record the receipt when the phone is ahead by up to 10 minutes, and refuse beyond', () => {
    expect(decidePunch(punch('CLOCK_IN', '06:10', { receivedAt: at('06:00') }), context()).time).toBe(
      at('06:00'),
    );
    expect(refusal(punch('CLOCK_IN', '06:11', { receivedAt: at('06:00') }), context())).toBe(
      'PUNCH_IN_FUTURE',
    );
  });

  it('should list several flags in the vocabulary order', () => {
    const input = punch('CLOCK_IN', '07:00', {
      position: undefined,
      reason: 'No signal',
      receivedAt: at('08:00'),
    });
    expect(decidePunch(input, context()).flags).toEqual(['LATE', 'NO_POSITION', 'CLOCK_SKEW']);
  });
});
