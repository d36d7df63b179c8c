import { useCallback, useEffect, useState } from 'react';

import { loadConfig } from '../../app/config';
import type { WebConfig } from '../../app/config';
import { readSessionHint } from '../../app/session-hint';
import type { SessionHint } from '../../app/session-hint';

function readHint(clientId?: string): SessionHint {
  try {
    return readSessionHint(localStorage, clientId);
  } catch {
    return { signedIn: false };
  }
}

/**
 * The landing page's view of the runtime config and the sign-in state. Amplify is imported only
 * when the user logs out, never to render the page.
 */
export function useLandingSession() {
  const [config, setConfig] = useState<WebConfig>();
  const [session, setSession] = useState<SessionHint>(() => readHint());

  useEffect(() => {
    let active = true;
    loadConfig()
      .then((loaded) => {
        if (!active) return;
        setConfig(loaded);
        setSession(readHint(loaded.userPoolClientId));
      })
      .catch(() => {
        // Without config the page still shows; contact details and sign-in state stay hidden.
      });
    return () => {
      active = false;
    };
  }, []);

  const logOut = useCallback(async () => {
    const { signOutUser } = await import('../../app/auth');
    await signOutUser();
    setSession({ signedIn: false });
  }, []);

  return { config, session, logOut };
}
