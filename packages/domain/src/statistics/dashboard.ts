import type { ShiftStatus } from '../shifts/status';
import { WORKED_SHIFT_STATUSES } from '../shifts/status';
import type { Instant } from '../time/instant';
import { nicosiaWallClock } from '../time/nicosia';

/** The dashboard covers the last 6 months (spec section 9): the current Nicosia month and the 5 before. */
export const DASHBOARD_MONTHS = 6;

/** "YYYY-MM" of the month `offset` months from year/month (offset may be negative). */
export function shiftMonth(month: string, offset: number): string {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months the dashboard shows, oldest first, ending with the Nicosia month of `now`. */
export function dashboardMonths(now: Instant | Date, count = DASHBOARD_MONTHS): string[] {
  const wall = nicosiaWallClock(now);
  const current = `${wall.year}-${String(wall.month).padStart(2, '0')}`;
  return Array.from({ length: count }, (_, index) => shiftMonth(current, index - count + 1));
}

/** Revenue counts the company commission of shifts that were worked (FINISHED, COMPLETED). */
export function isRevenueStatus(status: ShiftStatus): boolean {
  return WORKED_SHIFT_STATUSES.includes(status);
}

export interface RevenueChange {
  /** "YYYY-MM": the last complete month. */
  month: string;
  /** "YYYY-MM": the month before it. */
  previousMonth: string;
  /** Cents. */
  revenue: number;
  previousRevenue: number;
  /** (revenue + previousRevenue) / 2, cents. */
  average: number;
  /** (revenue − previousRevenue) / average × 100, one decimal; null when both months are 0. */
  percent: number | null;
}

/**
 * Last month's revenue against the month before, measured against the average of both months
 * (spec section 9): a symmetric change that stays finite when the previous month had no revenue
 * (0 → anything is +200 %, anything → 0 is −200 %).
 */
export function revenueChange(input: {
  month: string;
  previousMonth: string;
  revenue: number;
  previousRevenue: number;
}): RevenueChange {
  const average = (input.revenue + input.previousRevenue) / 2;
  const percent =
    average === 0 ? null : Math.round(((input.revenue - input.previousRevenue) / average) * 1000) / 10;
  return { ...input, average, percent };
}

/** The worked revenue of one month out of monthly per-status entries. */
export function monthRevenue(
  entries: readonly { date: string; status: ShiftStatus; revenue: number }[],
  month: string,
): number {
  return entries
    .filter((entry) => entry.date === month && isRevenueStatus(entry.status))
    .reduce((sum, entry) => sum + entry.revenue, 0);
}
