import type { MonthlyStatistics } from '@careshift/contract';
import type { AggregateRepository } from '@careshift/db';
import { dashboardMonths } from '@careshift/domain';

import type { Clock } from '../clock';

export interface StatsDeps {
  aggregates: Pick<AggregateRepository, 'readMonthlyShiftStats' | 'readEntityCounts'>;
  clock: Clock;
}

/**
 * request-getMonthlyStatistics: the last 6 months per status and the entity counts, read from the
 * aggregates only (a bounded number of items, whatever the number of shifts).
 */
export async function monthlyStatistics(deps: StatsDeps): Promise<MonthlyStatistics> {
  const now = deps.clock.now();
  const months = dashboardMonths(now);
  const [stats, counts] = await Promise.all([
    deps.aggregates.readMonthlyShiftStats({ fromMonth: months[0] ?? '', toMonth: months.at(-1) ?? '' }),
    deps.aggregates.readEntityCounts(),
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
    generatedAt: now.toISOString(),
  };
}
