import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { shiftPath } from '../../../app/paths';
import { formatDateTime, formatShiftSpan } from '../../../app/shift-format';
import { RouterLink } from '../../../components/router-link';

import { TimesheetFlags, TimesheetStatusBadge, WorkedHours } from './timesheet-labels';

export type TimesheetRow = TimesheetView & { id: string };

/** The timesheet lists' columns; the organisation column for administrators only. */
export function timesheetColumns(
  t: TFunction<'timesheets'>,
  admin: boolean,
): TableProps.ColumnDefinition<TimesheetRow>[] {
  const columns: (TableProps.ColumnDefinition<TimesheetRow> | false)[] = [
    {
      id: 'ref',
      header: t('list.columns.ref'),
      cell: (row) => <RouterLink href={shiftPath(row.shiftId)}>#{row.refNumber}</RouterLink>,
    },
    { id: 'partner', header: t('list.columns.partner'), cell: (row) => row.employeeName },
    admin && { id: 'organisation', header: t('list.columns.organisation'), cell: (row) => row.clientName },
    {
      id: 'planned',
      header: t('list.columns.planned'),
      cell: (row) => formatShiftSpan(row.plannedStart, row.plannedEnd),
    },
    {
      id: 'actual',
      header: t('list.columns.actual'),
      cell: (row) =>
        row.actualStart && row.actualEnd ? formatShiftSpan(row.actualStart, row.actualEnd) : '-',
    },
    {
      id: 'worked',
      header: t('list.columns.worked'),
      cell: (row) => <WorkedHours minutes={row.workedMinutes} />,
    },
    { id: 'flags', header: t('list.columns.flags'), cell: (row) => <TimesheetFlags flags={row.flags} /> },
    {
      id: 'status',
      header: t('list.columns.status'),
      cell: (row) => <TimesheetStatusBadge status={row.status} />,
    },
    { id: 'approveBy', header: t('list.columns.approveBy'), cell: (row) => formatDateTime(row.approveBy) },
  ];
  return columns.filter((column): column is TableProps.ColumnDefinition<TimesheetRow> => Boolean(column));
}
