import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { clientSettingsFormSchema } from '@careshift/contract';
import type { Client } from '@careshift/contract';
import { DEFAULT_SYSTEM_SETTINGS } from '@careshift/domain/settings/settings';
import type { ClientSettings } from '@careshift/domain/settings/settings';

import { useNotify } from '../../app/shell/notifications';
import { ActionModal } from '../../components/action-modal';
import { SettingsFields } from '../../components/settings-fields';
import { SubmitForm } from '../../components/submit-form';
import { SubmitActions } from '../../components/submit-status';
import { useClientRecord } from '../../hooks/use-client-record';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSettingsForm } from '../../hooks/use-settings-form';
import { failureOf, useSubmitState } from '../../hooks/use-submit-state';
import { useSystemSettings } from '../../hooks/use-system-settings';

import { useClientScope } from './client-scope';
import { useUpdateClient } from './use-clients';

/** The four fields, saved with client-update `{configs}`; Remove sends `{configs: null}` after "Are you sure?". */
function ClientSettingsFields({ client, saved }: { client: Client; saved: ClientSettings }) {
  const { t } = useTranslation(['clients', 'common']);
  const scope = useClientScope();
  const navigate = useNavigate();
  const notify = useNotify();
  const update = useUpdateClient(client.id);
  const submit = useSubmitState();
  const removal = useSubmitState();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const form = useSettingsForm(clientSettingsFormSchema, saved);
  const isCustom = Boolean(client.configs);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const configs = form.validate();
    if (!configs) return;
    const outcome = await submit.run(() => update.mutateAsync({ configs }));
    if (outcome.ok) notify({ type: 'success', content: t('config.saved') });
    else form.showServerErrors(outcome.error);
  };

  const onRemove = async () => {
    const outcome = await removal.run(() => update.mutateAsync({ configs: null }));
    if (!outcome.ok) return;
    setConfirmRemove(false);
    notify({ type: 'success', content: t('config.removed') });
    navigate(scope.paths.info);
  };

  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={failureOf(submit.state)}
      actions={
        <SubmitActions state={submit.state}>
          {isCustom ? (
            <Button formAction="none" onClick={() => setConfirmRemove(true)}>
              {t('config.remove')}
            </Button>
          ) : (
            <Button formAction="none" variant="link" onClick={() => navigate(scope.paths.info)}>
              {t('common:actions.cancel')}
            </Button>
          )}
          <Button variant="primary" loading={submit.processing} disabled={submit.processing}>
            {t('config.save')}
          </Button>
        </SubmitActions>
      }
    >
      <Container
        header={
          <Header variant="h2" description={t('config.noteBody')}>
            {isCustom ? t('config.title') : t('config.addTitle')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <Alert type="info">{t('config.note')}</Alert>
          <SettingsFields
            mode="client"
            value={form.values}
            onChange={form.setValues}
            errors={form.errors}
            disabled={submit.processing}
          />
        </SpaceBetween>
      </Container>
      <ActionModal
        visible={confirmRemove}
        header={t('common:confirm.title')}
        state={removal.state}
        back={t('common:actions.cancel')}
        confirm={t('config.removeConfirm')}
        onConfirm={() => void onRemove()}
        onDismiss={() => {
          setConfirmRemove(false);
          removal.reset();
        }}
      >
        <Box variant="p">{t('config.removeBody')}</Box>
      </ActionModal>
    </SubmitForm>
  );
}

/**
 * `/clients/{id}/config` (administrators, spec route name clientConfig): the client's own
 * configuration, noted as overriding the system one, with Remove; without one, the form to add it
 * (starting from the system configuration in force).
 */
export function ClientSettingsPage() {
  const { t } = useTranslation('clients');
  const scope = useClientScope();
  const client = useClientRecord(scope.clientId);
  const system = useSystemSettings(Boolean(client.data && !client.data.configs));
  useDocumentTitle(t('config.title'));
  if (!client.data) return null;
  if (!client.data.configs && system.isPending) return <Spinner size="large" />;
  const saved = client.data.configs ?? system.data?.settings ?? DEFAULT_SYSTEM_SETTINGS;
  return (
    <ClientSettingsFields key={client.data.configs ? 'custom' : 'new'} client={client.data} saved={saved} />
  );
}
