import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

import { vatSettingFormSchema } from '@careshift/contract';
import type { VatSettingForm as VatSettingBody, VatSettingReply } from '@careshift/contract';

import { fieldNameOf, isApiError } from '../../api/api-error';
import { InputField, TextareaField } from '../../components/controlled-field';
import { ResetSaveActions } from '../../components/form-actions';
import { SubmitForm } from '../../components/submit-form';
import { failureOf, useSubmitState } from '../../hooks/use-submit-state';
import { useSaveVatSetting } from '../../hooks/use-vat-setting';

type Vat = VatSettingReply['vat'];
const FIELDS = ['ratePercent', 'exemptionEn', 'exemptionEl'] as const;
const isVatField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/**
 * The form holds both modes' fields; what it sends is the chosen mode's, checked by the contract's
 * schema (whose messages keep their field paths).
 */
const vatFormSchema = z.pipe(
  z.pipe(
    z.object({
      mode: z.enum(['RATE', 'EXEMPT']),
      ratePercent: z.string(),
      exemptionEn: z.string(),
      exemptionEl: z.string(),
    }),
    z.transform((values): VatSettingBody =>
      values.mode === 'RATE'
        ? { mode: values.mode, ratePercent: values.ratePercent }
        : { mode: values.mode, exemptionEn: values.exemptionEn, exemptionEl: values.exemptionEl },
    ),
  ),
  vatSettingFormSchema,
);
type VatValues = z.input<typeof vatFormSchema>;

function valuesOf(vat: Vat): VatValues {
  return vat.mode === 'RATE'
    ? { mode: 'RATE', ratePercent: String(vat.ratePercent), exemptionEn: '', exemptionEl: '' }
    : { mode: 'EXEMPT', ratePercent: '', exemptionEn: vat.exemptionEn, exemptionEl: vat.exemptionEl };
}

/**
 * The VAT invoices are issued under (issue 29 item 5): a rate in percent, or an exemption whose wording,
 * in English and Greek, every invoice prints. Invoices already issued keep theirs.
 */
export function VatSettingForm({ reply, onSaved }: { reply: VatSettingReply; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const submit = useSubmitState();
  const save = useSaveVatSetting();
  const { control, handleSubmit, reset, setError, setValue, watch } = useForm({
    resolver: zodResolver(vatFormSchema),
    defaultValues: valuesOf(reply.vat),
  });
  const mode = watch('mode');

  const onSubmit = handleSubmit(async (body) => {
    const outcome = await submit.run(() => save.mutateAsync(body));
    if (outcome.ok) {
      reset(valuesOf(outcome.value.vat));
      onSaved();
    } else if (isApiError(outcome.error)) {
      for (const [key, message] of Object.entries(outcome.error.fieldErrors)) {
        const name = fieldNameOf(key);
        if (isVatField(name)) setError(name, { type: 'server', message });
      }
    }
  });

  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={failureOf(submit.state)}
      actions={
        <ResetSaveActions
          state={submit.state}
          onReset={() => reset(valuesOf(reply.vat))}
          reset={t('reset')}
          save={t('vat.save')}
        />
      }
    >
      <Container
        header={
          <Header variant="h2" description={t('vat.description')}>
            {t('vat.title')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {!reply.saved && <Alert type="info">{t('vat.defaultNote')}</Alert>}
          <FormField label={t('vat.mode')}>
            <RadioGroup
              value={mode}
              onChange={({ detail }) => setValue('mode', detail.value === 'EXEMPT' ? 'EXEMPT' : 'RATE')}
              items={[
                { value: 'RATE', label: t('vat.modes.RATE'), disabled: submit.processing },
                { value: 'EXEMPT', label: t('vat.modes.EXEMPT'), disabled: submit.processing },
              ]}
            />
          </FormField>
          {mode === 'RATE' ? (
            <InputField
              control={control}
              name="ratePercent"
              label={t('vat.ratePercent')}
              constraintText={t('vat.rateHint')}
              inputMode="decimal"
              disabled={submit.processing}
            />
          ) : (
            <>
              <TextareaField
                control={control}
                name="exemptionEn"
                label={t('vat.exemptionEn')}
                rows={2}
                disabled={submit.processing}
              />
              <TextareaField
                control={control}
                name="exemptionEl"
                label={t('vat.exemptionEl')}
                rows={2}
                disabled={submit.processing}
              />
            </>
          )}
          <Box variant="small" color="text-body-secondary">
            {t('vat.issuedNote')}
          </Box>
        </SpaceBetween>
      </Container>
    </SubmitForm>
  );
}
