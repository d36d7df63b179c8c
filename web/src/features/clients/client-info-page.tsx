import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

import { mapsUrlOf } from '@careshift/contract';
import type { Client } from '@careshift/contract';

import { formatDateTime } from '../../app/shift-format';
import { ActivityPanel } from '../../components/activity/activity-panel';
import { DetailsCard } from '../../components/details-card';
import { FillRateCard } from '../../components/fill-rate/fill-rate-card';
import { positionLabel } from '../../components/position-name';
import { RouterLink } from '../../components/router-link';
import { useCityLabel } from '../../hooks/use-city-label';
import { useClientRecord } from '../../hooks/use-client-record';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePositions } from '../../hooks/use-positions';

import { useClientScope } from './client-scope';
import { AuthenticatorAppCard } from './components/authenticator-app-card';
import { FacilityPointSummary } from './components/facility-point-summary';
import { useClientShiftCounts } from './use-clients';

function InfoCard({ client }: { client: Client }) {
  const { t, i18n } = useTranslation('clients');
  const positions = usePositions();
  const nameOf = (id: string) => {
    const position = positions.data?.find((item) => item.id === id);
    return position ? positionLabel(position, i18n.language) : id;
  };
  return (
    <DetailsCard
      title={t('info.title')}
      items={[
        { label: t('info.legalName'), value: client.legalName || '-' },
        { label: t('info.createdAt'), value: formatDateTime(client.createdAt) },
        {
          label: t('info.contactPhone'),
          value: client.phoneNumber ? (
            <Link href={`tel:${client.phoneNumber}`}>{client.phoneNumber}</Link>
          ) : (
            '-'
          ),
        },
        { label: t('info.description'), value: client.description || '-' },
        {
          label: t('info.positions'),
          value: (
            <SpaceBetween direction="horizontal" size="xxs">
              {client.positionIds.map((id) => (
                <Badge key={id} color="blue">
                  {nameOf(id)}
                </Badge>
              ))}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}

/** The address, and for the organisation and administrators its facility point's state (issue 34). */
function AddressCard({ client, pointHref }: { client: Client; pointHref?: string }) {
  const { t } = useTranslation(['clients', 'ui']);
  const cityLabel = useCityLabel();
  const { address } = client;
  return (
    <DetailsCard
      title={t('info.address')}
      items={[
        { label: t('info.street'), value: [address.street, address.street2].filter(Boolean).join(', ') },
        {
          label: t('info.city'),
          value: `${address.postalCode} ${cityLabel(address.city)}`,
        },
        { label: t('info.country'), value: t('form.cyprus') },
        {
          label: t('info.map'),
          value: (
            <Link
              href={mapsUrlOf(address)}
              external
              externalIconAriaLabel={t('ui:opensNewTab')}
              target="_blank"
            >
              {t('info.openMap')}
            </Link>
          ),
        },
        ...(pointHref
          ? [
              {
                label: t('attendance.pointTitle'),
                value: <FacilityPointSummary client={client} href={pointHref} />,
              },
            ]
          : []),
      ]}
    />
  );
}

/** The request analytics card (administrators): real open and closed counts, and View All. */
function AnalyticsCard({ clientId, requestsPath }: { clientId: string; requestsPath: string }) {
  const { t } = useTranslation('clients');
  const counts = useClientShiftCounts(clientId, true);
  const count = (value: number | undefined, hint: string) => (
    <>
      {counts.isPending ? (
        <Spinner />
      ) : (
        <Box variant="awsui-value-large" display="block">
          {counts.isError ? '-' : value}
        </Box>
      )}
      <Box variant="small" display="block">
        {hint}
      </Box>
    </>
  );
  return (
    <DetailsCard
      title={t('info.analytics')}
      actions={<RouterLink href={requestsPath}>{t('info.viewAll')}</RouterLink>}
      items={[
        { label: t('info.open'), value: count(counts.data?.open, t('info.openHint')) },
        { label: t('info.closed'), value: count(counts.data?.closed, t('info.closedHint')) },
      ]}
    >
      {counts.isError && <Box color="text-status-error">{t('info.countsFailed')}</Box>}
    </DetailsCard>
  );
}

/**
 * `/clients/{id}/info` and `/account/info`: the info card, the address card with a maps link, and for
 * administrators the request analytics. A partner sees the first two of an organisation it works for.
 */
export function ClientInfoPage() {
  const { t } = useTranslation('clients');
  const scope = useClientScope();
  const client = useClientRecord(scope.clientId);
  // The tab's own title: the organisation's name ("My organisation" on the account until it is read).
  useDocumentTitle(
    client.data?.name ?? (scope.kind === 'account' ? t('detail.accountTitle') : t('info.title')),
  );
  if (!client.data) return null;
  return (
    <SpaceBetween size="l">
      <ColumnLayout columns={2}>
        <InfoCard client={client.data} />
        <AddressCard
          client={client.data}
          pointHref={scope.kind === 'partner' ? undefined : scope.paths.attendance}
        />
      </ColumnLayout>
      {scope.kind === 'administrator' && (
        <AnalyticsCard clientId={scope.clientId} requestsPath={scope.paths.requests} />
      )}
      {/* Fill-rate reporting (issue 35 item 5): the organisation's own users and administrators. */}
      {scope.kind !== 'partner' && <FillRateCard clientId={scope.clientId} />}
      {scope.kind === 'administrator' && <ActivityPanel subjectType="client" subjectId={scope.clientId} />}
      {scope.kind === 'account' && <AuthenticatorAppCard />}
    </SpaceBetween>
  );
}
