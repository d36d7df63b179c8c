import { describe, expect, it } from 'vitest';

import { decodeJwtClaims, readSessionHint } from './session-hint';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

function storage(entries: Record<string, string>): Pick<Storage, 'getItem' | 'length' | 'key'> {
  const keys = Object.keys(entries);
  return { getItem: (key) => entries[key] ?? null, length: keys.length, key: (index) => keys[index] ?? null };
}

const now = Date.UTC(2025, 5, 1);
const base = 'CognitoIdentityServiceProvider.client1';
const live = jwt({ role: 'SYSTEM_USER', email: 'admin@example.com', exp: now / 1000 + 3600 });

describe('readSessionHint', () => {
  it('should read the role of the signed-in user from the stored ID token', () => {
    const hint = readSessionHint(
      storage({ [`${base}.LastAuthUser`]: 'u1', [`${base}.u1.idToken`]: live }),
      'client1',
      now,
    );
    expect(hint).toEqual({ signedIn: true, role: 'SYSTEM_USER', email: 'admin@example.com' });
  });

  it('should find the client id from the stored keys when the config is not loaded yet', () => {
    const hint = readSessionHint(
      storage({ other: 'x', [`${base}.LastAuthUser`]: 'u1', [`${base}.u1.idToken`]: live }),
      undefined,
      now,
    );
    expect(hint.signedIn).toBe(true);
  });

  it('should count an expired token as signed in only while a refresh token is stored', () => {
    const expired = jwt({ role: 'CLIENT', exp: now / 1000 - 10 });
    const entries = { [`${base}.LastAuthUser`]: 'u1', [`${base}.u1.idToken`]: expired };
    expect(readSessionHint(storage(entries), 'client1', now).signedIn).toBe(false);
    const withRefresh = { ...entries, [`${base}.u1.refreshToken`]: 'r' };
    expect(readSessionHint(storage(withRefresh), 'client1', now)).toMatchObject({
      signedIn: true,
      role: 'CLIENT',
    });
  });

  it('should be signed out with no stored user, another client id or a broken token', () => {
    expect(readSessionHint(storage({}), 'client1', now).signedIn).toBe(false);
    const entries = { [`${base}.LastAuthUser`]: 'u1', [`${base}.u1.idToken`]: live };
    expect(readSessionHint(storage(entries), 'client2', now).signedIn).toBe(false);
    const broken = { [`${base}.LastAuthUser`]: 'u1', [`${base}.u1.idToken`]: 'not-a-jwt' };
    expect(readSessionHint(storage(broken), 'client1', now).signedIn).toBe(false);
  });

  it('should leave the role out when the token carries none we know', () => {
    const token = jwt({ role: 'SOMEONE', exp: now / 1000 + 60 });
    const hint = readSessionHint(
      storage({ [`${base}.LastAuthUser`]: 'u', [`${base}.u.idToken`]: token }),
      'client1',
      now,
    );
    expect(hint).toMatchObject({ signedIn: true, role: undefined });
  });
});

describe('decodeJwtClaims', () => {
  it('should decode base64url claims with non-ASCII text', () => {
    expect(decodeJwtClaims(jwt({ name: 'Μαρία' }))).toEqual({ name: 'Μαρία' });
  });
});
