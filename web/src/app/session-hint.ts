import { isRole } from '@careshift/domain/roles';
import type { Role } from '@careshift/domain/roles';

/** Amplify v6 keeps the Cognito tokens under `CognitoIdentityServiceProvider.<clientId>.…`. */
export const AUTH_KEY_PREFIX = 'CognitoIdentityServiceProvider';

export interface SessionHint {
  signedIn: boolean;
  role?: Role;
  email?: string;
}

const SIGNED_OUT: SessionHint = { signedIn: false };

/** The claims of a JWT, without verifying it (the API verifies; this only decides what to show). */
export function decodeJwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const tokenClaims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof tokenClaims === 'object' && tokenClaims !== null
      ? (tokenClaims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The role claim of an ID token (`role`, or `custom:role` as Cognito names custom attributes). */
export function roleOf(tokenClaims: Record<string, unknown>): Role | undefined {
  const role = tokenClaims.role ?? tokenClaims['custom:role'];
  return isRole(role) ? role : undefined;
}

/** The client id of Amplify's last sign-in in this browser, found from its storage keys. */
export function storedClientId(storage: Pick<Storage, 'length' | 'key'>): string | undefined {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const match = key?.match(/^CognitoIdentityServiceProvider\.([^.]+)\.LastAuthUser$/);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** The last user's stored ID token claims and whether a refresh token is stored with them. */
function storedIdClaims(storage: Pick<Storage, 'getItem'>, clientId: string) {
  const base = `${AUTH_KEY_PREFIX}.${clientId}`;
  const user = storage.getItem(`${base}.LastAuthUser`);
  if (!user) return undefined;
  const idToken = storage.getItem(`${base}.${user}.idToken`);
  const tokenClaims = idToken ? decodeJwtClaims(idToken) : undefined;
  if (!tokenClaims) return undefined;
  return { tokenClaims, hasRefreshToken: Boolean(storage.getItem(`${base}.${user}.refreshToken`)) };
}

/**
 * Whether someone is signed in, read from Amplify's stored tokens without loading Amplify, so the
 * landing page can show Portal and Log Out at no cost and at first paint. A token past its expiry
 * still counts while a refresh token is stored (Amplify refreshes it when the portal opens).
 * Without the client id (config not loaded yet) the stored keys tell it.
 */
export function readSessionHint(
  storage: Pick<Storage, 'getItem' | 'length' | 'key'>,
  userPoolClientId?: string,
  now = Date.now(),
): SessionHint {
  try {
    const clientId = userPoolClientId ?? storedClientId(storage);
    const stored = clientId ? storedIdClaims(storage, clientId) : undefined;
    if (!stored) return SIGNED_OUT;
    const { tokenClaims, hasRefreshToken } = stored;
    const expiresAt = typeof tokenClaims.exp === 'number' ? tokenClaims.exp * 1000 : 0;
    if (expiresAt <= now && !hasRefreshToken) return SIGNED_OUT;
    const email = typeof tokenClaims.email === 'string' ? tokenClaims.email : undefined;
    return { signedIn: true, role: roleOf(tokenClaims), email };
  } catch {
    return SIGNED_OUT;
  }
}
