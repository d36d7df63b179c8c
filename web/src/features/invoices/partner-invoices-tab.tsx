import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePartnerProfile } from '../../hooks/use-partner-profile';
import { useViewer } from '../../hooks/use-viewer';

import { InvoicesTable } from './components/invoices-table';

/**
 * `/employees/{id}/invoices` (administrators): the partner page's invoices tab, the invoice table fixed to
 * the route's partner, with the same actions as /invoices.
 */
export function PartnerInvoicesTab() {
  const { t } = useTranslation('invoices');
  const { partnerId = '' } = useParams();
  const viewer = useViewer();
  const partner = usePartnerProfile(partnerId);
  const name = partner.data ? `${partner.data.firstName} ${partner.data.lastName}` : undefined;
  const title = name ? t('tabTitleNamed', { name }) : t('tabTitle');
  useDocumentTitle(title);
  return (
    <InvoicesTable
      key={partnerId}
      viewer={viewer}
      partnerId={partnerId}
      variant="container"
      header={(refresh) => (
        <Header variant="h2" actions={refresh}>
          {t('tabTitle')}
        </Header>
      )}
    />
  );
}
