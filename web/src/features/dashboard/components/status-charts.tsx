import ColumnLayout from '@cloudscape-design/components/column-layout';
import { useState } from 'react';

import { formatMoney } from '../../../app/shift-format';
import type { DashboardData } from '../dashboard-data';

import { StatusChart } from './status-chart';

/**
 * The revenue and shift-count charts side by side; when either shows its table, one above the other,
 * so the table's seven columns (the latest months last) fit without scrolling at 1280 px (issue 32).
 */
export function StatusCharts({ data, language }: { data: DashboardData; language: string }) {
  const [tables, setTables] = useState<ReadonlySet<string>>(new Set());
  const onView = (metric: string) => (view: 'chart' | 'table') =>
    setTables((current) => {
      const next = new Set(current);
      if (view === 'table') next.add(metric);
      else next.delete(metric);
      return next;
    });
  return (
    <ColumnLayout columns={tables.size ? 1 : 2} minColumnWidth={420}>
      <StatusChart
        data={data}
        metric="revenue"
        format={(cents) => formatMoney(cents, language)}
        onViewChange={onView('revenue')}
      />
      <StatusChart data={data} metric="shiftCounts" format={String} onViewChange={onView('shiftCounts')} />
    </ColumnLayout>
  );
}
