import { describe, expect, it } from 'vitest';

import { forgetStoredSignIn } from './clear-offline-data';

function memory(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('forgetStoredSignIn (Log Out without a network, issue 36)', () => {
  it("should remove Amplify's stored sign-in and keep the rest", () => {
    const storage = memory({
      'CognitoIdentityServiceProvider.client-a.LastAuthUser': 'partner-1',
      'CognitoIdentityServiceProvider.client-a.partner-1.idToken': 'token',
      'CognitoIdentityServiceProvider.client-a.partner-1.refreshToken': 'refresh',
      'careshift.language': 'el',
    });
    forgetStoredSignIn(storage);
    expect(
      Object.fromEntries(Array.from({ length: storage.length }, (_, index) => [storage.key(index), 1])),
    ).toEqual({
      'careshift.language': 1,
    });
  });
});
