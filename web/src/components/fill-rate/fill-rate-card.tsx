import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FillRateReportView } from '@careshift/contract';
import { DEFAULT_FILL_RATE_PERIOD, FILL_RATE_PERIODS } from '@careshift/domain/statistics/fill-rate';
import type { FillRatePeriod } from '@careshift/domain/statistics/fill-rate';

import { useErrorText } from '../../hooks/use-error-text';

import { formatFillDuration, formatFillPercent } from './fill-rate-format';
import { FillRatePositionsTable } from './fill-rate-positions-table';
import { useFillRate } from './use-fill-rate';

type Figures = FillRateReportView['overall'];

/** The figures of all positions: fill rate, the two times to fill, the invited and boosted shares. */
function OverallFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('fillRate');
  const value = (text: string, hint: string) => (
    <>
      <Box fontSize="heading-xl" fontWeight="bold" display="block">
        {text}
      </Box>
      <Box variant="small" display="block">
        {hint}
      </Box>
    </>
  );
  return (
    <KeyValuePairs
      ariaLabel={t('overall.label')}
      columns={3}
      items={[
        {
          label: t('overall.fillRate'),
          value: value(
            formatFillPercent(t, figures.fillRatePercent),
            t('overall.fillRateHint', { filled: figures.filled, posted: figures.posted }),
          ),
        },
        {
          label: t('overall.median'),
          value: value(formatFillDuration(t, figures.medianMinutes), t('overall.timeHint')),
        },
        {
          label: t('overall.p90'),
          value: value(formatFillDuration(t, figures.p90Minutes), t('overall.timeHint')),
        },
        {
          label: t('overall.invited'),
          value: value(
            formatFillPercent(t, figures.invitedSharePercent),
            t('overall.invitedHint', { invited: figures.invited, filled: figures.filled }),
          ),
        },
        {
          label: t('overall.boosted'),
          value: value(
            formatFillPercent(t, figures.boostedSharePercent),
            figures.boosted === 0
              ? t('overall.boostedNone', { posted: figures.posted })
              : t('overall.boostedHint', {
                  boosted: figures.boosted,
                  posted: figures.posted,
                  rate: formatFillPercent(t, figures.boostedFillRatePercent),
                }),
          ),
        },
      ]}
    />
  );
}

/** What the card shows once asked: loading, the error with a retry, nothing posted, or the report. */
function FillRateBody({ report }: { report: ReturnType<typeof useFillRate> }) {
  const { t } = useTranslation('fillRate');
  const errorText = useErrorText();
  if (report.isPending) return <StatusIndicator type="loading">{t('loading')}</StatusIndicator>;
  if (report.isError) {
    return (
      <Alert
        type="error"
        header={t('failed')}
        action={
          <Button onClick={() => void report.refetch()} loading={report.isFetching}>
            {t('retry')}
          </Button>
        }
      >
        {errorText(report.error)}
      </Alert>
    );
  }
  if (report.data.overall.posted === 0) {
    return (
      <Box color="text-body-secondary" data-testid="fill-rate-empty">
        {t('empty')}
      </Box>
    );
  }
  return (
    <SpaceBetween size="l">
      <OverallFigures figures={report.data.overall} />
      <FillRatePositionsTable rows={report.data.positions} />
      <Box variant="small" color="text-body-secondary">
        {t('definitions')}
      </Box>
    </SpaceBetween>
  );
}

/**
 * "Filling shifts" (issue 35 item 5): fill rate and time to fill of the shifts that started in the last 30
 * or 90 days, overall and per position, with the invited and boosted shares. On the dashboard (every
 * organisation: no `clientId`) and on an organisation's page (its own shifts).
 */
export function FillRateCard({ clientId }: { clientId?: string }) {
  const { t } = useTranslation('fillRate');
  const [days, setDays] = useState<FillRatePeriod>(DEFAULT_FILL_RATE_PERIOD);
  const report = useFillRate(clientId, days);
  return (
    <Container
      data-testid="fill-rate-card"
      header={
        <Header
          variant="h2"
          description={t('description', { days })}
          actions={
            <SegmentedControl
              label={t('period.label')}
              selectedId={days}
              onChange={({ detail }) => setDays(detail.selectedId as FillRatePeriod)}
              options={FILL_RATE_PERIODS.map((period) => ({ id: period, text: t(`period.${period}`) }))}
            />
          }
        >
          {t('title')}
        </Header>
      }
    >
      <FillRateBody report={report} />
    </Container>
  );
}
