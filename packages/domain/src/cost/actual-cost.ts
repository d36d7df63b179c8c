import { ValidationError } from '../errors';
import { MINUTE_MS, parseInstant, type Instant } from '../time/instant';

import { shiftRateMinutes } from './cost-engine';
import {
  checkCostInput,
  costFromRateMinutes,
  type CostSettings,
  type PositionRates,
  type ShiftCost,
} from './cost-rules';

/** An approved timesheet's times: the actual (rounded) interval and its unpaid breaks. */
export interface ActualTimes {
  actualStart: Instant;
  actualEnd: Instant;
  breakMinutes: number;
  /** The breaks as punched (summariseTimesheet's `breaks`); absent for corrected times, which carry minutes only. */
  breaks?: readonly { start: Instant; end: Instant }[];
}

export interface ActualCostInput extends ActualTimes {
  rates: PositionRates;
  /** The client's configuration at the time the shift was posted (the shift's snapshot). */
  config: CostSettings;
}

/** [start, end) in epoch milliseconds. */
type Span = [number, number];

/**
 * The unpaid breaks as time spans. Punched breaks are used as they are. Corrected times carry only break
 * minutes: they are placed as one block in the middle of the interval (its start floored to the minute),
 * where a break usually falls, so a night or holiday edge near either end is priced as worked.
 */
export function breakSpans(times: ActualTimes, startMs: number, endMs: number): Span[] {
  if (times.breaks) return times.breaks.map(({ start, end }) => [parseInstant(start), parseInstant(end)]);
  if (times.breakMinutes <= 0) return [];
  const intervalMinutes = (endMs - startMs) / MINUTE_MS;
  const breakStart = startMs + Math.floor((intervalMinutes - times.breakMinutes) / 2) * MINUTE_MS;
  return [[breakStart, breakStart + times.breakMinutes * MINUTE_MS]];
}

/** The worked spans: the interval with the breaks (clipped to it) cut out. */
export function workedSpans(times: ActualTimes, startMs: number, endMs: number): Span[] {
  const spans: Span[] = [];
  let at = startMs;
  const breaks = breakSpans(times, startMs, endMs).sort((a, b) => a[0] - b[0]);
  for (const [breakStart, breakEnd] of breaks) {
    const from = Math.max(breakStart, at);
    if (from > at) spans.push([at, Math.min(from, endMs)]);
    at = Math.max(at, Math.min(breakEnd, endMs));
  }
  if (endMs > at) spans.push([at, endMs]);
  return spans;
}

/**
 * The price of an approved timesheet's worked time with the same engine as a planned shift (night hours,
 * Sundays, holidays, Asia/Nicosia clock changes), breaks unpaid: the exact rate-minutes of every worked
 * span are added, then rounded once (costFromRateMinutes), as calculateShiftCost does for one interval.
 */
export function actualShiftCost(input: ActualCostInput): ShiftCost {
  const { startMs, endMs } = checkCostInput({ ...input, start: input.actualStart, end: input.actualEnd });
  if (!Number.isInteger(input.breakMinutes) || input.breakMinutes < 0) {
    throw new ValidationError('Invalid break minutes.', {
      breakMinutes: 'Must be whole minutes, 0 or more.',
    });
  }
  const rateMinutes = workedSpans(input, startMs, endMs).reduce(
    (sum, [from, to]) => sum + shiftRateMinutes(from, to, input.rates, input.config),
    0,
  );
  return costFromRateMinutes(rateMinutes, input.config.companyCommissionRatePercent);
}
