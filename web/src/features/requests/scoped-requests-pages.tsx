import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ShiftsTable } from './components/shifts-table';
import { useDocumentTitle } from './use-document-title';
import { useClientRecord, usePartnerProfile } from './use-shift-options';
import { useShiftViewer } from './use-viewer';

/**
 * clientRequests (/clients/{id}/requests) and employeeRequests (/employees/{id}/requests): the shift
 * table fixed to the route's client or partner (spec section 2). The client and partner detail
 * pages can embed `ShiftsTable` with the same scope as a tab.
 */
export function ClientRequestsPage() {
  const { t } = useTranslation('requests');
  const { clientId = '' } = useParams();
  const viewer = useShiftViewer();
  const client = useClientRecord(clientId);
  const title = client.data
    ? t('clientRequestsTitleNamed', { name: client.data.name })
    : t('clientRequestsTitle');
  useDocumentTitle(title);
  return (
    <ShiftsTable
      key={clientId}
      viewer={viewer}
      scope={{ kind: 'client', clientId }}
      header={(refresh) => (
        <Header
          variant="awsui-h1-sticky"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {refresh}
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      )}
    />
  );
}

export function EmployeeRequestsPage() {
  const { t } = useTranslation('requests');
  const { employeeId = '' } = useParams();
  const viewer = useShiftViewer();
  const partner = usePartnerProfile(employeeId);
  const title = partner.data
    ? t('partnerRequestsTitleNamed', { name: `${partner.data.firstName} ${partner.data.lastName}` })
    : t('partnerRequestsTitle');
  useDocumentTitle(title);
  return (
    <ShiftsTable
      key={employeeId}
      viewer={viewer}
      scope={{ kind: 'partner', partnerId: employeeId }}
      header={(refresh) => (
        <Header
          variant="awsui-h1-sticky"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {refresh}
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      )}
    />
  );
}
