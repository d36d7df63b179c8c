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
import { canChangeClientUserContact } from '@careshift/domain/permissions/client-user-rules';

import { isApiError } from '../../api/client';
import { useNotify } from '../../app/shell/notifications';
import { SelectField } from '../../components/controlled-field';
import { FormActions } from '../../components/form-actions';
import { PageLayout } from '../../components/page-layout';
import { PendingEmail } from '../../components/pending-email';
import { SubmitForm } from '../../components/submit-form';
import { useClientRecord } from '../../hooks/use-client-record';
import { failureOf, useSubmitState } from '../../hooks/use-submit-state';
import { useViewer } from '../../hooks/use-viewer';

import { useClientScope } from './client-scope';
import { PersonFields } from './components/client-form-sections';
import { useClientUsers, useConfirmClientUserEmail, useSaveClientUser } from './use-clients';

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

/** A save's outcome for the page: the saved name, and a new e-mail that now waits for its code. */
type Saved = { name: string; pendingEmail?: string };

/**
 * The client user form (spec section 5): names, status, e-mail, password on create, language, phone.
 * E-mail and phone are read-only for a user who may not change them (the owner's, for a CLIENT).
 */
function ClientUserForm({ user, onDone }: { user?: ClientUser; onDone: (saved: Saved) => void }) {
  const { t } = useTranslation('clients');
  const scope = useClientScope();
  const viewer = useViewer();
  const contactLocked = user
    ? !canChangeClientUserContact(viewer, { userId: user.id, owner: user.owner })
    : false;
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
    if (outcome.ok) {
      const { firstName, lastName, pendingEmail } = outcome.value;
      const newlyPending = pendingEmail && pendingEmail !== user?.pendingEmail ? pendingEmail : undefined;
      return onDone({ name: `${firstName} ${lastName}`, pendingEmail: newlyPending });
    }
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
      failure={failureOf(submit.state)}
      actions={
        <FormActions
          state={submit.state}
          onCancel={() => onDone({ name: '' })}
          submit={user ? t('userForm.save') : t('userForm.create')}
        />
      }
    >
      <Container>
        <SpaceBetween size="l">
          {contactLocked && <Alert type="info">{t('userForm.contactLocked')}</Alert>}
          <PersonFields control={form.control} prefix="" withPassword={!user} contactLocked={contactLocked} />
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

interface EditedUserProps {
  users: ReturnType<typeof useClientUsers>;
  user: ClientUser | undefined;
  viewerId: string;
  onDone: (saved: Saved) => void;
}

/** The user being edited: its pending e-mail and the form, once the users are read (or why not). */
function EditedUser({ users, user, viewerId, onDone }: EditedUserProps) {
  const { t } = useTranslation(['clients', 'common']);
  const scope = useClientScope();
  const confirmEmail = useConfirmClientUserEmail(scope.clientId);
  if (users.isPending) return <Spinner size="large" />;
  if (!user) {
    return <Alert type="error">{users.isError ? t('userForm.loadFailed') : t('userForm.notFound')}</Alert>;
  }
  return (
    <SpaceBetween size="l">
      <PendingEmail
        current={user.email}
        pending={user.pendingEmail}
        isSelf={user.id === viewerId}
        onConfirmed={() => confirmEmail.mutateAsync(user.id)}
      />
      <ClientUserForm key={user.updatedAt} user={user} onDone={onDone} />
    </SpaceBetween>
  );
}

/**
 * `/clients/{id}/users/new` (administrators), `/clients/{id}/users/{userId}/edit` and
 * `/account/users/{id}/edit`: the user form; afterwards back to the users tab.
 */
export function ClientUserFormPage() {
  const { t } = useTranslation(['clients', 'common']);
  const { userId } = useParams();
  const scope = useClientScope();
  const navigate = useNavigate();
  const notify = useNotify();
  const viewer = useViewer();
  const client = useClientRecord(scope.clientId);
  const users = useClientUsers(userId ? scope.clientId : '');
  const user = users.data?.find((candidate) => candidate.id === userId);
  const clientName = client.data?.name ?? '';
  const onDone = ({ name, pendingEmail }: Saved) => {
    if (name)
      notify({ type: 'success', content: t(userId ? 'userForm.saved' : 'userForm.created', { name }) });
    if (pendingEmail)
      notify({ type: 'info', content: t('common:pendingEmail.sent', { email: pendingEmail }) });
    // Whose own e-mail now waits for a code stays here, where the code goes.
    if (!(pendingEmail && userId === viewer.userId)) navigate(scope.paths.users);
  };
  const title = userId ? t('userForm.editTitle') : t('userForm.newTitle');
  const description = t(userId ? 'userForm.editDescription' : 'userForm.newDescription', {
    client: clientName,
  });

  return (
    <PageLayout title={title} description={description}>
      {userId ? (
        <EditedUser users={users} user={user} viewerId={viewer.userId} onDone={onDone} />
      ) : (
        <ClientUserForm onDone={onDone} />
      )}
    </PageLayout>
  );
}
