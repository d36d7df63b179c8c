import { ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import { createNotificationIntentRepository, createSignInRevocationRepository } from '@careshift/db';

import { onDemand } from '../bundling/on-demand';
import { repositoriesOf } from '../repositories';

import type { CognitoAccounts } from './cognito-accounts';
import { withSignInRevocation } from './revoking-accounts';

/** Every member of the user pool's accounts, for the stand-in that imports them on demand. */
const ACCOUNT_METHODS: { readonly [K in keyof CognitoAccounts]: true } = {
  createAccount: true,
  getByUsername: true,
  findByAuthId: true,
  findByEmail: true,
  findByPhoneNumber: true,
  setClaims: true,
  updateAccount: true,
  setEnabled: true,
  deleteAccount: true,
  sendPasswordReset: true,
  signOutEverywhere: true,
  refuseSignIn: true,
  allowSignIn: true,
  liftRefusal: true,
};

let accounts: CognitoAccounts | undefined;

/**
 * The user pool, created once per container (Cognito in AWS, the auth twin locally), for the areas
 * that manage sign-ins: clients, partners, system users and sign-in roles. The Cognito client is
 * imported by the first operation that reaches the pool (docs/decisions/performance/area-loads.md).
 */
export function accountDeps() {
  if (accounts) return { accounts };
  const userPoolId = readEnv(ENV.userPoolId);
  const userPoolClientId = readOptionalEnv(ENV.userPoolClientId);
  accounts = withSignInRevocation(
    onDemand<CognitoAccounts>(async () => {
      const [{ createCognitoAccounts }, { cognitoClient }] = await Promise.all([
        import('./cognito-accounts'),
        import('../aws/cognito-client'),
      ]);
      return createCognitoAccounts(cognitoClient(), userPoolId, userPoolClientId);
    }, ACCOUNT_METHODS),
    repositoriesOf({ signInRevocations: createSignInRevocationRepository }).signInRevocations,
  );
  return { accounts };
}

/** The notification outbox the notices of sign-in changes are kept in (clients, system users). */
export function accountNoticeOutbox() {
  return repositoriesOf({ notificationIntents: createNotificationIntentRepository });
}
