import Alert from '@cloudscape-design/components/alert';
import type { AlertProps } from '@cloudscape-design/components/alert';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';

import type { PaymentReturnState } from '../payment-return';

const TYPES: Record<PaymentReturnState['kind'], AlertProps.Type> = {
  confirming: 'info',
  paid: 'success',
  notConfirmed: 'warning',
  cancelled: 'info',
};

/** What the page says after checkout (usePaymentReturn): "payment received" only once the invoice is PAID. */
export function PaymentReturnAlert({
  state,
  onDismiss,
}: {
  state: PaymentReturnState | undefined;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['invoices', 'common']);
  if (!state) return null;
  const content = {
    confirming: (
      <>
        <Spinner /> {t('payment.confirming')}
      </>
    ),
    paid: state.kind === 'paid' ? t('payment.confirmed', { ref: state.ref }) : '',
    notConfirmed: t('payment.waiting'),
    cancelled: t('payment.cancelled'),
  }[state.kind];
  return (
    <div role="status" data-testid="payment-return">
      <Alert
        type={TYPES[state.kind]}
        header={state.kind === 'paid' ? t('payment.success') : undefined}
        dismissible={state.kind !== 'confirming'}
        dismissAriaLabel={t('common:actions.dismiss')}
        onDismiss={onDismiss}
      >
        {content}
      </Alert>
    </div>
  );
}
