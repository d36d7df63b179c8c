import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../app/paths';
import { RouterLink } from '../../../components/router-link';
import { currentLanguage } from '../../../i18n';
import type { DashboardData, StatusSeries } from '../dashboard-data';
import { shiftsFilterHref } from '../dashboard-data';
import { monthLabel } from '../month-label';

interface StatisticsTableProps {
  data: DashboardData;
  metric: 'revenue' | 'shiftCounts';
  format: (value: number) => string;
}

/** The chart's numbers as a table: a row per status, a column per month, each linking to its shifts. */
export function StatisticsTable({ data, metric, format }: StatisticsTableProps) {
  const { t } = useTranslation(['dashboard', 'ui', 'common']);
  const language = currentLanguage();
  return (
    <Table<StatusSeries>
      variant="embedded"
      ariaLabels={{ tableLabel: t('table.caption') }}
      items={data.series}
      empty={t('noStatistics')}
      trackBy="status"
      columnDefinitions={[
        {
          id: 'status',
          header: t('table.status'),
          isRowHeader: true,
          cell: (row) => (
            <RouterLink href={shiftsFilterHref(PATHS.shifts, { status: row.status })}>
              {t(`ui:shiftStatus.${row.status}`)}
            </RouterLink>
          ),
        },
        ...data.months.map((month, index) => ({
          id: month,
          header: (
            <RouterLink href={shiftsFilterHref(PATHS.shifts, { month })}>
              {monthLabel(month, language)}
            </RouterLink>
          ),
          cell: (row: StatusSeries) => (
            <RouterLink href={shiftsFilterHref(PATHS.shifts, { status: row.status, month })}>
              {format(row[metric][index] ?? 0)}
            </RouterLink>
          ),
        })),
      ]}
    />
  );
}
