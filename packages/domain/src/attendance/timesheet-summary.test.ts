import { describe, expect, it } from 'vitest';

import { roundActualInterval, roundToRule } from './rounding';
import { summariseTimesheet } from './timesheet-summary';
import type { RecordedPunch } from './types';
import type { RoundingRule } from './vocabulary';

const START = '2026-04-15T06:00:00.000Z';
const END = '2026-04-15T14:00:00.000Z';
const at = (time: string) => `2026-04-15T${time}.000Z`;

function summary(punches: RecordedPunch[], roundingRule: RoundingRule = 'MINUTE') {
  return summariseTimesheet({ plannedStart: START, plannedEnd: END, punches, roundingRule });
}

const fullDay: RecordedPunch[] = [
  { kind: 'CLOCK_IN', clientTime: at('05:52:10'), flags: [] },
  { kind: 'BREAK_START', clientTime: at('09:00:20'), flags: [] },
  { kind: 'BREAK_END', clientTime: at('09:30:40'), flags: [] },
  { kind: 'BREAK_START', clientTime: at('11:00:00'), flags: [] },
  { kind: 'BREAK_END', clientTime: at('11:10:00'), flags: [] },
  { kind: 'CLOCK_OUT', clientTime: at('14:07:31'), flags: ['NO_POSITION'] },
];

describe('summariseTimesheet', () => {
  it('should be OPEN with nothing worked before any punch', () => {
    expect(summary([])).toEqual({ status: 'OPEN', breaks: [], breakMinutes: 0, flags: [] });
  });

  it('should be OPEN after the clock-in, with its rounded start and no end', () => {
    expect(summary(fullDay.slice(0, 3))).toEqual({
      status: 'OPEN',
      actualStart: at('05:52:00'),
      breaks: [{ start: at('09:00:00'), end: at('09:31:00') }],
      breakMinutes: 31,
      flags: [],
    });
  });

  it('should be SUBMITTED at the clock-out, breaks to the minute, approveBy 48 hours later', () => {
    expect(summary(fullDay)).toEqual({
      status: 'SUBMITTED',
      actualStart: at('05:52:00'),
      actualEnd: at('14:08:00'),
      breaks: [
        { start: at('09:00:00'), end: at('09:31:00') },
        { start: at('11:00:00'), end: at('11:10:00') },
      ],
      breakMinutes: 41,
      workedMinutes: 8 * 60 + 16 - 41,
      flags: ['NO_POSITION'],
      approveBy: '2026-04-17T14:07:31.000Z',
    });
  });

  it('should apply the rounding rule to the start and end only, breaks staying to the minute', () => {
    const rounded = summary(fullDay, 'FIFTEEN_MINUTES');
    expect(rounded.actualStart).toBe(at('05:45:00'));
    expect(rounded.actualEnd).toBe(at('14:15:00'));
    expect(rounded.breakMinutes).toBe(41);
    expect(rounded.workedMinutes).toBe(8 * 60 + 30 - 41);
    expect(summary(fullDay, 'FIVE_MINUTES')).toMatchObject({
      actualStart: at('05:50:00'),
      actualEnd: at('14:10:00'),
      workedMinutes: 8 * 60 + 20 - 41,
    });
  });

  it('should start the approval window at the receipt of a clock-out sent late', () => {
    const offline = [fullDay[0]!, { ...fullDay[5]!, receivedAt: '2026-04-16T07:00:00.000Z' }];
    expect(summary(offline).approveBy).toBe('2026-04-18T07:00:00.000Z');
  });

  it('should merge the punches’ flags in the vocabulary order, without repeats', () => {
    const flagged: RecordedPunch[] = [
      { kind: 'CLOCK_IN', clientTime: at('06:30:00'), flags: ['CLOCK_SKEW', 'LATE'] },
      { kind: 'CLOCK_OUT', clientTime: at('12:00:00'), flags: ['EARLY_LEAVE', 'CLOCK_SKEW'] },
    ];
    expect(summary(flagged).flags).toEqual(['LATE', 'EARLY_LEAVE', 'CLOCK_SKEW']);
  });

  it('should read punches stored out of order by their times', () => {
    expect(summary([...fullDay].reverse())).toEqual(summary(fullDay));
  });
});

describe('rounding', () => {
  it('should round to the nearest step, a half step up', () => {
    expect(new Date(roundToRule(at('08:07:29'), 'FIFTEEN_MINUTES')).toISOString()).toBe(at('08:00:00'));
    expect(new Date(roundToRule(at('08:07:30'), 'FIFTEEN_MINUTES')).toISOString()).toBe(at('08:15:00'));
    expect(new Date(roundToRule(at('08:02:30'), 'FIVE_MINUTES')).toISOString()).toBe(at('08:05:00'));
    expect(new Date(roundToRule(at('08:02:29'), 'MINUTE')).toISOString()).toBe(at('08:02:00'));
  });

  it('should never round the end before the start', () => {
    expect(roundActualInterval(at('08:08:00'), at('08:14:00'), 'FIFTEEN_MINUTES')).toEqual({
      start: at('08:15:00'),
      end: at('08:15:00'),
    });
  });
});
