import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { formatDateTime } from '../../../app/shift-format';
import { TableMessage } from '../../../components/table-message';

import { TimesheetFlags } from './timesheet-labels';

type Punch = TimesheetView['punches'][number];

function metres(value: number | undefined, unit: (value: number) => string, unknown: string): string {
  return value === undefined ? unknown : unit(Math.round(value));
}

/** Each punch of a timesheet: when, how far from the facility, how precise, why, and its flags. */
export function PunchesTable({ punches }: { punches: Punch[] }) {
  const { t } = useTranslation('timesheets');
  const unit = (value: number) => t('punches.metres', { value });
  const unknown = t('punches.unknown');
  return (
    <Table<Punch>
      variant="embedded"
      header={<Header variant="h3">{t('punches.title')}</Header>}
      items={punches}
      trackBy="id"
      wrapLines
      empty={<TableMessage text={t('punches.empty')} />}
      columnDefinitions={[
        { id: 'kind', header: t('punches.kind'), cell: (punch) => t(`punches.kinds.${punch.kind}`) },
        { id: 'time', header: t('punches.time'), cell: (punch) => formatDateTime(punch.clientTime) },
        { id: 'received', header: t('punches.received'), cell: (punch) => formatDateTime(punch.receivedAt) },
        {
          id: 'distance',
          header: t('punches.distance'),
          cell: (punch) => metres(punch.distance, unit, unknown),
        },
        {
          id: 'accuracy',
          header: t('punches.accuracy'),
          cell: (punch) => metres(punch.accuracy, unit, unknown),
        },
        { id: 'reason', header: t('punches.reason'), cell: (punch) => punch.reason ?? unknown },
        { id: 'flags', header: t('punches.flags'), cell: (punch) => <TimesheetFlags flags={punch.flags} /> },
      ]}
    />
  );
}
