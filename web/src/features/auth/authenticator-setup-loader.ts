import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';

import { mayUseAuthenticatorApp } from '@careshift/domain/sign-in/sign-in-rules';

import { currentSession } from '../../app/auth';
import type { Session } from '../../app/auth';
import { afterSignInPath, loginPath } from '../../app/sign-in-routing';

/**
 * The set-up page is for a signed-in e-mail user (administrators, organisation users); signed out,
 * sign in first and come back. A partner (SMS sign-in, no password) goes to their landing page.
 */
export async function authenticatorSetupLoader({ request }: LoaderFunctionArgs): Promise<Session> {
  const session = await currentSession().catch(() => undefined);
  if (!session) {
    const url = new URL(request.url);
    throw redirect(loginPath({ type: 'client', next: `${url.pathname}${url.search}` }));
  }
  if (!mayUseAuthenticatorApp(session.role)) throw redirect(afterSignInPath(session.role, undefined));
  return session;
}
