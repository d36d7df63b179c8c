import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useClientRecord } from '../../hooks/use-client-record';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePartnerProfile } from '../../hooks/use-partner-profile';
import { useViewer } from '../../hooks/use-viewer';

import { ShiftsTable } from './components/shifts-table';
import type { ShiftListScope } from './shift-filters';

/** The shift table fixed to one client or one partner, titled with its name once known. */
function ScopedShiftsPage({
  scope,
  name,
  variant = 'full-page',
}: {
  scope: Exclude<ShiftListScope, { kind: 'all' }>;
  name?: string;
  /** 'container': a tab of a detail page (the page's own header names the client). */
  variant?: 'full-page' | 'container';
}) {
  const { t } = useTranslation('shifts');
  const viewer = useViewer();
  const title = name ? t('scoped.named', { name }) : t(`scoped.${scope.kind}`);
  useDocumentTitle(title);
  return (
    <ShiftsTable
      key={scope.kind === 'client' ? scope.clientId : scope.partnerId}
      viewer={viewer}
      scope={scope}
      variant={variant}
      header={(refresh) => (
        <Header variant={variant === 'container' ? 'h2' : 'awsui-h1-sticky'} actions={refresh}>
          {title}
        </Header>
      )}
    />
  );
}

/**
 * clientRequests (`/clients/{id}/requests`, spec section 2): the shift table fixed to the route's
 * client, shown as the Requests tab of the client detail (the router nests it there).
 */
export function ClientShiftsTab() {
  const { clientId = '' } = useParams();
  const client = useClientRecord(clientId);
  return (
    <ScopedShiftsPage scope={{ kind: 'client', clientId }} name={client.data?.name} variant="container" />
  );
}

/** employeeRequests (`/employees/{id}/requests`): the shift table fixed to the route's partner. */
export function PartnerShiftsPage() {
  const { partnerId = '' } = useParams();
  const partner = usePartnerProfile(partnerId);
  const name = partner.data ? `${partner.data.firstName} ${partner.data.lastName}` : undefined;
  return <ScopedShiftsPage scope={{ kind: 'partner', partnerId }} name={name} />;
}
