import { MINUTE_MS, parseInstant, toInstant } from '../time/instant';

import type { InstantLike, Interval } from './types';
import type { RoundingRule } from './vocabulary';

/** The step of each rounding rule, in minutes. */
export const ROUNDING_STEP_MINUTES: Readonly<Record<RoundingRule, number>> = {
  MINUTE: 1,
  FIVE_MINUTES: 5,
  FIFTEEN_MINUTES: 15,
};

/**
 * An instant rounded to the nearest step of the rule, a half step rounding up (08:07:29 → 08:00 and
 * 08:07:30 → 08:15 with FIFTEEN_MINUTES). Steps are counted from the epoch: Nicosia's offset is whole
 * hours, so they fall on the local :00, :05, :15… too.
 */
export function roundToRule(instant: InstantLike, rule: RoundingRule): number {
  const step = ROUNDING_STEP_MINUTES[rule] * MINUTE_MS;
  return Math.floor((parseInstant(instant) + step / 2) / step) * step;
}

/**
 * The rounding rule, applied once, to an actual interval: its start and its end each to the nearest step
 * (never the minutes in between). The end never rounds before the start.
 */
export function roundActualInterval(start: InstantLike, end: InstantLike, rule: RoundingRule): Interval {
  const startMs = roundToRule(start, rule);
  const endMs = Math.max(startMs, roundToRule(end, rule));
  return { start: toInstant(startMs), end: toInstant(endMs) };
}

/** Whole minutes between two instants (they are whole minutes apart once rounded). */
export function minutesBetween(start: InstantLike, end: InstantLike): number {
  return Math.round((parseInstant(end) - parseInstant(start)) / MINUTE_MS);
}

/** Minutes worked: the (rounded) interval less the breaks, never below zero. */
export function workedMinutesOf(interval: Interval, breakMinutes: number): number {
  return Math.max(0, minutesBetween(interval.start, interval.end) - breakMinutes);
}
