import type { SignInRevocationRepository } from '@careshift/db';

import type { CognitoAccounts } from './cognito-accounts';

/**
 * The user pool, with every change that takes access away also revoking the tokens already issued
 * (docs/decisions.md, "Revocation"): Cognito stops new sign-ins and refresh tokens, but an ID token
 * stays cryptographically valid until it expires, so the API pipeline refuses tokens issued at or
 * before the revocation. Revocation uses real time (tokens carry the auth server's `iat`), never the
 * local stack's test clock.
 */
export function withSignInRevocation(
  accounts: CognitoAccounts,
  revocations: Pick<SignInRevocationRepository, 'revoke'>,
  now: () => Date = () => new Date(),
): CognitoAccounts {
  const revoke = (username: string, reason: string) => revocations.revoke(username, now(), reason);
  return {
    ...accounts,
    async setEnabled(username: string, enabled: boolean) {
      if (!enabled) await revoke(username, 'disabled');
      await accounts.setEnabled(username, enabled);
    },
    async deleteAccount(username: string) {
      await revoke(username, 'removed');
      await accounts.deleteAccount(username);
    },
    async setClaims(username, claims) {
      await accounts.setClaims(username, claims);
      await revoke(username, 'role changed');
      await accounts.signOutEverywhere(username);
    },
  };
}
