import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { landingRouteFor } from '../../app/access';
import { signInWithEmail } from '../../app/auth';
import { PATHS, safeNextPath } from '../../app/paths';
import { LanguageMenu } from '../../components/language-menu';
import { useErrorText } from '../../components/use-error-text';
import { useValidationMessage } from '../../i18n/validation';

interface LoginForm {
  email: string;
  password: string;
}

const REQUIRED = { required: 'validation.required' } as const;

/** `/login`: e-mail and password for organisations and administrators (the partner phone flow comes later). */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fieldMessage = useValidationMessage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    document.title = `${t('login.title')} · ${t('common:appName')}`;
  }, [t]);

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      const session = await signInWithEmail(email, password);
      navigate(safeNextPath(params.get('next')) ?? landingRouteFor(session.role), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? errorText(error) : t('login.failed'));
    }
  });

  return (
    <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
      <main style={{ maxWidth: 440, margin: '0 auto' }}>
        <SpaceBetween size="l">
          <Box float="right">
            <LanguageMenu />
          </Box>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Form
              errorText={failure}
              errorIconAriaLabel={t('common:errors.processFailed')}
              actions={
                <Button variant="primary" formAction="submit" loading={formState.isSubmitting}>
                  {t('login.submit')}
                </Button>
              }
            >
              <Container
                header={
                  <Header variant="h1" description={t('login.description')}>
                    {t('login.title')}
                  </Header>
                }
              >
                <SpaceBetween size="l">
                  <Controller
                    name="email"
                    control={control}
                    rules={REQUIRED}
                    render={({ field, fieldState }) => (
                      <FormField label={t('login.email')} errorText={fieldMessage(fieldState.error?.message)}>
                        <Input
                          type="email"
                          inputMode="email"
                          autoComplete="username"
                          value={field.value}
                          onChange={({ detail }) => field.onChange(detail.value)}
                          onBlur={field.onBlur}
                          ref={field.ref}
                        />
                      </FormField>
                    )}
                  />
                  <Controller
                    name="password"
                    control={control}
                    rules={REQUIRED}
                    render={({ field, fieldState }) => (
                      <FormField
                        label={t('login.password')}
                        errorText={fieldMessage(fieldState.error?.message)}
                      >
                        <Input
                          type="password"
                          autoComplete="current-password"
                          value={field.value}
                          onChange={({ detail }) => field.onChange(detail.value)}
                          onBlur={field.onBlur}
                          ref={field.ref}
                        />
                      </FormField>
                    )}
                  />
                </SpaceBetween>
              </Container>
            </Form>
          </form>
          <Link
            href={PATHS.landing}
            onFollow={(event) => {
              event.preventDefault();
              navigate(PATHS.landing);
            }}
          >
            {t('login.backHome')}
          </Link>
        </SpaceBetween>
      </main>
    </Box>
  );
}
