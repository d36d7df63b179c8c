import type { KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { formatDateTime, formatShiftSpan } from '../../../app/shift-format';
import { DetailsCard } from '../../../components/details-card';
import { RouterLink } from '../../../components/router-link';
import { ShiftStatusBadge } from '../../../components/shift-status-badge';
import type { PortalViewer } from '../../../hooks/use-viewer';
import { shiftLinks } from '../shift-detail-view';

import { ShiftActions } from './shift-actions';

/**
 * Request Details (spec section 2): shift time, status, client, employee (the partner), cancellation reason,
 * created at, claim deadline, and the action buttons the viewer has.
 */
export function ShiftDetailsCard({ shift, viewer }: { shift: ShiftDetail; viewer: PortalViewer }) {
  const { t } = useTranslation('shifts');
  const links = shiftLinks(shift, viewer);
  const partnerName =
    shift.employeeName ??
    (shift.partner ? `${shift.partner.firstName} ${shift.partner.lastName}` : undefined);
  const partner = shift.claimedByOther ? (
    t('detail.claimedByOther')
  ) : partnerName ? (
    links.partner ? (
      <RouterLink href={links.partner}>{partnerName}</RouterLink>
    ) : (
      partnerName
    )
  ) : (
    t('detail.unclaimed')
  );
  const items: KeyValuePairsProps.Item[] = [
    { label: t('detail.time'), value: formatShiftSpan(shift.startDate, shift.endDate) },
    { label: t('detail.status'), value: <ShiftStatusBadge status={shift.status} reader={viewer.kind} /> },
    {
      label: t('detail.client'),
      value: links.client ? (
        <RouterLink href={links.client}>{shift.clientName}</RouterLink>
      ) : (
        shift.clientName
      ),
    },
    { label: t('detail.partner'), value: partner },
    ...(shift.cancellationReason
      ? [{ label: t('detail.cancellationReason'), value: shift.cancellationReason }]
      : []),
    ...(shift.noShowReason ? [{ label: t('detail.noShowReason'), value: shift.noShowReason }] : []),
    { label: t('detail.createdAt'), value: formatDateTime(shift.createdAt) },
    { label: t('detail.deadline'), value: formatDateTime(shift.deadline) },
  ];
  return (
    <DetailsCard
      title={t('detail.cardTitle')}
      items={items}
      actions={<ShiftActions shift={shift} viewer={viewer} />}
    />
  );
}
