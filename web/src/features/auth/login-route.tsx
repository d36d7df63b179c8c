import '../../app/portal-styles';

import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';

import { currentSession } from '../../app/auth';
import { afterSignInPath } from '../../app/sign-in-routing';
import { registerNamespaces } from '../../i18n';
import { auth as elAuth } from '../../i18n/locales/el/auth';
import { auth as enAuth } from '../../i18n/locales/en/auth';
import { validationNamespace } from '../../i18n/validation';

export { LoginPage } from './login-page';

registerNamespaces({ auth: { en: enAuth, el: elAuth }, ...validationNamespace });

/** A signed-in user opening /login goes to where they were going (if their role may), or to their landing page. */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await currentSession().catch(() => undefined);
  if (session) throw redirect(afterSignInPath(session.role, new URL(request.url).searchParams.get('next')));
  return null;
}
