import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';

import { invoiceMarkPaidFormSchema, PAYMENT_METHODS, PAYMENT_PROVIDERS } from '@careshift/contract';
import type { InvoiceMarkPaidForm } from '@careshift/contract';
import type { Invoice } from '@careshift/contract/operations/invoices';

import { formatMoney } from '../../../app/shift-format';
import { ActionModal } from '../../../components/action-modal';
import { InputField, SelectField } from '../../../components/controlled-field';
import { SubmitFailure } from '../../../components/submit-failure';
import { useModalForm } from '../../../hooks/use-modal-form';
import type { SubmitState } from '../../../hooks/use-submit-state';
import { currentLanguage } from '../../../i18n';

type MarkPaidValues = z.output<typeof invoiceMarkPaidFormSchema>;

const EMPTY: InvoiceMarkPaidForm = { paymentMethod: '', paymentProvider: '', transactionId: '' };

interface MarkPaidModalProps {
  invoice: Invoice | undefined;
  state: SubmitState;
  onSubmit: (values: MarkPaidValues) => void;
  onDismiss: () => void;
}

/**
 * Mark Paid (spec sections 4 and 5): the payment method is required; the provider and the transaction id
 * are optional notes. The form validates with the contract's schema, as the API does.
 */
export function MarkPaidModal({ invoice, state, onSubmit, onDismiss }: MarkPaidModalProps) {
  const { t } = useTranslation('invoices');
  const { control, handleSubmit } = useModalForm(invoiceMarkPaidFormSchema, EMPTY, invoice !== undefined);

  const submit = handleSubmit(onSubmit);
  return (
    <ActionModal
      visible={invoice !== undefined}
      header={invoice ? t('markPaid.title', { ref: invoice.invoiceRef }) : ''}
      onDismiss={onDismiss}
      state={state}
      back={t('markPaid.back')}
      confirm={t('actions.markPaid')}
      onConfirm={() => void submit()}
      form
    >
      <SpaceBetween size="m">
        {invoice && (
          <Box variant="p">
            {t('markPaid.total', { amount: formatMoney(invoice.total ?? 0, currentLanguage()) })}
          </Box>
        )}
        <SelectField
          control={control}
          name="paymentMethod"
          label={t('markPaid.method')}
          placeholder={t('markPaid.methodPlaceholder')}
          options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
        />
        <SelectField
          control={control}
          name="paymentProvider"
          label={t('markPaid.provider')}
          placeholder={t('markPaid.providerPlaceholder')}
          options={[
            { value: '', label: t('markPaid.providerPlaceholder') },
            ...PAYMENT_PROVIDERS.map((provider) => ({
              value: provider,
              label: t(`providers.${provider}`),
            })),
          ]}
        />
        <InputField
          control={control}
          name="transactionId"
          label={t('markPaid.transactionId')}
          constraintText={t('markPaid.transactionIdHint')}
        />
        <SubmitFailure state={state} />
      </SpaceBetween>
    </ActionModal>
  );
}
