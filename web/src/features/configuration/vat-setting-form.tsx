import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

import { vatSettingFormSchema } from '@careshift/contract';
import type { VatSettingReply } from '@careshift/contract';

import { fieldNameOf, isApiError } from '../../api/api-error';
import { SubmitForm } from '../../components/submit-form';
import { SubmitStatus } from '../../components/submit-status';
import { useSubmitState } from '../../hooks/use-submit-state';
import { useSaveVatSetting } from '../../hooks/use-vat-setting';
import { useValidationMessage } from '../../i18n/validation';

type Vat = VatSettingReply['vat'];
interface VatValues {
  mode: Vat['mode'];
  ratePercent: string;
  exemptionEn: string;
  exemptionEl: string;
}
type VatField = 'ratePercent' | 'exemptionEn' | 'exemptionEl';
const FIELDS: readonly string[] = ['ratePercent', 'exemptionEn', 'exemptionEl'];

function valuesOf(vat: Vat): VatValues {
  return vat.mode === 'RATE'
    ? { mode: 'RATE', ratePercent: String(vat.ratePercent), exemptionEn: '', exemptionEl: '' }
    : { mode: 'EXEMPT', ratePercent: '', exemptionEn: vat.exemptionEn, exemptionEl: vat.exemptionEl };
}

/** The form's body for its mode (the other mode's fields are left out). */
function bodyOf(values: VatValues) {
  return values.mode === 'RATE'
    ? { mode: values.mode, ratePercent: values.ratePercent }
    : { mode: values.mode, exemptionEn: values.exemptionEn, exemptionEl: values.exemptionEl };
}

/**
 * The VAT invoices are issued under (issue 29 item 5): a rate in percent, or an exemption whose wording,
 * in English and Greek, every invoice prints. Invoices already issued keep theirs.
 */
export function VatSettingForm({ reply, onSaved }: { reply: VatSettingReply; onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const message = useValidationMessage();
  const [values, setValues] = useState<VatValues>(() => valuesOf(reply.vat));
  const [errors, setErrors] = useState<Partial<Record<VatField, string>>>({});
  const submit = useSubmitState();
  const save = useSaveVatSetting();
  const set = (changes: Partial<VatValues>) => setValues((current) => ({ ...current, ...changes }));

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const parsed = z.safeParse(vatSettingFormSchema, bodyOf(values));
    if (!parsed.success) {
      const found: Partial<Record<VatField, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (FIELDS.includes(name)) found[name as VatField] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const outcome = await submit.run(() => save.mutateAsync(parsed.data));
    if (outcome.ok) {
      setValues(valuesOf(outcome.value.vat));
      onSaved();
    } else if (isApiError(outcome.error)) {
      const found: Partial<Record<VatField, string>> = {};
      for (const [key, text] of Object.entries(outcome.error.fieldErrors)) {
        const name = fieldNameOf(key);
        if (FIELDS.includes(name)) found[name as VatField] = text;
      }
      setErrors(found);
    }
  };

  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={submit.state.status === 'failed' ? submit.state.message : undefined}
      actions={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <SubmitStatus state={submit.state} />
          <Button
            formAction="none"
            disabled={submit.processing}
            onClick={() => {
              setValues(valuesOf(reply.vat));
              setErrors({});
            }}
          >
            {t('reset')}
          </Button>
          <Button variant="primary" formAction="submit" loading={submit.processing}>
            {t('vat.save')}
          </Button>
        </SpaceBetween>
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
              value={values.mode}
              onChange={({ detail }) => set({ mode: detail.value === 'EXEMPT' ? 'EXEMPT' : 'RATE' })}
              items={[
                { value: 'RATE', label: t('vat.modes.RATE'), disabled: submit.processing },
                { value: 'EXEMPT', label: t('vat.modes.EXEMPT'), disabled: submit.processing },
              ]}
            />
          </FormField>
          {values.mode === 'RATE' ? (
            <FormField
              label={t('vat.ratePercent')}
              constraintText={t('vat.rateHint')}
              errorText={message(errors.ratePercent)}
            >
              <Input
                value={values.ratePercent}
                inputMode="decimal"
                disabled={submit.processing}
                onChange={({ detail }) => set({ ratePercent: detail.value })}
              />
            </FormField>
          ) : (
            <>
              <FormField label={t('vat.exemptionEn')} errorText={message(errors.exemptionEn)}>
                <Textarea
                  value={values.exemptionEn}
                  rows={2}
                  disabled={submit.processing}
                  onChange={({ detail }) => set({ exemptionEn: detail.value })}
                />
              </FormField>
              <FormField label={t('vat.exemptionEl')} errorText={message(errors.exemptionEl)}>
                <Textarea
                  value={values.exemptionEl}
                  rows={2}
                  disabled={submit.processing}
                  onChange={({ detail }) => set({ exemptionEl: detail.value })}
                />
              </FormField>
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
