import CartesianChart from '@cloudscape-design/chart-components/cartesian-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../app/paths';
import { RouterLink } from '../../../components/router-link';
import { currentLanguage } from '../../../i18n';
import type { DashboardData } from '../dashboard-data';
import { shiftsFilterHref } from '../dashboard-data';
import { monthLabel } from '../month-label';
import { useHighcharts } from '../use-highcharts';

import { chartStrings } from './chart-strings';
import { StatisticsTable } from './statistics-table';

interface StatusChartProps {
  data: DashboardData;
  metric: 'revenue' | 'shiftCounts';
  /** Formats one value (cents for revenue, a count for shifts). */
  format: (value: number) => string;
  /** Told when the chart or its table is chosen (the page lays the tables out wider). */
  onViewChange?: (view: 'chart' | 'table') => void;
}

/**
 * Revenue (line) or shift counts (bars) per status over the months, with a table view of the same
 * numbers. The tooltip (pinned with a click or Enter) links to that month's shifts; the table links
 * every month, status and cell.
 */
export function StatusChart({ data, metric, format, onViewChange }: StatusChartProps) {
  const { t } = useTranslation(['dashboard', 'ui']);
  const highcharts = useHighcharts();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const language = currentLanguage();
  const names = data.months.map((month) => monthLabel(month, language));
  const prefix = metric === 'revenue' ? 'revenueChart' : 'countChart';
  const toChart = (value: number) => (metric === 'revenue' ? value / 100 : value);

  return (
    <Container
      data-testid={`chart-${metric}`}
      header={
        <Header
          variant="h2"
          description={t(`${prefix}.description`)}
          actions={
            <SegmentedControl
              label={t('view.label')}
              selectedId={view}
              onChange={({ detail }) => {
                const next = detail.selectedId === 'table' ? 'table' : 'chart';
                setView(next);
                onViewChange?.(next);
              }}
              options={[
                { id: 'chart', text: t('view.chart') },
                { id: 'table', text: t('view.table') },
              ]}
            />
          }
        >
          {t(`${prefix}.title`)}
        </Header>
      }
    >
      {view === 'table' ? (
        <StatisticsTable data={data} metric={metric} format={format} />
      ) : (
        <CartesianChart
          highcharts={highcharts}
          chartHeight={300}
          ariaLabel={t(`${prefix}.ariaLabel`)}
          i18nStrings={chartStrings(t)}
          noData={{ empty: <Box textAlign="center">{t('noStatistics')}</Box> }}
          xAxis={{ type: 'category', title: t('axis.month'), categories: names }}
          yAxis={{
            title: t(metric === 'revenue' ? 'axis.revenue' : 'axis.shifts'),
            min: 0,
            valueFormatter: (value) =>
              value === null ? '' : format(metric === 'revenue' ? value * 100 : value),
          }}
          series={data.series.map((row) => ({
            type: metric === 'revenue' ? 'line' : 'column',
            id: row.status,
            name: t(`ui:shiftStatus.${row.status}`),
            data: row[metric].map(toChart),
          }))}
          tooltip={{
            footer: ({ x }) => {
              const month = data.months[x];
              return month ? (
                <RouterLink href={shiftsFilterHref(PATHS.shifts, { month })}>
                  {t('showMonth', { month: monthLabel(month, language) })}
                </RouterLink>
              ) : null;
            },
          }}
        />
      )}
    </Container>
  );
}
