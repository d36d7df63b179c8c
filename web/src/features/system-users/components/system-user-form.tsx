import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { LANGUAGES, SYSTEM_USER_STATUSES } from '@careshift/contract';
import type { SystemUser } from '@careshift/contract';

import { fieldNameOf, isApiError } from '../../../api/api-error';
import { PATHS } from '../../../app/paths';
import { useNotify } from '../../../app/shell/notifications';
import { ControlledField, InputField, SelectField } from '../../../components/controlled-field';
import { CancelSubmitButtons } from '../../../components/form-actions';
import { SubmitForm } from '../../../components/submit-form';
import { useAttempt } from '../../../hooks/use-attempt';
import { useErrorText } from '../../../hooks/use-error-text';
import { useViewer } from '../../../hooks/use-viewer';
import { isSystemUserFormField, systemUserFormSchema, toFormValues } from '../system-user-form-values';
import type { SystemUserFormOutput, SystemUserFormValues } from '../system-user-form-values';
import { useSaveSystemUser } from '../use-system-users';

/** The system user form (spec section 5: no client-side rules beyond a usable account). */
export function SystemUserForm({ user }: { user?: SystemUser }) {
  const { t } = useTranslation(['systemUsers', 'common']);
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const viewer = useViewer();
  const save = useSaveSystemUser();
  const editing = user !== undefined;
  const own = user?.id === viewer.userId;
  const { control, handleSubmit, setError, formState } = useForm<
    SystemUserFormValues,
    unknown,
    SystemUserFormOutput
  >({ resolver: zodResolver(systemUserFormSchema(editing)), defaultValues: toFormValues(user) });

  const showOnFields = (error: unknown): boolean => {
    const named = isApiError(error) ? Object.entries(error.fieldErrors) : [];
    let shown = false;
    for (const [key, message] of named) {
      const name = fieldNameOf(key);
      if (isSystemUserFormField(name)) {
        setError(name, { type: 'server', message });
        shown = true;
      }
    }
    return shown;
  };
  const { failure, attempt } = useAttempt((error) => (showOnFields(error) ? undefined : errorText(error)));

  const submit = handleSubmit(({ password, ...body }) =>
    attempt(async () => {
      const saved = user
        ? await save.mutateAsync({ kind: 'update', systemUserId: user.id, body })
        : await save.mutateAsync({ kind: 'create', body: { ...body, password: password ?? '' } });
      notify(
        user
          ? { type: 'success', content: t('flash.updated') }
          : { type: 'success', content: t('flash.created', { name: `${body.firstName} ${body.lastName}` }) },
      );
      // A new e-mail waits for its code (issue 29); whose own it is stays here, where the code goes.
      const pending = saved.pendingEmail !== user?.pendingEmail ? saved.pendingEmail : undefined;
      if (pending) notify({ type: 'info', content: t('common:pendingEmail.sent', { email: pending }) });
      if (!(pending && own)) await navigate(PATHS.systemUsers);
    }),
  );

  const statusOptions = SYSTEM_USER_STATUSES.map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
    disabled: own && status !== 'ACTIVE',
  }));
  const languageOptions = LANGUAGES.map((lang) => ({
    value: lang,
    label: t(lang === 'el' ? 'languageNames.el' : 'languageNames.en'),
  }));

  return (
    <SubmitForm
      onSubmit={submit}
      failure={failure}
      actions={
        <CancelSubmitButtons
          onCancel={() => void navigate(PATHS.systemUsers)}
          submit={t(editing ? 'form.save' : 'form.create')}
          submitting={formState.isSubmitting}
        />
      }
    >
      <Container>
        <SpaceBetween size="l">
          <ColumnLayout columns={2}>
            <InputField control={control} name="firstName" label={t('fields.firstName')} />
            <InputField control={control} name="lastName" label={t('fields.lastName')} />
            <InputField control={control} name="email" type="email" label={t('fields.email')} />
            {!editing && (
              <InputField
                control={control}
                name="password"
                type="password"
                label={t('fields.password')}
                constraintText={t('form.passwordHint')}
              />
            )}
            <SelectField
              control={control}
              name="status"
              label={t('fields.status')}
              constraintText={own ? t('form.ownStatus') : undefined}
              options={statusOptions}
            />
            <SelectField control={control} name="lang" label={t('fields.lang')} options={languageOptions} />
          </ColumnLayout>
          <ControlledField
            control={control}
            name="receiveRequestUpdates"
            label={t('fields.receiveRequestUpdates')}
          >
            {(field) => (
              <Checkbox
                checked={field.value === true || field.value === 'true'}
                onChange={({ detail }) => field.onChange(detail.checked)}
              >
                {t('fields.receiveRequestUpdatesHint')}
              </Checkbox>
            )}
          </ControlledField>
        </SpaceBetween>
      </Container>
    </SubmitForm>
  );
}
