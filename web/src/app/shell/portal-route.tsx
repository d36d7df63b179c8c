import '../portal-styles';

import { QueryClientProvider } from '@tanstack/react-query';
import { redirect, useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';

import { CloudscapeMessages } from '../../components/cloudscape-messages';
import { registerNamespaces } from '../../i18n';
import { shell as elShell } from '../../i18n/locales/el/shell';
import { ui as elUi } from '../../i18n/locales/el/ui';
import { shell as enShell } from '../../i18n/locales/en/shell';
import { ui as enUi } from '../../i18n/locales/en/ui';
import { validationNamespace } from '../../i18n/validation';
import { createQueryClient } from '../query-client';
import { currentSession } from '../session';
import type { Session } from '../session';
import { authenticatorSetupPath, mustSetUpAuthenticator, signInPathFor } from '../sign-in-routing';

import { NotificationsProvider } from './notifications';
import { loadedShell, loadShell } from './shell-modules';

registerNamespaces({
  shell: { en: enShell, el: elShell },
  ui: { en: enUi, el: elUi },
  ...validationNamespace,
});

const queryClient = createQueryClient();

/** Signed out on a portal page: go to the right sign-in form and come back here after signing in. */
export async function portalLoader({ request }: LoaderFunctionArgs): Promise<Session> {
  const session = await currentSession();
  if (!session) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  }
  if (mustSetUpAuthenticator(session)) {
    const url = new URL(request.url);
    throw redirect(authenticatorSetupPath(`${url.pathname}${url.search}`));
  }
  await loadShell(session.role);
  return session;
}

/** The layout route of every portal page: query cache, notifications and the shell. */
export function PortalLayout() {
  const session = useLoaderData<typeof portalLoader>();
  const Shell = loadedShell(session.role);
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationsProvider>
        <CloudscapeMessages>
          <Shell session={session} />
        </CloudscapeMessages>
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
