import type { MonthlyStatistics } from '@careshift/contract/operations/statistics';
import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import type { ShiftStatus } from '@careshift/domain/shifts/status';
import { monthRevenue, revenueChange } from '@careshift/domain/statistics/dashboard';
import type { RevenueChange } from '@careshift/domain/statistics/dashboard';

export interface StatusSeries {
  status: ShiftStatus;
  /** One value per month of `months`. */
  shiftCounts: number[];
  /** Company commission in cents, one per month. */
  revenue: number[];
}

export interface DashboardData {
  months: string[];
  /** Statuses with shifts in the period, in the product's status order. */
  series: StatusSeries[];
  /** Last complete month against the one before (the current month is still running). */
  lastMonth: RevenueChange;
}

/** The dashboard's charts, table and revenue card out of the statistics reply. */
export function dashboardData(stats: MonthlyStatistics): DashboardData {
  const { months, entries } = stats;
  const series = SHIFT_STATUSES.map((status) => {
    const ofStatus = entries.filter((entry) => entry.status === status);
    const value = (month: string, field: 'shiftCount' | 'revenue') =>
      ofStatus.filter((entry) => entry.date === month).reduce((sum, entry) => sum + entry[field], 0);
    return {
      status,
      shiftCounts: months.map((month) => value(month, 'shiftCount')),
      revenue: months.map((month) => value(month, 'revenue')),
    };
  }).filter(
    (row) => row.shiftCounts.some((count) => count !== 0) || row.revenue.some((cents) => cents !== 0),
  );
  const month = months.at(-2) ?? '';
  const previousMonth = months.at(-3) ?? '';
  return {
    months,
    series,
    lastMonth: revenueChange({
      month,
      previousMonth,
      revenue: monthRevenue(entries, month),
      previousRevenue: monthRevenue(entries, previousMonth),
    }),
  };
}

function lastDayOf(month: string): string {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The shifts list filtered by a status and/or a month of start (the URL filters of /requests:
 * `status`, and `from` / `to` as whole Nicosia days).
 */
export function shiftsFilterHref(base: string, filter: { status?: ShiftStatus; month?: string }): string {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', filter.status);
  if (filter.month) {
    search.set('from', `${filter.month}-01`);
    search.set('to', lastDayOf(filter.month));
  }
  return `${base}?${search.toString()}`;
}
