import { TZDate } from '@date-fns/tz';

import { isCyprusHoliday } from '../holidays/cyprus-holidays';
import { MINUTE_MS } from '../time/instant';
import { NICOSIA_TIME_ZONE } from '../time/nicosia-offset';

import { checkCostInput, costFromRateMinutes, type ShiftCost, type ShiftCostInput } from './cost-rules';

/** What the rate of one minute depends on: its Nicosia hour, and whether its Nicosia date is a Sunday or holiday. */
export interface MinuteClass {
  hour: number;
  holiday: boolean;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The class of the minute starting at `epochMs`, read straight from @date-fns/tz (TZDate) and the holiday list. */
export function nicosiaMinuteClass(epochMs: number): MinuteClass {
  const local = new TZDate(epochMs, NICOSIA_TIME_ZONE);
  const date = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  return { hour: local.getHours(), holiday: local.getDay() === 0 || isCyprusHoliday(date) };
}

/**
 * The plain minute-by-minute reading of spec section 9, kept as the reference that the segment engine is
 * tested and benchmarked against: for every minute from start to end, find its Nicosia hour and date, pick
 * the rate, add it. It shares no time-zone, window or segment code with the engine (the night test is
 * written out here on purpose). `classify` must be a pure function of the minute; tests may pass a memoised
 * `nicosiaMinuteClass`. Never use it to price a shift: it is hundreds of times slower than the engine.
 */
export function referenceShiftCost(
  input: ShiftCostInput,
  classify: (epochMs: number) => MinuteClass = nicosiaMinuteClass,
): ShiftCost {
  const { startMs, endMs } = checkCostInput(input);
  return costFromRateMinutes(
    referenceRateMinutes(startMs, endMs, input, classify),
    input.config.companyCommissionRatePercent,
  );
}

/** The minute-by-minute sum of hourly rates from `startMs` to `endMs` (whole minutes), before rounding. */
export function referenceRateMinutes(
  startMs: number,
  endMs: number,
  { rates, config }: Pick<ShiftCostInput, 'rates' | 'config'>,
  classify: (epochMs: number) => MinuteClass = nicosiaMinuteClass,
): number {
  const nightStart = config.nightShiftStartHour;
  const nightEnd = config.nightShiftEndHour;
  let rateMinutes = 0;
  for (let at = startMs; at < endMs; at += MINUTE_MS) {
    const { hour, holiday } = classify(at);
    let night = false;
    if (nightStart < nightEnd) night = hour >= nightStart && hour < nightEnd;
    if (nightStart > nightEnd) night = hour >= nightStart || hour < nightEnd;
    if (holiday) rateMinutes += night ? rates.holidayNightHourlyRate : rates.holidayDayHourlyRate;
    else rateMinutes += night ? rates.normalNightHourlyRate : rates.normalDayHourlyRate;
  }
  return rateMinutes;
}
