import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

import { systemConfigurationFormSchema } from '@careshift/contract';
import type { SystemSettings } from '@careshift/domain/config/settings';

import { ConfigurationFields } from '../../components/configuration-fields';
import { SubmitForm } from '../../components/submit-form';
import { SubmitStatus } from '../../components/submit-status';
import { useConfigurationForm } from '../../hooks/use-configuration-form';
import { useSubmitState } from '../../hooks/use-submit-state';
import { useSaveSystemSettings } from '../../hooks/use-system-settings';

interface ConfigurationFormProps {
  /** The configuration in force (saved, or the defaults). */
  saved: SystemSettings;
  onSaved: () => void;
}

/**
 * The system configuration form: the shared configuration fields, checked with the contract's schema
 * before sending; the server's messages land on their fields or in the form's alert.
 */
export function ConfigurationForm({ saved, onSaved }: ConfigurationFormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const form = useConfigurationForm(systemConfigurationFormSchema, saved);
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
      failure={submit.state.status === 'failed' ? submit.state.message : undefined}
      actions={
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <SubmitStatus state={submit.state} />
          <Button formAction="none" disabled={submit.processing} onClick={() => form.reset(saved)}>
            {t('reset')}
          </Button>
          <Button variant="primary" formAction="submit" loading={submit.processing}>
            {t('save')}
          </Button>
        </SpaceBetween>
      }
    >
      <Container header={<Header variant="h2">{t('formTitle')}</Header>}>
        <SpaceBetween size="l">
          <ConfigurationFields
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
