import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { digitsOnly } from '@careshift/contract/forms/phone-field';

import { confirmEmailChange, resendEmailChangeCode } from '../app/auth';
import { useNotify } from '../app/shell/notifications';
import { useSubmitState } from '../hooks/use-submit-state';

const errorName = (error: unknown) => (error as { name?: string } | undefined)?.name;

interface PendingEmailProps {
  /** The confirmed e-mail, which still signs in. */
  current: string;
  /** The new e-mail waiting for its code; nothing is shown without one. */
  pending: string | undefined;
  /** Whether the signed-in user is the one whose e-mail it is: only it can type the code. */
  isSelf: boolean;
  /** After the pool verified the code: the API copies the verified e-mail into the record. */
  onConfirmed: () => Promise<{ email: string }>;
}

/**
 * A sign-in e-mail change waiting for its code (issue 29). The user itself types the code sent to the
 * new address (Cognito VerifyUserAttribute through Amplify), then the record follows the pool (the
 * page's operation); anyone else sees that the change waits for the user.
 */
export function PendingEmail({ current, pending, isSelf, onConfirmed }: PendingEmailProps) {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const submit = useSubmitState();
  const [code, setCode] = useState('');
  if (!pending) return null;
  const values = { email: pending, current };
  if (!isSelf)
    return (
      <Alert type="info" header={t('pendingEmail.title')}>
        {t('pendingEmail.other', values)}
      </Alert>
    );

  const failure = () => {
    if (submit.state.status !== 'failed') return undefined;
    const name = errorName(submit.state.error);
    if (name === 'CodeMismatchException') return t('pendingEmail.codeMismatch');
    if (name === 'ExpiredCodeException') return t('pendingEmail.codeExpired');
    return submit.state.message;
  };
  const onConfirm = async () => {
    const outcome = await submit.run(async () => {
      await confirmEmailChange(code);
      return onConfirmed();
    });
    if (outcome.ok)
      notify({ type: 'success', content: t('pendingEmail.confirmed', { email: outcome.value.email }) });
  };
  const onResend = async () => {
    const outcome = await submit.run(resendEmailChangeCode);
    if (outcome.ok) notify({ type: 'info', content: t('pendingEmail.resent', { email: pending }) });
  };

  return (
    <Container header={<Header variant="h2">{t('pendingEmail.title')}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{t('pendingEmail.self', values)}</Box>
        <FormField label={t('pendingEmail.code')} errorText={failure()}>
          <Input
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={({ detail }) => setCode(digitsOnly(detail.value).slice(0, 6))}
          />
        </FormField>
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="primary"
            disabled={code.length !== 6}
            loading={submit.state.status === 'processing'}
            onClick={() => void onConfirm()}
          >
            {t('pendingEmail.confirm')}
          </Button>
          <Button onClick={() => void onResend()}>{t('pendingEmail.resend')}</Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
