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
import { resetRequestSchema, resetWithCodeSchema } from '../sign-in-forms';
import type { ResetRequestForm, ResetWithCodeForm } from '../sign-in-forms';
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
  /** Start at the code step without sending a code (the e-mail's link, `/login?type=client&reset=…`). */
  withCode?: boolean;
  /** The password was changed: back to the sign-in form with this e-mail. */
  onDone: (email: string) => void;
  onCancel: (email: string) => void;
}

/**
 * Forgot password: a code by e-mail (aws-amplify resetPassword), then the code and a new password
 * (confirmResetPassword). The first step answers the same whether or not the e-mail has an account.
 * A user who already has a code (the e-mail's link, an administrator's "Reset password", or "I have
 * a code") goes straight to the code step: no new code is sent, so the one in hand still works.
 */
export function PasswordReset({ email, withCode = false, onDone, onCancel }: PasswordResetProps) {
  const [sent, setSent] = useState<{ email: string; destination?: string } | undefined>(
    withCode ? { email } : undefined,
  );
  const [requestEmail, setRequestEmail] = useState(email);
  return sent ? (
    <ResetConfirmStep
      email={sent.email}
      destination={sent.destination}
      onDone={onDone}
      onResend={(to) => {
        setRequestEmail(to);
        setSent(undefined);
      }}
    />
  ) : (
    <ResetRequestStep
      email={requestEmail}
      onSent={(to, destination) => setSent({ email: to, destination })}
      onHaveCode={(to) => setSent({ email: to })}
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
  onHaveCode,
  onCancel,
}: {
  email: string;
  onSent: (email: string, destination: string) => void;
  onHaveCode: (email: string) => void;
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
      <Button variant="inline-link" formAction="none" onClick={() => onHaveCode(getValues('email') ?? '')}>
        {t('reset.haveCode')}
      </Button>
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
  /** Where this page sent the code; absent when the user came with a code. */
  destination: string | undefined;
  onDone: (email: string) => void;
  onResend: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { failure, attempt } = useResetAttempt();
  const { control, handleSubmit, formState, getValues } = useForm<ResetWithCodeForm>({
    resolver: zodResolver(resetWithCodeSchema),
    defaultValues: { email, code: '', newPassword: '' },
  });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await confirmPasswordReset(values.email, values.code, values.newPassword);
      onDone(values.email);
    }),
  );

  return (
    <ResetStepForm
      onSubmit={submit}
      failure={failure}
      submitting={formState.isSubmitting}
      back={[t('reset.resend'), () => onResend(getValues('email') ?? '')]}
      submit={t('reset.confirm')}
    >
      {destination ? (
        <Alert type="info">{t('reset.codeSentTo', { destination })}</Alert>
      ) : (
        <Box variant="p">{t('reset.withCodeDescription')}</Box>
      )}
      {destination ? null : <EmailField control={control} autoFocus={!email} />}
      <InputField control={control} name="code" label={t('reset.code')} {...CODE_INPUT} autoFocus={!!email} />
      <PasswordField
        control={control}
        name="newPassword"
        label={t('reset.newPassword')}
        newPasswordHint={t('reset.newPasswordHint')}
      />
    </ResetStepForm>
  );
}
