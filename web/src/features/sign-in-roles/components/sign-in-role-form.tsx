import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';

import { signInRoleFormSchema } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRoleForm as RoleForm } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRole } from '@careshift/contract/operations/sign-in-roles';

import { MOBILE_NAVIGATION_QUERY } from '../../../app/shell/mobile-navigation';
import { useNotify } from '../../../app/shell/notifications';
import { SelectField } from '../../../components/controlled-field';
import { SubmitForm } from '../../../components/submit-form';
import { useAttempt } from '../../../hooks/use-attempt';
import { useErrorText } from '../../../hooks/use-error-text';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { roleChoices, roleFieldValue, signInRoleUpdateBody } from '../sign-in-role-view';
import { useUpdateSignInRole } from '../use-sign-in-roles';

interface SignInRoleFormProps {
  signIn: SignInRole;
  /** The signed-in administrator: changing one's own role gets a warning. */
  ownUserId: string | undefined;
  onUpdated: (signIn: SignInRole) => void;
}

/** The found sign-in: its authId and facts, and the editable Role with Reset and Update. */
export function SignInRoleForm({ signIn, ownUserId, onUpdated }: SignInRoleFormProps) {
  const { t } = useTranslation('signInRoles');
  const notify = useNotify();
  const errorText = useErrorText();
  const { failure, attempt, clear } = useAttempt(errorText);
  const update = useUpdateSignInRole();
  const compact = useMediaQuery(MOBILE_NAVIGATION_QUERY);
  const initial = roleFieldValue(signIn);
  const { control, handleSubmit, reset, formState } = useForm<
    RoleForm,
    unknown,
    z.output<typeof signInRoleFormSchema>
  >({
    resolver: zodResolver(signInRoleFormSchema),
    defaultValues: { role: initial as RoleForm['role'] },
  });
  const roleLabel = (value: string) => t(value === '' ? 'roles.none' : (`roles.${value}` as 'roles.OWNER'));
  const none = t('result.none');

  const submit = handleSubmit(({ role }) =>
    attempt(async () => {
      const updated = await update.mutateAsync(signInRoleUpdateBody(signIn, role));
      notify({
        type: 'success',
        header: t('roleForm.updated'),
        content: t('roleForm.updatedBody', { authId: updated.authId, role: roleLabel(updated.role ?? '') }),
      });
      onUpdated(updated);
    }),
  );

  return (
    <SubmitForm
      onSubmit={submit}
      failure={failure}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            formAction="none"
            disabled={!formState.isDirty || formState.isSubmitting}
            onClick={() => {
              reset({ role: initial as RoleForm['role'] });
              clear();
            }}
          >
            {t('roleForm.reset')}
          </Button>
          <Button
            variant="primary"
            formAction="submit"
            disabled={!formState.isDirty}
            loading={formState.isSubmitting}
          >
            {t('roleForm.update')}
          </Button>
        </SpaceBetween>
      }
    >
      <Container header={<Header variant="h2">{t('result.title')}</Header>}>
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={compact ? 1 : 2}
            items={[
              { label: t('result.authId'), value: signIn.authId },
              { label: t('result.email'), value: signIn.email ?? none },
              { label: t('result.phoneNumber'), value: signIn.phoneNumber ?? none },
              { label: t('result.clientId'), value: signIn.companyId ?? none },
              { label: t('result.signIn'), value: t(signIn.enabled ? 'result.enabled' : 'result.disabled') },
            ]}
          />
          {ownUserId === signIn.authId && <Alert type="warning">{t('roleForm.ownAccount')}</Alert>}
          <SelectField
            control={control}
            name="role"
            label={t('roleForm.role')}
            constraintText={t('roleForm.hint')}
            options={roleChoices(initial).map((choice) => ({
              value: choice.value,
              label: roleLabel(choice.value),
              disabled: choice.disabled,
            }))}
          />
        </SpaceBetween>
      </Container>
    </SubmitForm>
  );
}
