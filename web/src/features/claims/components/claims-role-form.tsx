import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { signInRoleFormSchema } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRoleForm } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRole } from '@careshift/contract/operations/sign-in-roles';

import { MOBILE_NAVIGATION_QUERY } from '../../../app/shell/app-shell';
import { useNotify } from '../../../app/shell/notifications';
import { useErrorText } from '../../../components/use-error-text';
import { useMediaQuery } from '../../../components/use-media-query';
import { useValidationMessage } from '../../../i18n/validation';
import { claimsUpdateBody, roleChoices, roleFieldValue } from '../claims-view';
import { useUpdateUserClaims } from '../use-user-claims';

interface ClaimsRoleFormProps {
  claims: SignInRole;
  /** The signed-in administrator: changing one's own role gets a warning. */
  ownUserId: string | undefined;
  onUpdated: (claims: SignInRole) => void;
}

/** The found sign-in: its authId and facts, and the editable Role with Reset and Update. */
export function SignInRoleForm({ claims, ownUserId, onUpdated }: ClaimsRoleFormProps) {
  const { t } = useTranslation(['claims', 'common']);
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useValidationMessage();
  const update = useUpdateUserClaims();
  const compact = useMediaQuery(MOBILE_NAVIGATION_QUERY);
  const [failure, setFailure] = useState<string>();
  const initial = roleFieldValue(claims);
  const { control, handleSubmit, reset, formState } = useForm<
    SignInRoleForm,
    unknown,
    z.output<typeof signInRoleFormSchema>
  >({
    resolver: zodResolver(signInRoleFormSchema),
    defaultValues: { role: initial as SignInRoleForm['role'] },
  });
  const roleLabel = (value: string) => t(value === '' ? 'roles.none' : (`roles.${value}` as 'roles.OWNER'));
  const none = t('result.none');

  const submit = handleSubmit(async ({ role }) => {
    setFailure(undefined);
    try {
      const updated = await update.mutateAsync(claimsUpdateBody(claims, role));
      notify({
        type: 'success',
        header: t('roleForm.updated'),
        content: t('roleForm.updatedBody', { authId: updated.authId, role: roleLabel(updated.role ?? '') }),
      });
      onUpdated(updated);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        errorText={failure}
        errorIconAriaLabel={t('common:errors.processFailed')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              disabled={!formState.isDirty || formState.isSubmitting}
              onClick={() => {
                reset({ role: initial as SignInRoleForm['role'] });
                setFailure(undefined);
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
                { label: t('result.authId'), value: claims.authId },
                { label: t('result.email'), value: claims.email ?? none },
                { label: t('result.phoneNumber'), value: claims.phoneNumber ?? none },
                { label: t('result.companyId'), value: claims.companyId ?? none },
                {
                  label: t('result.signIn'),
                  value: t(claims.enabled ? 'result.enabled' : 'result.disabled'),
                },
              ]}
            />
            {ownUserId === claims.authId && <Alert type="warning">{t('roleForm.ownAccount')}</Alert>}
            <Controller
              name="role"
              control={control}
              render={({ field, fieldState }) => (
                <FormField
                  label={t('roleForm.role')}
                  constraintText={t('roleForm.hint')}
                  errorText={fieldMessage(fieldState.error?.message)}
                >
                  <Select
                    selectedOption={{ value: field.value ?? '', label: roleLabel(field.value ?? '') }}
                    options={roleChoices(initial).map((choice) => ({
                      value: choice.value,
                      label: roleLabel(choice.value),
                      disabled: choice.disabled,
                    }))}
                    onChange={({ detail }) => field.onChange(detail.selectedOption.value ?? '')}
                    onBlur={field.onBlur}
                  />
                </FormField>
              )}
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
