import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { callOperation } from '../../api/client';
import { PATHS } from '../../app/paths';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useViewer } from '../../hooks/use-viewer';

import { InvoicesTable } from './components/invoices-table';
import { PaymentReturnAlert } from './components/payment-return-alert';
import { PendingPenalties } from './components/pending-penalties';
import { invoiceListQuery } from './invoice-filters';
import { usePaymentReturn } from './use-payment-return';

const DESCRIPTIONS = {
  administrator: 'description',
  partner: 'partnerDescription',
  client: 'clientDescription',
} as const;

/**
 * `/invoices` (spec section 2): administrators every invoice (with the partner column, New invoice and
 * Export CSV), a partner their own (Pay Invoice by card) with its penalties not yet invoiced above them,
 * an organisation those covering its shifts (no amounts). Back from checkout, the payment's state.
 */
export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const viewer = useViewer();
  const admin = viewer.kind === 'administrator';
  useDocumentTitle(t('title'));
  const payment = usePaymentReturn();

  const table = (
    <InvoicesTable
      viewer={viewer}
      header={(refresh, filters) => (
        <Header
          variant="awsui-h1-sticky"
          description={t(DESCRIPTIONS[viewer.kind])}
          actions={
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              {refresh}
              {admin && (
                <ExportCsvButton
                  run={() => {
                    const { cursor: _cursor, ...query } = invoiceListQuery(filters);
                    return callOperation('invoices-export', { query });
                  }}
                />
              )}
              {admin && (
                <Button variant="primary" onClick={() => void navigate(PATHS.newInvoice)}>
                  {t('newInvoice.title')}
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {t('title')}
        </Header>
      )}
    />
  );
  if (!payment.state && viewer.kind !== 'partner') return table;
  return (
    <SpaceBetween size="l">
      <PaymentReturnAlert state={payment.state} onDismiss={payment.dismiss} />
      {viewer.kind === 'partner' && <PendingPenalties />}
      {table}
    </SpaceBetween>
  );
}
