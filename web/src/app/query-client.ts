import { onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';

import { CACHE_LIFETIME } from '../api/cache-lifetimes';
import { isApiError } from '../api/client';

import { justLoggedOut } from './session';
import { signInPathFor } from './sign-in-routing';

/** Client errors (4xx) are answers, not glitches: retry only network failures and 5xx, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The one query cache of the portal (DESIGN.md "Web"): general lifetime 30 minutes. */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes a network until an `offline` event: a page opened without one (issue 36)
  // pauses its queries (My Shifts then shows the saved copy, app/pwa/offline-sync.ts) instead of failing them.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // The session ended (token revoked or expired beyond refresh): drop the stored tokens (else
        // /login would send the user straight back), sign in again, then come back. Not right after
        // Log Out: that refusal is expected, and Log Out already goes to /login.
        if (isApiError(error) && error.status === 401 && !justLoggedOut()) {
          const target = signInPathFor(`${window.location.pathname}${window.location.search}`);
          void import('./auth')
            .then(({ signOutUser }) => signOutUser())
            .catch(() => undefined)
            .finally(() => window.location.assign(target));
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME.general,
        gcTime: CACHE_LIFETIME.general,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      // Offline, an action fails at once and says so ("You are offline — this needs a connection",
      // hooks/error-text.ts) instead of waiting paused with nothing on the screen (issue 36 item 3).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
