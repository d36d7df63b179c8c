import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { Path, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import * as z from 'zod/mini';

import {
  CLIENT_USER_STATUSES,
  clientUserCreateFormSchema,
  clientUserFormDefaults,
  clientUserFormToBody,
  splitPhoneNumber,
} from '@careshift/contract';
import type { ClientUser, ClientUserCreateForm } from '@careshift/contract';

import { isApiError } from '../../api/client';
import { useNotify } from '../../app/shell/notifications';
import { SelectField } from '../../components/controlled-field';
import { PageLayout } from '../../components/page-layout';
import { SubmitForm } from '../../components/submit-form';
import { useClientRecord } from '../../hooks/use-client-record';
import { useSubmitState } from '../../hooks/use-submit-state';

import { useClientScope } from './client-scope';
import { PersonFields } from './components/client-form-sections';
import { FormButtons } from './components/form-buttons';
import { useClientUsers, useSaveClientUser } from './use-clients';

/** The user form holding a saved user (edit mode: no password). */
function formOfUser(user: ClientUser): ClientUserCreateForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    email: user.email,
    password: '',
    contactPhone: splitPhoneNumber(user.contactPhone),
    lang: user.lang,
  };
}

/** Create mode validates the password (≥ 6); edit mode shows none and sends none. */
const editSchema = z.extend(clientUserCreateFormSchema, { password: z.string() });
type ClientUserFormValues = z.output<typeof clientUserCreateFormSchema>;

function withoutPassword({ password: _password, ...rest }: ClientUserFormValues) {
  return rest;
}

/** The client user form (spec section 5): names, status, e-mail, password on create, language, phone. */
function ClientUserForm({ user, onDone }: { user?: ClientUser; onDone: (name: string) => void }) {
  const { t } = useTranslation('clients');
  const scope = useClientScope();
  const submit = useSubmitState();
  const save = useSaveClientUser(scope.clientId);
  const defaults = useMemo(() => (user ? formOfUser(user) : clientUserFormDefaults()), [user]);
  const resolver: Resolver<ClientUserCreateForm, unknown, ClientUserFormValues> = user
    ? zodResolver(editSchema)
    : zodResolver(clientUserCreateFormSchema);
  const form = useForm<ClientUserCreateForm, unknown, ClientUserFormValues>({
    resolver,
    defaultValues: defaults,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await submit.run(() =>
      user
        ? save.mutateAsync({
            kind: 'update',
            userId: user.id,
            body: clientUserFormToBody(withoutPassword(values)),
          })
        : save.mutateAsync({ kind: 'create', body: clientUserFormToBody(values) }),
    );
    if (outcome.ok) return onDone(`${outcome.value.firstName} ${outcome.value.lastName}`);
    if (!isApiError(outcome.error)) return;
    for (const [key, message] of Object.entries(outcome.error.fieldErrors)) {
      const field = key === 'contactPhone' ? 'contactPhone.number' : key;
      if ((field.split('.')[0] ?? '') in defaults)
        form.setError(field as Path<ClientUserCreateForm>, { type: 'server', message });
    }
  });

  return (
    <SubmitForm
      onSubmit={onSubmit}
      failure={submit.state.status === 'failed' ? submit.state.message : undefined}
      actions={
        <FormButtons
          state={submit.state}
          onCancel={() => onDone('')}
          submit={user ? t('userForm.save') : t('userForm.create')}
        />
      }
    >
      <Container>
        <SpaceBetween size="l">
          <PersonFields control={form.control} prefix="" withPassword={!user} />
          <SelectField
            control={form.control}
            name="status"
            label={t('userForm.status')}
            options={CLIENT_USER_STATUSES.map((status) => ({
              value: status,
              label: t(`userStatus.${status}`),
            }))}
          />
        </SpaceBetween>
      </Container>
    </SubmitForm>
  );
}

/**
 * `/clients/{id}/users/new` (administrators), `/clients/{id}/users/{userId}/edit` and
 * `/account/users/{id}/edit`: the user form; afterwards back to the users tab.
 */
export function ClientUserFormPage() {
  const { t } = useTranslation('clients');
  const { userId } = useParams();
  const scope = useClientScope();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useClientRecord(scope.clientId);
  const users = useClientUsers(userId ? scope.clientId : '');
  const user = users.data?.find((candidate) => candidate.id === userId);
  const clientName = client.data?.name ?? '';
  const onDone = (name: string) => {
    if (name)
      notify({ type: 'success', content: t(userId ? 'userForm.saved' : 'userForm.created', { name }) });
    navigate(scope.paths.users);
  };
  const title = userId ? t('userForm.editTitle') : t('userForm.newTitle');
  const description = t(userId ? 'userForm.editDescription' : 'userForm.newDescription', {
    client: clientName,
  });

  let content;
  if (!userId) content = <ClientUserForm onDone={onDone} />;
  else if (users.isPending) content = <Spinner size="large" />;
  else if (user) content = <ClientUserForm user={user} onDone={onDone} />;
  else
    content = <Alert type="error">{users.isError ? t('userForm.loadFailed') : t('userForm.notFound')}</Alert>;
  return (
    <PageLayout title={title} description={description}>
      {content}
    </PageLayout>
  );
}
