import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { MonthlyStatistics } from '@careshift/contract/operations/statistics';
import type { RevenueChange } from '@careshift/domain/statistics/dashboard';

import { PATHS } from '../../../app/paths';
import { formatMoney } from '../../../app/shift-format';
import { RouterLink } from '../../../components/router-link';
import { currentLanguage } from '../../../i18n';
import { shiftsFilterHref } from '../dashboard-data';
import { monthLabel } from '../month-label';

function Card({ label, value, footer }: { label: string; value: string; footer?: React.ReactNode }) {
  return (
    <Container fitHeight data-testid="dashboard-card">
      <SpaceBetween size="xxs">
        <Box variant="awsui-key-label">{label}</Box>
        <Box variant="awsui-value-large" data-testid="dashboard-card-value">
          {value}
        </Box>
        {footer}
      </SpaceBetween>
    </Container>
  );
}

/** The revenue change, with the formula's inputs in a popover. */
function RevenueFooter({ change }: { change: RevenueChange }) {
  const { t } = useTranslation('dashboard');
  const language = currentLanguage();
  const previous = monthLabel(change.previousMonth, language);
  const text =
    change.percent === null
      ? t('change.none')
      : t(change.percent >= 0 ? 'change.up' : 'change.down', {
          percent: change.percent.toLocaleString(language === 'el' ? 'el-GR' : 'en-GB'),
          month: previous,
        });
  return (
    <Popover
      header={t('change.inputs')}
      dismissAriaLabel={t('change.dismiss')}
      triggerType="text"
      content={
        <SpaceBetween size="s">
          <Box variant="p">{t('change.formula')}</Box>
          <KeyValuePairs
            items={[
              {
                label: t('change.lastMonth', { month: monthLabel(change.month, language) }),
                value: formatMoney(change.revenue, language),
              },
              {
                label: t('change.previousMonth', { month: previous }),
                value: formatMoney(change.previousRevenue, language),
              },
              { label: t('change.average'), value: formatMoney(Math.round(change.average), language) },
            ]}
          />
          <Box variant="small">{t('change.worked')}</Box>
        </SpaceBetween>
      }
    >
      <StatusIndicator type={change.percent === null ? 'info' : change.percent >= 0 ? 'success' : 'warning'}>
        {text}
      </StatusIndicator>
    </Popover>
  );
}

/** Open Requests, Total Partners, Total Clients and last month's revenue (spec "Dashboard"). */
export function StatCards({
  counts,
  lastMonth,
}: {
  counts: MonthlyStatistics['counts'];
  lastMonth: RevenueChange;
}) {
  const { t } = useTranslation('dashboard');
  const language = currentLanguage();
  return (
    <ColumnLayout columns={4} minColumnWidth={200}>
      <Card
        label={t('cards.openShifts')}
        value={String(counts.openShifts)}
        footer={
          <RouterLink href={shiftsFilterHref(PATHS.shifts, { status: 'VERIFIED' })}>
            {t('cards.showOpen')}
          </RouterLink>
        }
      />
      <Card label={t('cards.partners')} value={String(counts.partners)} />
      <Card label={t('cards.clients')} value={String(counts.clients)} />
      <Card
        label={t('cards.revenue', { month: monthLabel(lastMonth.month, language) })}
        value={formatMoney(lastMonth.revenue, language)}
        footer={<RevenueFooter change={lastMonth} />}
      />
    </ColumnLayout>
  );
}
