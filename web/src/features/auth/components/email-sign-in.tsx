import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { signInWithEmail } from '../../../app/auth';
import type { Session } from '../../../app/auth';
import { useValidationMessage } from '../../../i18n/validation';
import { emailSignInFailure } from '../sign-in-errors';
import { emailSignInSchema } from '../sign-in-forms';
import type { EmailSignInForm } from '../sign-in-forms';
import { useFailureText } from '../use-failure-text';

import { EmailField } from './email-field';

interface EmailSignInProps {
  email: string;
  /** A message to show above the form (the password was just changed). */
  notice?: string;
  onSignedIn: (session: Session) => void;
  onForgotPassword: (email: string) => void;
}

/** Organisations and administrators: e-mail and password; a failure shows the service's message (spec section 8). */
export function EmailSignIn({ email, notice, onSignedIn, onForgotPassword }: EmailSignInProps) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldMessage = useValidationMessage();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState, getValues } = useForm<EmailSignInForm>({
    resolver: zodResolver(emailSignInSchema),
    defaultValues: { email, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onSignedIn(await signInWithEmail(values.email, values.password));
    } catch (error) {
      setFailure(failureText(emailSignInFailure(error)));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        errorText={failure}
        errorIconAriaLabel={t('common:errors.processFailed')}
        actions={
          <Button variant="primary" formAction="submit" loading={formState.isSubmitting}>
            {t('email.submit')}
          </Button>
        }
      >
        <SpaceBetween size="l">
          {notice && <Alert type="success">{notice}</Alert>}
          <EmailField control={control} />
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <FormField label={t('email.password')} errorText={fieldMessage(fieldState.error?.message)}>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={field.value ?? ''}
                  onChange={({ detail }) => field.onChange(detail.value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              </FormField>
            )}
          />
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
      </Form>
    </form>
  );
}
