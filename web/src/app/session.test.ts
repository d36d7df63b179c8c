import { describe, expect, it } from 'vitest';

import { freshStoredSession, justLoggedOut, offlineStoredSession } from './session';

const NOW = Date.UTC(2026, 0, 10, 12);
const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${base64Url({ alg: 'none' })}.${base64Url(claims)}.sig`;

/** Amplify's storage after a sign-in of `user` with this ID token. */
function storage(
  idToken: string | undefined,
  user = 'partner-1',
): Pick<Storage, 'getItem' | 'length' | 'key'> {
  const entries = new Map<string, string>([['CognitoIdentityServiceProvider.client-a.LastAuthUser', user]]);
  if (idToken) entries.set(`CognitoIdentityServiceProvider.client-a.${user}.idToken`, idToken);
  const keys = [...entries.keys()];
  return {
    length: keys.length,
    key: (index) => keys[index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
  };
}

describe('freshStoredSession', () => {
  it('should read the stored session while its ID token has more than five minutes left', () => {
    const token = jwt({ sub: 'partner-1', role: 'EMPLOYEE', exp: NOW / 1000 + 3600 });
    expect(freshStoredSession(storage(token), NOW)).toEqual({
      userId: 'partner-1',
      role: 'EMPLOYEE',
      idToken: token,
    });
  });

  it('should leave a token about to expire (or expired) to Amplify, which refreshes it', () => {
    expect(freshStoredSession(storage(jwt({ sub: 'p', exp: NOW / 1000 + 120 })), NOW)).toBeUndefined();
    expect(freshStoredSession(storage(jwt({ sub: 'p', exp: NOW / 1000 - 10 })), NOW)).toBeUndefined();
  });

  it('should give nothing without a stored sign-in, an expiry or readable claims', () => {
    expect(freshStoredSession(storage(undefined), NOW)).toBeUndefined();
    expect(freshStoredSession(storage(jwt({ sub: 'p' })), NOW)).toBeUndefined();
    expect(
      freshStoredSession(storage(jwt({ sub: 'p', role: 'KING', exp: NOW / 1000 + 3600 })), NOW),
    ).toBeUndefined();
    expect(freshStoredSession(storage('not-a-token'), NOW)).toBeUndefined();
  });
});

describe('justLoggedOut', () => {
  it('should be false before any Log Out', () => {
    expect(justLoggedOut(NOW)).toBe(false);
  });

  it("should hold for ten seconds after Log Out, so a refused query's echo starts no second redirect", async () => {
    const { signOutUser } = await import('./session');
    // Whatever Amplify's sign-out does here, the moment is recorded before it.
    await signOutUser(NOW).catch(() => undefined);
    expect(justLoggedOut(NOW + 1_000)).toBe(true);
    expect(justLoggedOut(NOW + 9_999)).toBe(true);
    expect(justLoggedOut(NOW + 10_000)).toBe(false);
  });
});

describe('offlineStoredSession (issue 36)', () => {
  it('should read an expired stored session only while the browser is offline', () => {
    const token = jwt({ sub: 'partner-1', role: 'EMPLOYEE', exp: NOW / 1000 - 3600 });
    expect(offlineStoredSession(storage(token), false)).toEqual({
      userId: 'partner-1',
      role: 'EMPLOYEE',
      idToken: token,
    });
    expect(offlineStoredSession(storage(token), true)).toBeUndefined();
  });

  it('should read nothing without a readable stored session', () => {
    expect(offlineStoredSession(storage(undefined), false)).toBeUndefined();
    expect(offlineStoredSession(storage('not-a-token'), false)).toBeUndefined();
  });
});
