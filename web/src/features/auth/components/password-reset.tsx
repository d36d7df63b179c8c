import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { digitsOnly } from '@careshift/contract/forms/phone-field';

import { confirmPasswordReset, requestPasswordReset } from '../../../app/auth';
import { InputField } from '../../../components/controlled-field';
import { SubmitForm } from '../../../components/submit-form';
import { useAttempt } from '../../../hooks/use-attempt';
import { passwordResetFailure } from '../sign-in-errors';
import { resetConfirmSchema, resetRequestSchema } from '../sign-in-forms';
import type { ResetConfirmForm, ResetRequestForm } from '../sign-in-forms';
import { useFailureText } from '../use-failure-text';

import { EmailField } from './email-field';
import { PasswordField } from './password-field';

/** The 6-digit code of the e-mail: digits only, offered by the phone's one-time-code autofill. */
const CODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  nativeInputAttributes: { maxLength: 6 },
  transform: (text: string) => digitsOnly(text).slice(0, 6),
} as const;

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

interface ResetStepFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  failure: string | undefined;
  submitting: boolean;
  /** The way back (to sign-in, or to ask for another code) and its text. */
  back: [text: string, onBack: () => void];
  submit: string;
  children: ReactNode;
}

/** A reset step: its fields, its failure, a way back and the step's submit. */
function ResetStepForm({ onSubmit, failure, submitting, back, submit, children }: ResetStepFormProps) {
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="link" formAction="none" onClick={back[1]}>
        {back[0]}
      </Button>
      <Button variant="primary" formAction="submit" loading={submitting}>
        {submit}
      </Button>
    </SpaceBetween>
  );
  return (
    <SubmitForm onSubmit={onSubmit} failure={failure} actions={actions}>
      <SpaceBetween size="l">{children}</SpaceBetween>
    </SubmitForm>
  );
}

/** The failure of a reset step, in the service's words or ours. */
function useResetAttempt() {
  const failureText = useFailureText();
  return useAttempt((error) => failureText(passwordResetFailure(error)));
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
  const { t } = useTranslation('auth');
  const { failure, attempt } = useResetAttempt();
  const { control, handleSubmit, formState, getValues } = useForm<ResetRequestForm>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email },
  });

  const submit = handleSubmit((values) =>
    attempt(async () => onSent(values.email, (await requestPasswordReset(values.email)) ?? values.email)),
  );

  return (
    <ResetStepForm
      onSubmit={submit}
      failure={failure}
      submitting={formState.isSubmitting}
      back={[t('reset.back'), () => onCancel(getValues('email') ?? '')]}
      submit={t('reset.send')}
    >
      <Box variant="p">{t('reset.requestDescription')}</Box>
      <EmailField control={control} autoFocus />
    </ResetStepForm>
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
  const { t } = useTranslation('auth');
  const { failure, attempt } = useResetAttempt();
  const { control, handleSubmit, formState } = useForm<ResetConfirmForm>({
    resolver: zodResolver(resetConfirmSchema),
    defaultValues: { code: '', newPassword: '' },
  });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await confirmPasswordReset(email, values.code, values.newPassword);
      onDone(email);
    }),
  );

  return (
    <ResetStepForm
      onSubmit={submit}
      failure={failure}
      submitting={formState.isSubmitting}
      back={[t('reset.resend'), onResend]}
      submit={t('reset.confirm')}
    >
      <Alert type="info">{t('reset.codeSentTo', { destination })}</Alert>
      <InputField control={control} name="code" label={t('reset.code')} {...CODE_INPUT} autoFocus />
      <PasswordField
        control={control}
        name="newPassword"
        label={t('reset.newPassword')}
        newPasswordHint={t('reset.newPasswordHint')}
      />
    </ResetStepForm>
  );
}
