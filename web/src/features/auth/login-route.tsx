import '@cloudscape-design/global-styles/index.css';

import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';

import { landingRouteFor } from '../../app/access';
import { currentSession } from '../../app/auth';
import { safeNextPath } from '../../app/paths';
import { registerNamespaces } from '../../i18n';
import { auth as elAuth } from '../../i18n/locales/el/auth';
import { auth as enAuth } from '../../i18n/locales/en/auth';
import { validationNamespace } from '../../i18n/validation';

export { LoginPage } from './login-page';

registerNamespaces({ auth: { en: enAuth, el: elAuth }, ...validationNamespace });

/** A signed-in user opening /login goes to where they were going, or to their role's landing page. */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await currentSession().catch(() => undefined);
  if (session) {
    const next = safeNextPath(new URL(request.url).searchParams.get('next'));
    throw redirect(next ?? landingRouteFor(session.role));
  }
  return null;
}
