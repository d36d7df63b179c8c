import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { EarlyAccessCard } from '../../components/partner-marks/early-access-card';
import { PartnerMarksTables } from '../../components/partner-marks/partner-marks-tables';
import { AutoBoostCard } from '../../components/rate-boost/auto-boost-card';
import { useClientRecord } from '../../hooks/use-client-record';
import { useDocumentTitle } from '../../hooks/use-document-title';

import { useClientScope } from './client-scope';

/**
 * `/clients/{id}/favourites` (administrators) and `/account/favourites` (the organisation's users):
 * the organisation's favourites and "Do not send again" list, each with Remove, and favourites' early
 * access (issue 35). Partners are added from a finished shift's partner card.
 */
export function ClientPartnerMarksPage() {
  const { t } = useTranslation('clients');
  const scope = useClientScope();
  const client = useClientRecord(scope.clientId);
  const title = t('detail.tabs.favourites');
  useDocumentTitle(client.data ? `${title} – ${client.data.name}` : title);
  return (
    <SpaceBetween size="l">
      <PartnerMarksTables clientId={scope.clientId} />
      <EarlyAccessCard clientId={scope.clientId} />
      <AutoBoostCard clientId={scope.clientId} />
    </SpaceBetween>
  );
}
