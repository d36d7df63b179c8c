import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { signInWithEmail } from '../../../app/auth';
import type { Session } from '../../../app/auth';
import { SubmitForm } from '../../../components/submit-form';
import { useAttempt } from '../../../hooks/use-attempt';
import { emailSignInFailure } from '../sign-in-errors';
import { emailSignInSchema } from '../sign-in-forms';
import type { EmailSignInForm } from '../sign-in-forms';
import { useFailureText } from '../use-failure-text';

import { AuthenticatorCodeStep } from './authenticator-code-step';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

interface EmailSignInProps {
  email: string;
  /** A message to show above the form (the password was just changed). */
  notice?: string;
  onSignedIn: (session: Session) => void;
  onForgotPassword: (email: string) => void;
}

/** Organisations and administrators: e-mail and password; a failure shows the service's message (spec section 8). */
export function EmailSignIn({ email, notice, onSignedIn, onForgotPassword }: EmailSignInProps) {
  const { t } = useTranslation('auth');
  const failureText = useFailureText();
  const { failure, attempt } = useAttempt((error) => failureText(emailSignInFailure(error)));
  const { control, handleSubmit, formState, getValues, setValue } = useForm<EmailSignInForm>({
    resolver: zodResolver(emailSignInSchema),
    defaultValues: { email, password: '' },
  });
  // The authenticator app's code is asked for after the password, when the user has it on.
  const [codeStep, setCodeStep] = useState(false);
  const [restartNotice, setRestartNotice] = useState<string>();

  const submit = handleSubmit((values) =>
    attempt(async () => {
      setRestartNotice(undefined);
      const result = await signInWithEmail(values.email, values.password);
      if (result.signedIn) onSignedIn(result.session);
      else setCodeStep(true);
    }),
  );

  if (codeStep) {
    return (
      <AuthenticatorCodeStep
        onSignedIn={onSignedIn}
        onRestart={(message) => {
          setValue('password', '');
          setRestartNotice(message);
          setCodeStep(false);
        }}
      />
    );
  }

  return (
    <SubmitForm
      onSubmit={submit}
      failure={failure}
      actions={
        <Button variant="primary" formAction="submit" loading={formState.isSubmitting}>
          {t('email.submit')}
        </Button>
      }
    >
      <SpaceBetween size="l">
        {notice && <Alert type="success">{notice}</Alert>}
        {restartNotice && <Alert type="warning">{restartNotice}</Alert>}
        <EmailField control={control} />
        <PasswordField control={control} name="password" label={t('email.password')} />
        <Link
          href="#forgot-password"
          onFollow={(event) => {
            event.preventDefault();
            onForgotPassword(getValues('email')?.trim() ?? '');
          }}
        >
          {t('email.forgot')}
        </Link>
      </SpaceBetween>
    </SubmitForm>
  );
}
