import { isCyprusHolidayEpochDay } from '../holidays/cyprus-holidays';
import { DAY_MS, HOUR_MS, MINUTE_MS, weekdayOfEpochDay } from '../time/instant';
import { nextNicosiaOffsetBoundary, nicosiaOffsetMs } from '../time/nicosia-offset';

import {
  checkCostInput,
  costFromRateMinutes,
  type CostSettings,
  type PositionRates,
  type ShiftCost,
  type ShiftCostInput,
} from './cost-rules';

/**
 * True when a local hour lies in the night window [start, end). The window wraps past midnight when
 * end < start (22 → 6 covers 22:00–05:59); start == end means there is no night window.
 */
export function isNightHour(
  hour: number,
  config: Pick<CostSettings, 'nightShiftStartHour' | 'nightShiftEndHour'>,
): boolean {
  const { nightShiftStartHour: start, nightShiftEndHour: end } = config;
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** The hourly rate that applies to a minute: holiday (Sunday or public holiday) × night. */
export function rateFor(rates: PositionRates, holiday: boolean, night: boolean): number {
  if (holiday) return night ? rates.holidayNightHourlyRate : rates.holidayDayHourlyRate;
  return night ? rates.normalNightHourlyRate : rates.normalDayHourlyRate;
}

/** True when a Nicosia calendar day (days since 1970-01-01) is paid at holiday rates. */
function isHolidayRateDay(epochDay: number): boolean {
  if (weekdayOfEpochDay(epochDay) === 0) return true;
  return isCyprusHolidayEpochDay(epochDay, new Date(epochDay * DAY_MS).getUTCFullYear());
}

/** The next wall-clock instant after `wall` where the rate may change: a night-window edge or midnight. */
function nextWallBoundary(wall: number, dayStart: number, config: CostSettings): number {
  let next = dayStart + DAY_MS;
  for (const hour of [config.nightShiftStartHour, config.nightShiftEndHour]) {
    const edge = dayStart + hour * HOUR_MS;
    if (edge > wall && edge < next) next = edge;
  }
  return next;
}

/**
 * The cost of a shift (spec section 9), in segments: the time between start and end is cut at local
 * midnights, at the night window's edges and at clock changes; within a segment every minute has the same
 * rate, so a segment costs rate × its real elapsed minutes. The result equals the minute-by-minute
 * definition to the cent (cost-engine.test.ts proves it against cost-reference.ts).
 */
export function calculateShiftCost(input: ShiftCostInput): ShiftCost {
  const { startMs, endMs } = checkCostInput(input);
  return costFromRateMinutes(
    shiftRateMinutes(startMs, endMs, input.rates, input.config),
    input.config.companyCommissionRatePercent,
  );
}

/**
 * The exact sum of (hourly rate × minutes) between two whole-minute epoch instants, before any rounding:
 * what calculateShiftCost rounds once, and what actual-cost.ts adds up over the worked intervals.
 */
export function shiftRateMinutes(
  startMs: number,
  endMs: number,
  rates: PositionRates,
  config: CostSettings,
): number {
  let rateMinutes = 0;
  let at = startMs;
  while (at < endMs) {
    const offset = nicosiaOffsetMs(at);
    const wall = at + offset;
    const epochDay = Math.floor(wall / DAY_MS);
    const dayStart = epochDay * DAY_MS;
    const hour = Math.floor((wall - dayStart) / HOUR_MS);
    const rate = rateFor(rates, isHolidayRateDay(epochDay), isNightHour(hour, config));
    const segmentEnd = Math.min(
      endMs,
      nextWallBoundary(wall, dayStart, config) - offset,
      nextNicosiaOffsetBoundary(at),
    );
    if (segmentEnd <= at) throw new Error(`Shift cost made no progress at ${new Date(at).toISOString()}`);
    rateMinutes += rate * ((segmentEnd - at) / MINUTE_MS);
    at = segmentEnd;
  }
  return rateMinutes;
}
