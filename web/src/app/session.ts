import { readSessionClaims } from './session-claims';
import type { Session } from './session-claims';
import { AUTH_KEY_PREFIX, decodeJwtClaims, storedClientId } from './session-hint';

export type { Session } from './session-claims';

/** A stored ID token this close to its expiry goes through Amplify, which refreshes it. */
const FRESH_FOR_MS = 5 * 60_000;

/** Amplify's stored session and when its ID token expires, whatever its age; undefined when unreadable. */
function storedSession(
  storage: Pick<Storage, 'getItem' | 'length' | 'key'>,
): { session: Session; expiresAtMs: number } | undefined {
  const clientId = storedClientId(storage);
  if (!clientId) return undefined;
  const base = `${AUTH_KEY_PREFIX}.${clientId}`;
  const user = storage.getItem(`${base}.LastAuthUser`);
  const idToken = user ? storage.getItem(`${base}.${user}.idToken`) : null;
  const payload = idToken ? decodeJwtClaims(idToken) : undefined;
  if (!idToken || !payload || typeof payload.exp !== 'number') return undefined;
  const tokenClaims = readSessionClaims(payload);
  return tokenClaims && { session: { ...tokenClaims, idToken }, expiresAtMs: payload.exp * 1000 };
}

/**
 * The session Amplify stored at sign-in, read without Amplify while its ID token has more than five
 * minutes left: the portal's pages and API calls need no 37 kB of Amplify (and no /config.json) on
 * a phone for a fresh session (docs/decisions/performance/partner-phone.md). Undefined otherwise.
 */
export function freshStoredSession(
  storage: Pick<Storage, 'getItem' | 'length' | 'key'>,
  now = Date.now(),
): Session | undefined {
  const stored = storedSession(storage);
  return stored && stored.expiresAtMs - now > FRESH_FOR_MS ? stored.session : undefined;
}

/**
 * Offline (issue 36), the stored session whatever its age: Amplify cannot refresh an expiring token
 * without a network and would sign the user out, yet the session still says whose offline shifts to
 * show (the API answers nobody until the network is back, and then Amplify refreshes as usual).
 */
export function offlineStoredSession(
  storage: Pick<Storage, 'getItem' | 'length' | 'key'>,
  online: boolean,
): Session | undefined {
  return online ? undefined : storedSession(storage)?.session;
}

/**
 * The signed-in user, or undefined: the stored session while it is fresh, else Amplify's (which
 * refreshes an expiring token, and signs out a session it cannot read, app/auth.ts).
 */
export async function currentSession(): Promise<Session | undefined> {
  const stored = freshStoredSession(window.localStorage);
  if (stored) return stored;
  const offline = offlineStoredSession(window.localStorage, navigator.onLine);
  if (offline) return offline;
  return (await import('./auth')).currentSession();
}

/** The bearer token for the API, or undefined when nobody is signed in. */
export async function getIdToken(): Promise<string | undefined> {
  return (await currentSession())?.idToken;
}

/** How long after Log Out a refused query (401) is the sign-out's own echo, not a lost session. */
const LOG_OUT_ECHO_MS = 10_000;
let loggedOutAt: number | undefined;

/**
 * True for a few seconds after the user chose Log Out: queries still live on the page refetch without
 * a token and are refused, and the refusal must not start a second trip to the sign-in page.
 */
export function justLoggedOut(now = Date.now()): boolean {
  return loggedOutAt !== undefined && now - loggedOutAt >= 0 && now - loggedOutAt < LOG_OUT_ECHO_MS;
}

/** Log Out: signs out of this browser (Amplify, loaded now, clears its stored tokens). */
export async function signOutUser(now = Date.now()): Promise<void> {
  loggedOutAt = now;
  await (await import('./auth')).signOutUser();
}
