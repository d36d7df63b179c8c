import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { formatDateTime, formatShiftSpan } from '../../../app/shift-format';

import { PunchesTable } from './punches-table';
import { TimesheetFlags, TimesheetStatusBadge, WorkedHours } from './timesheet-labels';

type Correction = NonNullable<TimesheetView['dispute']>;

/** The organisation's corrected times, or the administrators' final ones, with the reason. */
function CorrectionSummary({ title, correction }: { title: string; correction: Correction }) {
  const { t } = useTranslation('timesheets');
  return (
    <Alert type="info" header={title}>
      <SpaceBetween size="xxs">
        <Box>
          {formatShiftSpan(correction.actualStart, correction.actualEnd)} ·{' '}
          {t('card.breakMinutes', { count: correction.breakMinutes })}
        </Box>
        <Box>
          {t('card.reason')}: {correction.reason}
        </Box>
      </SpaceBetween>
    </Alert>
  );
}

/** Planned against actual, breaks, worked hours, flags and status, in two columns. */
function TimesheetValues({ timesheet }: { timesheet: TimesheetView }) {
  const { t } = useTranslation('timesheets');
  const actual =
    timesheet.actualStart && timesheet.actualEnd
      ? formatShiftSpan(timesheet.actualStart, timesheet.actualEnd)
      : timesheet.actualStart
        ? `${formatDateTime(timesheet.actualStart)} – ${t('card.notYet')}`
        : t('card.notYet');
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: t('card.planned'), value: formatShiftSpan(timesheet.plannedStart, timesheet.plannedEnd) },
        { label: t('card.actual'), value: actual },
        { label: t('card.breaks'), value: t('card.breakMinutes', { count: timesheet.breakMinutes }) },
        { label: t('card.worked'), value: <WorkedHours minutes={timesheet.workedMinutes} /> },
        { label: t('card.status'), value: <TimesheetStatusBadge status={timesheet.status} /> },
        { label: t('card.flags'), value: <TimesheetFlags flags={timesheet.flags} /> },
      ]}
    />
  );
}

/**
 * The shift's timesheet for its organisation and the administrators (issue 34 item 3): the values,
 * the 48-hour approval window, a dispute and its settlement, and the punches; `actions` in the header.
 */
export function TimesheetCard({
  timesheet,
  actions,
  forOrganisation,
}: {
  timesheet: TimesheetView;
  actions?: React.ReactNode;
  /** The organisation reads "for your approval" under the title. */
  forOrganisation: boolean;
}) {
  const { t } = useTranslation('timesheets');
  return (
    <Container
      data-testid="timesheet-card"
      header={
        <Header
          variant="h2"
          description={forOrganisation ? t('card.description') : undefined}
          actions={actions}
        >
          {t('card.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <TimesheetValues timesheet={timesheet} />
        {timesheet.status === 'SUBMITTED' && timesheet.approveBy && (
          <Alert type="warning">{t('card.approveBy', { date: formatDateTime(timesheet.approveBy) })}</Alert>
        )}
        {timesheet.dispute && <CorrectionSummary title={t('card.dispute')} correction={timesheet.dispute} />}
        {timesheet.settlement && (
          <CorrectionSummary title={t('card.settlement')} correction={timesheet.settlement} />
        )}
        <PunchesTable punches={timesheet.punches} />
      </SpaceBetween>
    </Container>
  );
}
