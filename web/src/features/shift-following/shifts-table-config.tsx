import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';

import type { ShiftRow } from '@careshift/contract';
import type { Viewer } from '@careshift/domain/permissions/viewer';
import { reviewBadge } from '@careshift/domain/shifts/actions';

import { shiftPath } from '../../app/paths';
import { formatDateTime, formatMoney } from '../../app/shift-format';
import { PositionName } from '../../components/position-name';
import { RouterLink } from '../../components/router-link';
import { ShiftStatusBadge } from '../../components/shift-status-badge';
import type { PortalViewer } from '../../hooks/use-viewer';

import { shiftLinks } from './shift-detail-view';

type ShiftsT = TFunction<'shifts'>;

/** The administrator's "Reviewed" / "Pending Review" badges of a row (spec section 4). */
function ReviewBadge({ row, viewer, now, t }: { row: ShiftRow; viewer: Viewer; now: Date; t: ShiftsT }) {
  const badge = reviewBadge({
    shift: { endDate: row.endDate, clientReviewId: row.clientReviewId ?? null, status: row.status },
    viewer,
    now,
  });
  if (badge === 'REVIEWED') return <Badge color="green">{t('badges.reviewed')}</Badge>;
  if (badge === 'PENDING_REVIEW') return <Badge color="severity-low">{t('badges.pendingReview')}</Badge>;
  return null;
}

/**
 * The columns of the shift tables (spec section 2 "Requests"): Ref, Position, status, client
 * (administrators), claimedBy, cost, startDate and createdAt (sortable), Actions. Links: the shift,
 * the client's info page and the partner (administrators only).
 */
export function shiftColumns(
  t: ShiftsT,
  viewer: PortalViewer,
  language: string,
  now: Date,
): TableProps.ColumnDefinition<ShiftRow>[] {
  const admin = viewer.kind === 'administrator';
  const columns: (TableProps.ColumnDefinition<ShiftRow> | false)[] = [
    {
      id: 'ref',
      header: t('columns.ref'),
      isRowHeader: true,
      // Widths sum to at most 890 px, so at 1280 px (with the navigation) every column sits beside the
      // sticky actions column and none scrolls under it (issue 32); long texts wrap.
      width: 55,
      cell: (row) => <RouterLink href={shiftPath(row.id)}>#{row.refNumber}</RouterLink>,
    },
    {
      id: 'position',
      header: t('columns.position'),
      width: 105,
      minWidth: 100,
      cell: (row) => <PositionName position={row.position} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      width: 95,
      minWidth: 90,
      cell: (row) => (
        <SpaceBetween direction="horizontal" size="xxs">
          <ShiftStatusBadge status={row.status} reader={viewer.kind} />
          {admin && <ReviewBadge row={row} viewer={viewer} now={now} t={t} />}
        </SpaceBetween>
      ),
    },
    admin && {
      id: 'client',
      header: t('columns.client'),
      width: 110,
      minWidth: 100,
      cell: (row) => {
        const href = shiftLinks(row, viewer).client;
        return href ? <RouterLink href={href}>{row.clientName}</RouterLink> : row.clientName;
      },
    },
    {
      id: 'claimedBy',
      header: t('columns.claimedBy'),
      width: 110,
      minWidth: 100,
      cell: (row) => {
        if (!row.claimedBy) return '-';
        const name = row.employeeName ?? row.claimedBy;
        const href = shiftLinks(row, viewer).partner;
        return href ? <RouterLink href={href}>{name}</RouterLink> : name;
      },
    },
    {
      id: 'cost',
      header: t('columns.cost'),
      // Wide enough for "€1,234.50" on one line.
      width: 85,
      minWidth: 85,
      cell: (row) => formatMoney(row.cost.totalCost, language),
    },
    {
      id: 'startDate',
      header: t('columns.startDate'),
      sortingField: 'startDate',
      // The date and the time may wrap onto two lines.
      width: 120,
      minWidth: 110,
      cell: (row) => formatDateTime(row.startDate),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sortingField: 'createdAt',
      width: 120,
      minWidth: 110,
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      // "View" and the Greek «Προβολή» (and the header «Ενέργειες») on one line.
      width: 90,
      minWidth: 90,
      cell: (row) => (
        <RouterLink href={shiftPath(row.id)} ariaLabel={t('table.viewShift', { ref: row.refNumber })}>
          {t('table.view')}
        </RouterLink>
      ),
    },
  ];
  return columns.filter((column): column is TableProps.ColumnDefinition<ShiftRow> => column !== false);
}
