import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';

import type { ShiftDetail } from '@careshift/contract';

import { shiftLinks } from '../shift-detail-view';
import { formatDateTime, formatShiftSpan } from '../shift-format';
import type { ShiftViewer } from '../use-viewer';

import { RouterLink } from './router-link';
import { ShiftActions } from './shift-actions';
import { ShiftStatusBadge } from './shift-status-badge';

/**
 * Request Details (spec section 2): shift time, status, client, employee, cancellation reason,
 * created at, claim deadline, and the action buttons the viewer has.
 */
export function RequestDetailsCard({ shift, viewer }: { shift: ShiftDetail; viewer: ShiftViewer }) {
  const { t } = useTranslation('requests');
  const links = shiftLinks(shift, viewer.kind);
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
    { label: t('detail.shiftTime'), value: formatShiftSpan(shift.startDate, shift.endDate) },
    { label: t('detail.status'), value: <ShiftStatusBadge status={shift.status} /> },
    {
      label: t('detail.client'),
      value: links.client ? (
        <RouterLink href={links.client}>{shift.clientName}</RouterLink>
      ) : (
        shift.clientName
      ),
    },
    { label: t('detail.employee'), value: partner },
    ...(shift.cancellationReason
      ? [{ label: t('detail.cancellationReason'), value: shift.cancellationReason }]
      : []),
    ...(shift.noShowReason ? [{ label: t('detail.noShowReason'), value: shift.noShowReason }] : []),
    { label: t('detail.createdAt'), value: formatDateTime(shift.createdAt) },
    { label: t('detail.deadline'), value: formatDateTime(shift.deadline) },
  ];
  return (
    <Container
      header={
        <Header variant="h2" actions={<ShiftActions shift={shift} viewer={viewer} />}>
          {t('detail.cardTitle')}
        </Header>
      }
    >
      <KeyValuePairs columns={2} items={items} />
    </Container>
  );
}
