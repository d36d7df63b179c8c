import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { digitsOnly } from '@careshift/contract/forms/phone-field';

import { confirmPasswordReset, requestPasswordReset } from '../../../app/auth';
import { useValidationMessage } from '../../../i18n/validation';
import { passwordResetFailure } from '../sign-in-errors';
import { resetConfirmSchema, resetRequestSchema } from '../sign-in-forms';
import type { ResetConfirmForm, ResetRequestForm } from '../sign-in-forms';
import { useFailureText } from '../use-failure-text';

import { EmailField } from './email-field';

interface PasswordResetProps {
  email: string;
  /** The password was changed: back to the sign-in form with this e-mail. */
  onDone: (email: string) => void;
  onCancel: (email: string) => void;
}

/**
 * Forgot password: a code by e-mail (aws-amplify resetPassword), then the code and a new password
 * (confirmResetPassword). The first step answers the same whether or not the e-mail has an account.
 */
export function PasswordReset({ email, onDone, onCancel }: PasswordResetProps) {
  const [sent, setSent] = useState<{ email: string; destination: string }>();
  return sent ? (
    <ResetConfirmStep
      email={sent.email}
      destination={sent.destination}
      onDone={onDone}
      onResend={() => setSent(undefined)}
    />
  ) : (
    <ResetRequestStep
      email={email}
      onSent={(to, destination) => setSent({ email: to, destination })}
      onCancel={onCancel}
    />
  );
}

function ResetRequestStep({
  email,
  onSent,
  onCancel,
}: {
  email: string;
  onSent: (email: string, destination: string) => void;
  onCancel: (email: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState, getValues } = useForm<ResetRequestForm>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const destination = await requestPasswordReset(values.email);
      onSent(values.email, destination ?? values.email);
    } catch (error) {
      setFailure(failureText(passwordResetFailure(error)));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        errorText={failure}
        errorIconAriaLabel={t('common:errors.processFailed')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={() => onCancel(getValues('email') ?? '')}>
              {t('reset.back')}
            </Button>
            <Button variant="primary" formAction="submit" loading={formState.isSubmitting}>
              {t('reset.send')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Box variant="p">{t('reset.requestDescription')}</Box>
          <EmailField control={control} autoFocus />
        </SpaceBetween>
      </Form>
    </form>
  );
}

function ResetConfirmStep({
  email,
  destination,
  onDone,
  onResend,
}: {
  email: string;
  destination: string;
  onDone: (email: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldMessage = useValidationMessage();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState } = useForm<ResetConfirmForm>({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { code: '', newPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await confirmPasswordReset(email, values.code, values.newPassword);
      onDone(email);
    } catch (error) {
      setFailure(failureText(passwordResetFailure(error)));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        errorText={failure}
        errorIconAriaLabel={t('common:errors.processFailed')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onResend}>
              {t('reset.resend')}
            </Button>
            <Button variant="primary" formAction="submit" loading={formState.isSubmitting}>
              {t('reset.confirm')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Alert type="info">{t('reset.codeSentTo', { destination })}</Alert>
          <Controller
            name="code"
            control={control}
            render={({ field, fieldState }) => (
              <FormField label={t('reset.code')} errorText={fieldMessage(fieldState.error?.message)}>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  nativeInputAttributes={{ maxLength: 6 }}
                  value={field.value ?? ''}
                  onChange={({ detail }) => field.onChange(digitsOnly(detail.value).slice(0, 6))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormField>
            )}
          />
          <Controller
            name="newPassword"
            control={control}
            render={({ field, fieldState }) => (
              <FormField
                label={t('reset.newPassword')}
                constraintText={t('reset.newPasswordHint')}
                errorText={fieldMessage(fieldState.error?.message)}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={field.value ?? ''}
                  onChange={({ detail }) => field.onChange(detail.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormField>
            )}
          />
        </SpaceBetween>
      </Form>
    </form>
  );
}
