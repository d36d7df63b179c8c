import type { SignInRevocationRepository } from '@careshift/db';

import type { CognitoAccounts } from './cognito-accounts';

/**
 * The revocation time of a refused sign-in: the latest instant a Date can hold, so every token of
 * the subject, issued before or after, is refused until the sign-in is allowed again.
 */
export const REFUSED_UNTIL_ALLOWED = new Date(8.64e15);

/**
 * The user pool, with every change that takes access away also revoking the tokens already issued
 * (docs/decisions/security/revocation.md): Cognito stops new sign-ins and refresh tokens, but an ID token
 * stays cryptographically valid until it expires, so the API pipeline refuses tokens issued at or
 * before the revocation. A refused sign-in (a DISABLED partner, whose account stays enabled in the
 * pool) is revoked until it is allowed again, so even a token the triggers should never have let
 * out is refused. A revocation is never moved earlier, except by allowing the sign-in again.
 * Revocation uses real time (tokens carry the auth server's `iat`), never the local stack's test
 * clock.
 */
export function withSignInRevocation(
  accounts: CognitoAccounts,
  revocations: Pick<SignInRevocationRepository, 'revoke' | 'revokedAt'>,
  now: () => Date = () => new Date(),
): CognitoAccounts {
  const revoke = async (username: string, reason: string, at = now()) => {
    const current = (await revocations.revokedAt([username])).get(username);
    if (current === undefined || current < at.getTime()) await revocations.revoke(username, at, reason);
  };
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
    async refuseSignIn(username: string) {
      await revoke(username, 'sign-in refused', REFUSED_UNTIL_ALLOWED);
      await accounts.refuseSignIn(username);
    },
    async allowSignIn(username: string) {
      await accounts.allowSignIn(username);
      await revocations.revoke(username, now(), 'sign-in allowed again');
    },
    async liftRefusal(username: string) {
      await accounts.liftRefusal(username);
      await revocations.revoke(username, now(), 'refusal lifted');
    },
  };
}
