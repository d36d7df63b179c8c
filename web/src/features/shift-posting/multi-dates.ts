import { MAX_MULTI_SHIFT_DATES } from '@careshift/contract';
import { dateOfEpochDay, epochDayOf, isDateYmd, weekdayOfEpochDay } from '@careshift/domain/time/instant';

/** Weekdays as Date.getUTCDay() numbers, Monday first as in Cyprus. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * Every day from `from` to `to` (inclusive) on one of the weekdays, all of them, so that the form can
 * say how many the 500-date limit leaves out (issue 32: a 731-day range leaves out 231, not 1).
 */
export function datesInRange(from: string, to: string, weekdays: ReadonlySet<number>): string[] {
  if (!isDateYmd(from) || !isDateYmd(to)) return [];
  const dates: string[] = [];
  for (let day = epochDayOf(from); day <= epochDayOf(to); day += 1) {
    if (weekdays.has(weekdayOfEpochDay(day))) dates.push(dateOfEpochDay(day));
  }
  return dates;
}

/**
 * The chosen dates with more added: sorted, without repeats, none before `earliest`, at most 500
 * (spec section 5). Says how many were left out for each reason so the form can tell the user.
 */
export function addDates(
  current: readonly string[],
  added: readonly string[],
  earliest: string,
  max = MAX_MULTI_SHIFT_DATES,
): { dates: string[]; tooEarly: number; overLimit: number } {
  const tooEarly = added.filter((date) => date < earliest).length;
  const all = [...new Set([...current, ...added.filter((date) => date >= earliest)])].sort();
  return { dates: all.slice(0, max), tooEarly, overLimit: Math.max(0, all.length - max) };
}
