import Table from '@cloudscape-design/components/table';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

import type { FillRateReportView } from '@careshift/contract';

import { PositionName } from '../position-name';

import { formatFillDuration, formatFillPercent } from './fill-rate-format';

type Row = FillRateReportView['positions'][number];

/** The figures per position, most posted first (the server's order). */
export function FillRatePositionsTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('fillRate');
  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'position',
      header: t('table.position'),
      cell: (row) => (
        <PositionName position={{ id: row.positionId, name: row.positionName, nameEl: row.positionNameEl }} />
      ),
      isRowHeader: true,
    },
    { id: 'posted', header: t('table.posted'), cell: (row) => row.posted },
    { id: 'filled', header: t('table.filled'), cell: (row) => row.filled },
    {
      id: 'fillRate',

      header: t('table.fillRate'),
      cell: (row) => formatFillPercent(t, row.fillRatePercent),
    },
    {
      id: 'median',

      header: t('table.median'),
      cell: (row) => formatFillDuration(t, row.medianMinutes),
    },
    {
      id: 'p90',

      header: t('table.p90'),
      cell: (row) => formatFillDuration(t, row.p90Minutes),
    },
    {
      id: 'invited',
      header: t('table.invited'),
      cell: (row) => formatFillPercent(t, row.invitedSharePercent),
    },
    {
      id: 'boosted',
      header: t('table.boosted'),
      cell: (row) => formatFillPercent(t, row.boostedSharePercent),
    },
  ];
  return (
    <Table
      data-testid="fill-rate-positions"
      variant="embedded"
      ariaLabels={{ tableLabel: t('table.caption') }}
      trackBy="positionId"
      items={rows}
      columnDefinitions={columns}
      wrapLines
    />
  );
}
