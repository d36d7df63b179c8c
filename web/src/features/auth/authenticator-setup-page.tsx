import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';

import { finishAuthenticatorSetup, startAuthenticatorSetup } from '../../app/auth';
import type { AuthenticatorSetup } from '../../app/auth';
import { PATHS, safeNextPath } from '../../app/paths';
import { signOutUser } from '../../app/session';
import { afterSignInPath, mustSetUpAuthenticator } from '../../app/sign-in-routing';
import { RouterLink } from '../../components/router-link';
import { SubmitForm } from '../../components/submit-form';

import type { authenticatorSetupLoader } from './authenticator-setup-loader';
import { AuthenticatorCodeField, isAuthenticatorCodeComplete } from './components/authenticator-code-field';
import { LoginLayout } from './components/login-layout';
import { QrCode } from './components/qr-code';
import { authenticatorCodeFailure, emailSignInFailure } from './sign-in-errors';
import { useFailureText } from './use-failure-text';

/** The key in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * `/authenticator-setup`: the authenticator app (TOTP) as the sign-in's second step. Administrators
 * land here until it is on (the portal sends them, and the API refuses them anything else);
 * organisation users come from their account page. A QR code of the otpauth address, the key for
 * typing in, then the app's code proves it and turns it on (issue 30).
 */
export function AuthenticatorSetupPage() {
  const session = useLoaderData<typeof authenticatorSetupLoader>();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const failureText = useFailureText();
  const required = mustSetUpAuthenticator(session);
  const [setup, setSetup] = useState<AuthenticatorSetup>();
  const [loadFailure, setLoadFailure] = useState<string>();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const start = () => {
    setLoadFailure(undefined);
    startAuthenticatorSetup(session.email ?? session.userId)
      .then(setSetup)
      .catch((error: unknown) => setLoadFailure(failureText(emailSignInFailure(error))));
  };
  useEffect(() => {
    // Once per page: each call makes a new secret, and only the newest can be verified.
    if (started.current) return;
    started.current = true;
    start();
  });

  const turnOn = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const refreshed = await finishAuthenticatorSetup(code);
      await navigate(afterSignInPath(refreshed.role, next), { replace: true });
    } catch (error) {
      setFailure(failureText(authenticatorCodeFailure(error).failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const footer = required ? (
    <Button
      variant="inline-link"
      onClick={() => void signOutUser().then(() => navigate(PATHS.login, { replace: true }))}
    >
      {t('authenticator.logOut')}
    </Button>
  ) : (
    <RouterLink href={next ?? PATHS.accountInfo}>{t('authenticator.cancel')}</RouterLink>
  );

  return (
    <LoginLayout
      title={t('authenticator.setupTitle')}
      description={required ? t('authenticator.setupRequired') : t('authenticator.setupOptional')}
      footer={footer}
    >
      {loadFailure ? (
        <SpaceBetween size="m">
          <Alert type="error">{loadFailure}</Alert>
          <Button onClick={start}>{t('authenticator.tryAgain')}</Button>
        </SpaceBetween>
      ) : !setup ? (
        <Spinner size="large" />
      ) : (
        <SubmitForm
          onSubmit={(event) => {
            event.preventDefault();
            if (isAuthenticatorCodeComplete(code) && !busy) void turnOn();
          }}
          actions={
            <Button
              variant="primary"
              formAction="submit"
              disabled={!isAuthenticatorCodeComplete(code)}
              loading={busy}
            >
              {t('authenticator.turnOn')}
            </Button>
          }
        >
          <SpaceBetween size="l">
            <Box variant="p">{t('authenticator.scan')}</Box>
            <Box textAlign="center">
              <QrCode text={setup.uri} label={t('authenticator.qrLabel')} />
            </Box>
            <SpaceBetween size="xxs">
              <Box variant="p">{t('authenticator.cantScan')}</Box>
              <Box variant="code" fontSize="body-m">
                <span data-testid="authenticator-key">{grouped(setup.secret)}</span>
              </Box>
            </SpaceBetween>
            <Box variant="p">{t('authenticator.enterCode')}</Box>
            <AuthenticatorCodeField value={code} onChange={setCode} errorText={failure} />
          </SpaceBetween>
        </SubmitForm>
      )}
    </LoginLayout>
  );
}
