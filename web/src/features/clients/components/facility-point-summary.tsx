import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

import type { Client } from '@careshift/contract';

import { RouterLink } from '../../../components/router-link';

/**
 * The facility point's state beside the address (issue 34): confirmed, only placed, or none, with the
 * way to the Attendance tab where it is placed and confirmed.
 */
export function FacilityPointSummary({ client, href }: { client: Client; href: string }) {
  const { t } = useTranslation('clients');
  const point = client.attendance?.facilityPoint;
  const state = !point ? 'none' : point.confirmed ? 'confirmed' : 'unconfirmed';
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <StatusIndicator type={state === 'confirmed' ? 'success' : 'warning'}>
        {t(`attendance.pointStatus.${state}`)}
      </StatusIndicator>
      <RouterLink href={href}>{t('attendance.pointOpen')}</RouterLink>
    </SpaceBetween>
  );
}
