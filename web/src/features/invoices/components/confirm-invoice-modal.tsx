import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '@careshift/contract/operations/invoices';

import { ActionModal } from '../../../components/action-modal';
import { SubmitFailure } from '../../../components/submit-failure';
import type { SubmitState } from '../../../hooks/use-submit-state';

export type ConfirmedInvoiceAction = 'cancel' | 'markPending' | 'refund';

interface ConfirmInvoiceModalProps {
  request: { invoice: Invoice; action: ConfirmedInvoiceAction } | undefined;
  state: SubmitState;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The spec's "Are you sure?" before cancelling an invoice or marking it pending (and before a refund). */
export function ConfirmInvoiceModal({ request, state, onConfirm, onDismiss }: ConfirmInvoiceModalProps) {
  const { t } = useTranslation('invoices');
  const action = request?.action ?? 'cancel';
  return (
    <ActionModal
      visible={request !== undefined}
      header={t('confirm.title')}
      onDismiss={onDismiss}
      state={state}
      back={t('confirm.back')}
      confirm={t(`confirm.${action}.confirm`)}
      onConfirm={onConfirm}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t(`confirm.${action}.body`, { ref: request?.invoice.invoiceRef ?? '' })}</Box>
        <SubmitFailure state={state} />
      </SpaceBetween>
    </ActionModal>
  );
}
