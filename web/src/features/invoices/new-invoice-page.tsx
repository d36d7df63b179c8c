import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { InvoiceablePenalty, InvoiceableShift } from '@careshift/contract/operations/invoices';
import { DEFAULT_VAT_SETTING, vatAmounts, vatTreatmentOf } from '@careshift/domain/invoices/invoice-vat';

import { PATHS } from '../../app/paths';
import { useNotify } from '../../app/shell/notifications';
import { formatMoney } from '../../app/shift-format';
import { SubmitFailure } from '../../components/submit-failure';
import { TableMessage } from '../../components/table-message';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { ChosenPartner } from '../../hooks/use-partner-search';
import { useSubmitState } from '../../hooks/use-submit-state';
import { useVatSetting } from '../../hooks/use-vat-setting';
import { currentLanguage } from '../../i18n';
import { useValidationMessage } from '../../i18n/validation';

import { InvoicePartnerField } from './components/invoice-partner-field';
import { InvoiceablePenaltiesTable, InvoiceableShiftsTable } from './components/invoiceable-tables';
import { isStaleSelection } from './invoice-errors';
import { draftToBody, draftTotal, errorsAfterChange } from './new-invoice-draft';
import { useCreateInvoice, useInvoiceable } from './use-invoices';

/** The total before saving: the lines' sum with VAT under the setting in force (issue 29), and what is chosen. */
function InvoiceTotalCard({
  shifts,
  penalties,
}: {
  shifts: InvoiceableShift[];
  penalties: InvoiceablePenalty[];
}) {
  const { t } = useTranslation(['invoices', 'common']);
  const language = currentLanguage();
  const total = draftTotal({ shifts, penalties });
  // The invoice adds VAT to the lines under the setting in force; the lines' sum is what is sent.
  const vatSetting = useVatSetting().data?.vat ?? DEFAULT_VAT_SETTING;
  const treatment = vatTreatmentOf(vatSetting);
  const amounts = vatAmounts(total, treatment);
  return (
    <Container header={<Header variant="h2">{t('newInvoice.total')}</Header>}>
      <SpaceBetween size="xs">
        <Box variant="awsui-value-large" data-testid="invoice-total">
          {formatMoney(amounts.gross, language)}
        </Box>
        <Box color="text-body-secondary">
          {'ratePercent' in treatment
            ? t('newInvoice.vatAtRate', {
                net: formatMoney(amounts.net, language),
                rate: treatment.ratePercent,
                vat: formatMoney(amounts.vat, language),
              })
            : t('newInvoice.vatExempt', { net: formatMoney(amounts.net, language) })}
        </Box>
        <Box color="text-body-secondary">
          {t('newInvoice.selected', { shifts: shifts.length, penalties: penalties.length })}
        </Box>
        <Box variant="small" color="text-body-secondary">
          {t('newInvoice.totalHint')}
        </Box>
      </SpaceBetween>
    </Container>
  );
}

interface InvoiceableSectionProps {
  partner: ChosenPartner | null;
  invoiceable: ReturnType<typeof useInvoiceable>;
  shifts: InvoiceableShift[];
  penalties: InvoiceablePenalty[];
  onShiftsChange: (shifts: InvoiceableShift[]) => void;
  onPenaltiesChange: (penalties: InvoiceablePenalty[]) => void;
  requestsError: string | undefined;
}

/** The chosen partner's shifts and penalties without an invoice (or why there are none to show). */
function InvoiceableSection(props: InvoiceableSectionProps) {
  const { partner, invoiceable, shifts, penalties, onShiftsChange, onPenaltiesChange, requestsError } = props;
  const { t } = useTranslation(['invoices', 'common']);
  if (!partner) return <TableMessage text={t('newInvoice.choosePartner')} />;
  if (invoiceable.isError) {
    return (
      <Alert
        type="error"
        action={<Button onClick={() => void invoiceable.refetch()}>{t('common:actions.retry')}</Button>}
      >
        {t('newInvoice.failed')}
      </Alert>
    );
  }
  return (
    <SpaceBetween size="l">
      <InvoiceableShiftsTable
        items={invoiceable.data?.shifts ?? []}
        selected={shifts}
        onChange={onShiftsChange}
        loading={invoiceable.isPending}
      />
      {requestsError && <Alert type="error">{requestsError}</Alert>}
      <InvoiceablePenaltiesTable
        items={invoiceable.data?.penalties ?? []}
        selected={penalties}
        onChange={onPenaltiesChange}
        loading={invoiceable.isPending}
      />
    </SpaceBetween>
  );
}

/**
 * `/invoices/new` (administrators; spec sections 4 and 5): choose a partner — changing it clears the
 * chosen lines — then their worked shifts and penalties without an invoice; the total, computed by the
 * server's rule, is shown before saving and sent with the invoice so nobody bills what they did not see.
 */
export function NewInvoicePage() {
  const { t } = useTranslation(['invoices', 'common']);
  const navigate = useNavigate();
  const notify = useNotify();
  const fieldMessage = useValidationMessage();
  const [partner, setPartner] = useState<ChosenPartner | null>(null);
  const [shifts, setShifts] = useState<InvoiceableShift[]>([]);
  const [penalties, setPenalties] = useState<InvoiceablePenalty[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const invoiceable = useInvoiceable(partner?.id);
  const create = useCreateInvoice();
  const submit = useSubmitState();
  useDocumentTitle(t('newInvoice.title'));

  const choosePartner = (next: ChosenPartner | null) => {
    if (next?.id === partner?.id) return;
    setPartner(next);
    setShifts([]);
    setPenalties([]);
    setErrors({});
    setStale(false);
    submit.reset();
  };

  const save = async () => {
    setStale(false);
    const draft = draftToBody({ partnerId: partner?.id ?? '', shifts, penalties });
    if (!draft.ok) return setErrors(draft.errors);
    setErrors({});
    const outcome = await submit.run(() => create.mutateAsync(draft.body));
    if (outcome.ok) {
      notify({
        type: 'success',
        content: t('newInvoice.created', { ref: outcome.value.invoiceRef, name: partner?.name ?? '' }),
      });
      return void navigate(PATHS.invoices);
    }
    if (isStaleSelection(outcome.error)) {
      // What was chosen changed meanwhile: read the candidates again and let the administrator choose anew.
      submit.reset();
      setStale(true);
      setShifts([]);
      setPenalties([]);
      void invoiceable.refetch();
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Form
        header={
          <Header variant="h1" description={t('newInvoice.description')}>
            {t('newInvoice.title')}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={() => void navigate(PATHS.invoices)}>
              {t('newInvoice.cancel')}
            </Button>
            <Button variant="primary" formAction="submit" loading={submit.processing}>
              {t('newInvoice.submit')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Container>
            <InvoicePartnerField
              value={partner}
              onChange={choosePartner}
              errorText={fieldMessage(errors.partnerId)}
            />
          </Container>
          {stale && <Alert type="warning">{t('newInvoice.changed')}</Alert>}
          <InvoiceableSection
            partner={partner}
            invoiceable={invoiceable}
            shifts={shifts}
            penalties={penalties}
            onShiftsChange={(next) => {
              setShifts(next);
              setErrors((shown) =>
                errorsAfterChange(shown, { partnerId: partner?.id ?? '', shifts: next, penalties }),
              );
            }}
            onPenaltiesChange={setPenalties}
            requestsError={fieldMessage(errors.requests)}
          />
          <InvoiceTotalCard shifts={shifts} penalties={penalties} />
          <SubmitFailure state={submit.state} />
        </SpaceBetween>
      </Form>
    </form>
  );
}
