import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import type { Session } from '../../app/auth';
import { safeNextPath } from '../../app/paths';
import { afterSignInPath, loginPath, parseLoginType } from '../../app/sign-in-routing';
import { RouterLink } from '../../components/router-link';
import { keepFocusOnPage, useHeadingFocusOnChange } from '../../hooks/use-heading-focus';

import { EmailSignIn } from './components/email-sign-in';
import { LoginLayout } from './components/login-layout';
import { PasswordReset } from './components/password-reset';
import { PhoneSignIn } from './components/phone-sign-in';
import { PortalChoice } from './components/portal-choice';

type ClientStep =
  { kind: 'sign-in'; email: string; notice?: string } | { kind: 'reset'; email: string; withCode?: boolean };

/**
 * Organisations and administrators: e-mail and password, or the forgot-password steps. `reset` (the
 * reset e-mail's link, `/login?type=client&reset=<email>`) opens the code step for that e-mail.
 */
function ClientSignIn({
  next,
  reset,
  onSignedIn,
}: {
  next?: string;
  reset?: string;
  onSignedIn: (session: Session) => void;
}) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<ClientStep>(
    reset === undefined ? { kind: 'sign-in', email: '' } : { kind: 'reset', email: reset, withCode: true },
  );
  const otherPortal = (
    <RouterLink href={loginPath({ type: 'employee', next })}>{t('email.otherPortal')}</RouterLink>
  );

  if (step.kind === 'reset') {
    return (
      <LoginLayout title={t('reset.title')} footer={otherPortal}>
        <PasswordReset
          email={step.email}
          withCode={step.withCode}
          onDone={(email) => setStep({ kind: 'sign-in', email, notice: t('reset.done') })}
          onCancel={(email) => setStep({ kind: 'sign-in', email })}
        />
      </LoginLayout>
    );
  }
  return (
    <LoginLayout title={t('email.title')} description={t('email.description')} footer={otherPortal}>
      <EmailSignIn
        email={step.email}
        notice={step.notice}
        onSignedIn={onSignedIn}
        onForgotPassword={(email) => setStep({ kind: 'reset', email })}
      />
    </LoginLayout>
  );
}

/**
 * `/login` (spec section 2): without `type` the two portals; `type=employee` the partner's phone
 * sign-in; `type=client` e-mail and password. After signing in the user goes back to where they
 * were going (`next`) when their role may open it, else to their role's landing page.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = parseLoginType(params.get('type'));
  const next = safeNextPath(params.get('next'));
  const onSignedIn = useCallback(
    (session: Session) => {
      navigate(afterSignInPath(session.role, next), { replace: true });
      keepFocusOnPage();
    },
    [navigate, next],
  );
  useHeadingFocusOnChange(type);

  const reset = params.get('reset') ?? undefined;
  if (type === 'client') return <ClientSignIn next={next} reset={reset} onSignedIn={onSignedIn} />;
  if (type === 'employee') {
    return (
      <LoginLayout
        title={t('phone.title')}
        description={t('phone.description')}
        footer={<RouterLink href={loginPath({ type: 'client', next })}>{t('phone.otherPortal')}</RouterLink>}
      >
        <PhoneSignIn onSignedIn={onSignedIn} />
      </LoginLayout>
    );
  }
  return (
    <LoginLayout title={t('page.title')} description={t('choice.description')}>
      <PortalChoice next={next} />
    </LoginLayout>
  );
}
