import type { MonthlyStatistics } from '@careshift/contract';
import type {
  AggregateRepository,
  AttendanceRepository,
  PushRepository,
  TimesheetTotals,
} from '@careshift/db';
import { dashboardMonths } from '@careshift/domain';
import { isApprovedTimesheetStatus } from '@careshift/domain/attendance/vocabulary';

import type { Clock } from '../clock';

export interface StatsDeps {
  aggregates: Pick<AggregateRepository, 'readMonthlyShiftStats' | 'readEntityCounts'>;
  attendance: Pick<AttendanceRepository, 'readTimesheetTotals'>;
  /** Messages by channel (issue 36): the outbox's counters. */
  push?: Pick<PushRepository, 'messagesOfMonth'>;
  clock: Clock;
}

/** The dashboard's attendance figures: hours worked this month (approved, settled) and awaiting approval. */
export function attendanceFigures(totals: TimesheetTotals, month: string) {
  const workedMinutesThisMonth = totals.byMonth
    .filter((row) => row.month === month && isApprovedTimesheetStatus(row.status))
    .reduce((sum, row) => sum + row.workedMinutes, 0);
  return {
    workedMinutesThisMonth: Math.max(0, workedMinutesThisMonth),
    timesheetsAwaitingApproval: Math.max(0, totals.byStatus.SUBMITTED?.timesheetCount ?? 0),
  };
}

/**
 * request-getMonthlyStatistics: the last 6 months per status and the entity counts, read from the
 * aggregates only (a bounded number of items, whatever the number of shifts).
 */
export async function monthlyStatistics(deps: StatsDeps): Promise<MonthlyStatistics> {
  const now = deps.clock.now();
  const months = dashboardMonths(now);
  const [stats, counts, timesheets, messages] = await Promise.all([
    deps.aggregates.readMonthlyShiftStats({ fromMonth: months[0] ?? '', toMonth: months.at(-1) ?? '' }),
    deps.aggregates.readEntityCounts(),
    deps.attendance.readTimesheetTotals(),
    deps.push?.messagesOfMonth(months.at(-1) ?? ''),
  ]);
  return {
    months,
    entries: stats
      .map(({ month, status, shiftCount, revenue }) => ({ status, date: month, shiftCount, revenue }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.status.localeCompare(b.status)),
    counts: {
      openShifts: Math.max(0, counts.openShifts),
      partners: Math.max(0, counts.partners),
      clients: Math.max(0, counts.clients),
    },
    attendance: attendanceFigures(timesheets, months.at(-1) ?? ''),
    ...(messages ? { messages } : {}),
    generatedAt: now.toISOString(),
  };
}
