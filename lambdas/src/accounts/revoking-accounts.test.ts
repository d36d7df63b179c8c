import { describe, expect, it } from 'vitest';

import type { CognitoAccounts } from './cognito-accounts';
import { REFUSED_UNTIL_ALLOWED, withSignInRevocation } from './revoking-accounts';

/** The user pool's calls, recorded in order (only the ones the decorator wraps are called). */
function recordingPool(calls: string[]): CognitoAccounts {
  const record = (name: string) => async (username: string) => {
    calls.push(`${name} ${username}`);
  };
  const pool: Partial<CognitoAccounts> = {
    setEnabled: async (username, enabled) => {
      calls.push(`setEnabled ${username} ${enabled}`);
    },
    deleteAccount: record('deleteAccount'),
    signOutEverywhere: record('signOutEverywhere'),
    refuseSignIn: record('refuseSignIn'),
    allowSignIn: record('allowSignIn'),
    setClaims: record('setClaims'),
  };
  return pool as CognitoAccounts;
}

function memoryRevocations() {
  const items = new Map<string, { at: number; reason: string }>();
  return {
    items,
    async revoke(subject: string, at: Date, reason: string) {
      items.set(subject, { at: at.getTime(), reason });
    },
    async revokedAt(subjects: readonly string[]) {
      const found = new Map<string, number>();
      for (const subject of subjects) {
        const item = items.get(subject);
        if (item) found.set(subject, item.at);
      }
      return found;
    },
  };
}

describe('sign-in revocation decorator', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('should revoke a refused sign-in until it is allowed again, after signing it out everywhere in the pool', async () => {
    const calls: string[] = [];
    const revocations = memoryRevocations();
    const accounts = withSignInRevocation(recordingPool(calls), revocations, () => now);
    await accounts.refuseSignIn('p1');
    expect(revocations.items.get('p1')).toEqual({
      at: REFUSED_UNTIL_ALLOWED.getTime(),
      reason: 'sign-in refused',
    });
    expect(calls).toEqual(['refuseSignIn p1']);
    await accounts.allowSignIn('p1');
    expect(revocations.items.get('p1')).toEqual({ at: now.getTime(), reason: 'sign-in allowed again' });
    expect(calls).toEqual(['refuseSignIn p1', 'allowSignIn p1']);
  });

  it('should never move a refusal earlier when the refused sign-in is disabled, removed or its role changed', async () => {
    const calls: string[] = [];
    const revocations = memoryRevocations();
    const accounts = withSignInRevocation(recordingPool(calls), revocations, () => now);
    await accounts.refuseSignIn('p1');
    await accounts.setEnabled('p1', false);
    await accounts.setClaims('p1', { role: 'EMPLOYEE', companyId: undefined });
    await accounts.deleteAccount('p1');
    expect(revocations.items.get('p1')?.at).toBe(REFUSED_UNTIL_ALLOWED.getTime());
    await accounts.setEnabled('u1', false);
    expect(revocations.items.get('u1')).toEqual({ at: now.getTime(), reason: 'disabled' });
  });
});
