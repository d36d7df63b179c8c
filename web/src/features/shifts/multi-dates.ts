import { MAX_MULTI_SHIFT_DATES } from '@careshift/contract';

/** Weekdays as Date.getUTCDay() numbers, Monday first as in Cyprus. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

const DAY_MS = 86_400_000;

function epochDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday (0 Sunday … 6 Saturday) of a calendar day "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Every day from `from` to `to` (inclusive) on one of the weekdays, at most `limit` of them. */
export function datesInRange(
  from: string,
  to: string,
  weekdays: ReadonlySet<number>,
  limit = MAX_MULTI_SHIFT_DATES + 1,
): string[] {
  const start = epochDay(from);
  const end = epochDay(to);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return [];
  const dates: string[] = [];
  for (let day = start; day <= end && dates.length < limit; day += 1) {
    const date = dateOf(day);
    if (weekdays.has(weekdayOf(date))) dates.push(date);
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
