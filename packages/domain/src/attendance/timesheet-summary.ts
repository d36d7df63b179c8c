import { HOUR_MS, parseInstant, toInstant } from '../time/instant';

import { orderedFlags } from './flags';
import { punchesInOrder } from './punch-sequence';
import { minutesBetween, roundActualInterval, roundToRule, workedMinutesOf } from './rounding';
import type { InstantLike, Interval, RecordedPunch, TimesheetSummary } from './types';
import { ATTENDANCE_DEFAULTS, type RoundingRule } from './vocabulary';

export interface TimesheetSummaryInput {
  plannedStart: InstantLike;
  plannedEnd: InstantLike;
  punches: readonly RecordedPunch[];
  roundingRule: RoundingRule;
}

/** The breaks as BREAK_START → BREAK_END pairs, each to the whole minute, clipped to the interval. */
function breaksOf(punches: readonly RecordedPunch[], fromMs: number, toMs: number): Interval[] {
  const breaks: Interval[] = [];
  let startedAt: number | undefined;
  for (const punch of punches) {
    if (punch.kind === 'BREAK_START') startedAt = roundToRule(punch.clientTime, 'MINUTE');
    if (punch.kind === 'BREAK_END' && startedAt !== undefined) {
      const start = Math.max(startedAt, fromMs);
      const end = Math.min(roundToRule(punch.clientTime, 'MINUTE'), toMs);
      if (end > start) breaks.push({ start: toInstant(start), end: toInstant(end) });
      startedAt = undefined;
    }
  }
  return breaks;
}

/** When silence approves: 48 hours after the clock-out, or after its receipt when it was sent later. */
function approveByOf(clockOut: RecordedPunch): string {
  const at = Math.max(
    parseInstant(clockOut.clientTime),
    parseInstant(clockOut.receivedAt ?? clockOut.clientTime),
  );
  return toInstant(at + ATTENDANCE_DEFAULTS.approvalWindowHours * HOUR_MS);
}

/**
 * A timesheet from its punches: OPEN until the clock-out, then SUBMITTED with approveBy. The rounding
 * rule is applied once, to the clock-in and clock-out times (each to the nearest step); breaks count to
 * the minute; worked minutes = rounded interval − breaks. Flags: every punch's (LATE, EARLY_LEAVE,
 * OUTSIDE_RADIUS, NO_POSITION, CLOCK_SKEW as decidePunch set them).
 */
export function summariseTimesheet(input: TimesheetSummaryInput): TimesheetSummary {
  const punches = punchesInOrder(input.punches);
  const flags = orderedFlags(punches.flatMap((punch) => punch.flags ?? []));
  const clockIn = punches.find((punch) => punch.kind === 'CLOCK_IN');
  const clockOut = punches.find((punch) => punch.kind === 'CLOCK_OUT');
  if (!clockIn) return { status: 'OPEN', breaks: [], breakMinutes: 0, flags };
  if (!clockOut) {
    const start = toInstant(roundToRule(clockIn.clientTime, input.roundingRule));
    const breaks = breaksOf(punches, parseInstant(start), Number.POSITIVE_INFINITY);
    return { status: 'OPEN', actualStart: start, breaks, breakMinutes: sumMinutes(breaks), flags };
  }
  const interval = roundActualInterval(clockIn.clientTime, clockOut.clientTime, input.roundingRule);
  const breaks = breaksOf(punches, parseInstant(interval.start), parseInstant(interval.end));
  const breakMinutes = sumMinutes(breaks);
  return {
    status: 'SUBMITTED',
    actualStart: interval.start,
    actualEnd: interval.end,
    breaks,
    breakMinutes,
    workedMinutes: workedMinutesOf(interval, breakMinutes),
    flags,
    approveBy: approveByOf(clockOut),
  };
}

function sumMinutes(intervals: readonly Interval[]): number {
  return intervals.reduce((sum, { start, end }) => sum + minutesBetween(start, end), 0);
}
