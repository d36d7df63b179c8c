import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { systemSettingsFormSchema } from '@careshift/contract';
import type { SystemSettings } from '@careshift/domain/settings/settings';

import { ResetSaveActions } from '../../components/form-actions';
import { SettingsFields } from '../../components/settings-fields';
import { SubmitForm } from '../../components/submit-form';
import { useSettingsForm } from '../../hooks/use-settings-form';
import { failureOf, useSubmitState } from '../../hooks/use-submit-state';
import { useSaveSystemSettings } from '../../hooks/use-system-settings';

interface SettingsFormProps {
  /** The configuration in force (saved, or the defaults). */
  saved: SystemSettings;
  onSaved: () => void;
}

/**
 * The system configuration form: the shared configuration fields, checked with the contract's schema
 * before sending; the server's messages land on their fields or in the form's alert.
 */
export function SettingsForm({ saved, onSaved }: SettingsFormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const form = useSettingsForm(systemSettingsFormSchema, saved);
  const submit = useSubmitState();
  const save = useSaveSystemSettings();

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    const outcome = await submit.run(() => save.mutateAsync(body));
    if (outcome.ok) {
      form.reset(outcome.value.settings);
      onSaved();
    } else {
      form.showServerErrors(outcome.error);
    }
  };

  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={failureOf(submit.state)}
      actions={
        <ResetSaveActions
          state={submit.state}
          onReset={() => form.reset(saved)}
          reset={t('reset')}
          save={t('save')}
        />
      }
    >
      <Container header={<Header variant="h2">{t('formTitle')}</Header>}>
        <SpaceBetween size="l">
          <SettingsFields
            mode="system"
            value={form.values}
            onChange={form.setValues}
            errors={form.errors}
            disabled={submit.processing}
          />
          <Box variant="small" color="text-body-secondary">
            {t('pricingNote')}
          </Box>
        </SpaceBetween>
      </Container>
    </SubmitForm>
  );
}
