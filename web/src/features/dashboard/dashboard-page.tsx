import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../app/shift-format';
import { FillRateCard } from '../../components/fill-rate/fill-rate-card';
import { PageLayout } from '../../components/page-layout';
import { useErrorText } from '../../hooks/use-error-text';
import { currentLanguage } from '../../i18n';

import { AttendanceCards } from './components/attendance-cards';
import { MessageCards } from './components/message-cards';
import { StatCards } from './components/stat-cards';
import { StatusCharts } from './components/status-charts';
import { dashboardData } from './dashboard-data';
import { useMonthlyStatistics } from './use-monthly-statistics';

/** `/dashboard` (administrators): the cards, revenue and shift charts of the last 6 months, and when they were read. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const statistics = useMonthlyStatistics();
  const data = useMemo(
    () => (statistics.data ? dashboardData(statistics.data) : undefined),
    [statistics.data],
  );
  const language = currentLanguage();

  return (
    <PageLayout
      title={t('title')}
      description={
        statistics.data
          ? t('lastUpdate', { time: formatDateTime(statistics.data.generatedAt) })
          : t('description')
      }
      actions={
        <Button iconName="refresh" loading={statistics.isFetching} onClick={() => void statistics.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      <SpaceBetween size="l">
        {statistics.isPending ? (
          <Box textAlign="center" padding="xxl">
            <Spinner size="big" />
          </Box>
        ) : statistics.isError || !data || !statistics.data ? (
          <Alert type="error" header={t('noStatistics')}>
            {errorText(statistics.error)}
          </Alert>
        ) : (
          <SpaceBetween size="l">
            <StatCards counts={statistics.data.counts} lastMonth={data.lastMonth} />
            <AttendanceCards attendance={statistics.data.attendance} />
            <MessageCards messages={statistics.data.messages} />
            <StatusCharts data={data} language={language} />
          </SpaceBetween>
        )}
        {/* Fill-rate reporting (issue 35 item 5): its own read, loaded and retried on its own. */}
        <FillRateCard />
      </SpaceBetween>
    </PageLayout>
  );
}
