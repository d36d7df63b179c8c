import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { invoiceSendFormSchema } from '@careshift/contract';
import type { InvoiceSendForm } from '@careshift/contract';
import type { Invoice } from '@careshift/contract/operations/invoices';

import { ActionModal } from '../../../components/action-modal';
import { InputField } from '../../../components/controlled-field';
import { SubmitFailure } from '../../../components/submit-failure';
import { useModalForm } from '../../../hooks/use-modal-form';
import type { SubmitState } from '../../../hooks/use-submit-state';

const EMPTY: InvoiceSendForm = { email: '' };

interface SendInvoiceModalProps {
  invoice: Invoice | undefined;
  /** A partner's own address, shown read-only (the API sends there whatever is typed); administrators type one. */
  ownEmail?: string;
  state: SubmitState;
  /** The address an administrator chose; none for a partner. */
  onSubmit: (email: string | undefined) => void;
  onDismiss: () => void;
}

/**
 * Send invoice (spec sections 5 and 6): an administrator sends it to any valid e-mail (required, the
 * contract's schema), a partner to their own address; the PDF goes attached.
 */
export function SendInvoiceModal({ invoice, ownEmail, state, onSubmit, onDismiss }: SendInvoiceModalProps) {
  const { t } = useTranslation('invoices');
  const partner = ownEmail !== undefined;
  const { control, handleSubmit } = useModalForm(invoiceSendFormSchema, EMPTY, invoice !== undefined);

  const submit = partner ? () => onSubmit(undefined) : handleSubmit((values) => onSubmit(values.email));
  return (
    <ActionModal
      visible={invoice !== undefined}
      header={invoice ? t('send.title', { ref: invoice.invoiceRef }) : ''}
      onDismiss={onDismiss}
      state={state}
      back={t('send.back')}
      confirm={t('send.confirm')}
      onConfirm={() => void submit()}
      form
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('send.body')}</Box>
        {partner ? (
          <FormField label={t('send.email')} constraintText={t('send.ownEmail')}>
            <Input value={ownEmail} readOnly ariaLabel={t('send.email')} onChange={() => undefined} />
          </FormField>
        ) : (
          <InputField
            control={control}
            name="email"
            label={t('send.email')}
            type="email"
            inputMode="email"
            placeholder={t('send.emailPlaceholder')}
          />
        )}
        <SubmitFailure state={state} />
      </SpaceBetween>
    </ActionModal>
  );
}
