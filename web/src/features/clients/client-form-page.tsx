import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  clientBodySchema,
  clientFormSchema,
  clientFormToBody,
  newClientBodySchema,
  newClientFormDefaults,
  newClientFormSchema,
  newClientFormToBody,
} from '@careshift/contract';
import type {
  Client,
  ClientForm,
  ClientFormValues,
  NewClientForm as NewClientFormInput,
  NewClientFormValues,
} from '@careshift/contract';

import { isApiError } from '../../api/client';
import { PATHS, pathWithId } from '../../app/paths';
import { useNotify } from '../../app/shell/notifications';
import { FormActions } from '../../components/form-actions';
import { PageLayout } from '../../components/page-layout';
import { SubmitForm } from '../../components/submit-form';
import { useClientRecord } from '../../hooks/use-client-record';
import { failureOf, useSubmitState } from '../../hooks/use-submit-state';

import { clientFieldOf, formOfClient } from './client-form-values';
import { useClientScope } from './client-scope';
import { AddressSection, OrganisationSection, OwnerSection } from './components/client-form-sections';
import { useCreateClient, useUpdateClient } from './use-clients';

interface ClientFormProps {
  /** Edit mode: the client being changed; without it a new client with its owner. */
  client?: Client;
  /** Administrators set the status; a client's own edit never shows it. */
  showStatus: boolean;
  onSaved: (client: Client) => void;
  onCancel: () => void;
}

/** The client form's two modes share their sections, their submit and their server-message handling. */
function useClientSubmit<T extends FieldValues, V>(form: UseFormReturn<T, unknown, V>) {
  const submit = useSubmitState();
  const run = async (save: () => Promise<Client>, onSaved: (client: Client) => void) => {
    const outcome = await submit.run(save);
    if (outcome.ok) return onSaved(outcome.value);
    if (!isApiError(outcome.error)) return;
    for (const [key, message] of Object.entries(outcome.error.fieldErrors)) {
      const field = clientFieldOf(key, form.getValues());
      if (field) form.setError(field as Path<T>, { type: 'server', message });
    }
  };
  return { state: submit.state, run };
}

/** A new client with its account owner (client-create); the status defaults to VERIFIED. */
function NewClientFormBody({ onSaved, onCancel }: Omit<ClientFormProps, 'client' | 'showStatus'>) {
  const { t } = useTranslation('clients');
  const create = useCreateClient();
  const form = useForm<NewClientFormInput, unknown, NewClientFormValues>({
    resolver: zodResolver(newClientFormSchema),
    defaultValues: newClientFormDefaults(),
  });
  const submit = useClientSubmit(form);
  const onSubmit = form.handleSubmit((values) =>
    submit.run(() => create.mutateAsync(newClientBodySchema.parse(newClientFormToBody(values))), onSaved),
  );
  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={failureOf(submit.state)}
      actions={<FormActions state={submit.state} onCancel={onCancel} submit={t('form.create')} />}
    >
      <SpaceBetween size="l">
        <OrganisationSection control={form.control} showStatus />
        <AddressSection control={form.control} />
        <OwnerSection control={form.control} />
      </SpaceBetween>
    </SubmitForm>
  );
}

/** An existing client's details (client-update); the status only for administrators. */
function EditClientFormBody({ client, showStatus, onSaved, onCancel }: ClientFormProps & { client: Client }) {
  const { t } = useTranslation('clients');
  const update = useUpdateClient(client.id);
  const defaults = useMemo(() => formOfClient(client), [client]);
  const form = useForm<ClientForm, unknown, ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: defaults,
  });
  const submit = useClientSubmit(form);
  const onSubmit = form.handleSubmit((values) => {
    const body = clientBodySchema.parse(clientFormToBody(values));
    return submit.run(() => update.mutateAsync(showStatus ? body : { ...body, status: undefined }), onSaved);
  });
  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={failureOf(submit.state)}
      actions={<FormActions state={submit.state} onCancel={onCancel} submit={t('form.save')} />}
    >
      <SpaceBetween size="l">
        <OrganisationSection control={form.control} showStatus={showStatus} />
        <AddressSection control={form.control} />
      </SpaceBetween>
    </SubmitForm>
  );
}

/** `/clients/new` (administrators): a new organisation with its owner; afterwards its info page. */
export function NewClientPage() {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <PageLayout title={t('form.newTitle')} description={t('form.newDescription')}>
      <NewClientFormBody
        onCancel={() => navigate(PATHS.clients)}
        onSaved={(client) => {
          notify({ type: 'success', content: t('form.created', { name: client.name }) });
          navigate(pathWithId(PATHS.clientInfo, client.id));
        }}
      />
    </PageLayout>
  );
}

/**
 * `/clients/{id}/edit` (administrators, with the status) and `/account/edit` (the client's own, never
 * the status): the client form in edit mode; afterwards the info page.
 */
export function EditClientPage() {
  const { t } = useTranslation(['clients', 'common']);
  const navigate = useNavigate();
  const notify = useNotify();
  const scope = useClientScope();
  const client = useClientRecord(scope.clientId);
  const title = scope.kind === 'account' ? t('form.accountTitle') : t('form.editTitle');
  return (
    <PageLayout title={title} description={client.data?.name ?? t('form.editDescription')}>
      {client.isPending ? (
        <Spinner size="large" />
      ) : client.data ? (
        <EditClientFormBody
          client={client.data}
          showStatus={scope.kind === 'administrator'}
          onCancel={() => navigate(scope.paths.info)}
          onSaved={() => {
            notify({ type: 'success', content: t('form.saved') });
            navigate(scope.paths.info);
          }}
        />
      ) : (
        <Alert
          type="error"
          header={t('form.loadFailed')}
          action={<Button onClick={() => void client.refetch()}>{t('common:actions.retry')}</Button>}
        >
          {client.error?.message}
        </Alert>
      )}
    </PageLayout>
  );
}
