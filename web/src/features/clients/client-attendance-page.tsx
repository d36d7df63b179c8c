import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { useClientRecord } from '../../hooks/use-client-record';
import { useDocumentTitle } from '../../hooks/use-document-title';

import { useClientScope } from './client-scope';
import { AttendanceSettingsForm } from './components/attendance-settings-form';
import { FacilityPointCard } from './components/facility-point-card';

/**
 * `/clients/{id}/attendance` (administrators) and `/account/attendance` (the organisation's users):
 * the clock-in radius and rounding rule, and the facility point, which its users place and only an
 * administrator confirms (issue 34).
 */
export function ClientAttendancePage() {
  const { t } = useTranslation('clients');
  const scope = useClientScope();
  const client = useClientRecord(scope.clientId);
  useDocumentTitle(client.data ? `${t('attendance.title')} – ${client.data.name}` : t('attendance.title'));
  if (!client.data) return null;
  return (
    <SpaceBetween size="l">
      <AttendanceSettingsForm
        key={`${client.data.attendance?.radiusMetres}:${client.data.attendance?.roundingRule}`}
        client={client.data}
      />
      <FacilityPointCard
        key={`${client.data.attendance?.facilityPoint?.latitude}:${client.data.attendance?.facilityPoint?.longitude}`}
        client={client.data}
        canConfirm={scope.kind === 'administrator'}
      />
    </SpaceBetween>
  );
}
