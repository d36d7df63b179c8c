import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { answerAuthenticatorCode } from '../../../app/auth';
import type { Session } from '../../../app/auth';
import { SubmitForm } from '../../../components/submit-form';
import { authenticatorCodeFailure } from '../sign-in-errors';
import { useFailureText } from '../use-failure-text';

import { AuthenticatorCodeField, isAuthenticatorCodeComplete } from './authenticator-code-field';

interface AuthenticatorCodeStepProps {
  onSignedIn: (session: Session) => void;
  /** The sign-in is over (expired, too many wrong codes): back to the password, with this message. */
  onRestart: (message: string | undefined) => void;
}

/** E-mail sign-in, step two for a user with the authenticator app on: the code it shows now. */
export function AuthenticatorCodeStep({ onSignedIn, onRestart }: AuthenticatorCodeStepProps) {
  const { t } = useTranslation('auth');
  const failureText = useFailureText();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const complete = isAuthenticatorCodeComplete(code);

  const submit = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      onSignedIn(await answerAuthenticatorCode(code));
    } catch (error) {
      const { restart, failure: reason } = authenticatorCodeFailure(error);
      if (restart) onRestart(failureText(reason));
      else {
        setFailure(failureText(reason));
        setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !busy) void submit();
      }}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="link" formAction="none" onClick={() => onRestart(undefined)} disabled={busy}>
            {t('authenticator.startOver')}
          </Button>
          <Button variant="primary" formAction="submit" disabled={!complete} loading={busy}>
            {t('email.submit')}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        <Box variant="p">{t('authenticator.codeIntro')}</Box>
        <AuthenticatorCodeField value={code} onChange={setCode} errorText={failure} />
      </SpaceBetween>
    </SubmitForm>
  );
}
