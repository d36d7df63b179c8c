import { ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import { createNotificationIntentRepository, createSignInRevocationRepository } from '@careshift/db';

import { cognitoClient } from '../aws/clients';
import { repositoriesOf } from '../repositories';

import { createCognitoAccounts } from './cognito-accounts';
import type { CognitoAccounts } from './cognito-accounts';
import { withSignInRevocation } from './revoking-accounts';

let accounts: CognitoAccounts | undefined;

/**
 * The user pool, created once per container (Cognito in AWS, the auth twin locally), for the areas
 * that manage sign-ins: clients, partners, system users and sign-in roles.
 */
export function accountDeps() {
  accounts ??= withSignInRevocation(
    createCognitoAccounts(cognitoClient(), readEnv(ENV.userPoolId), readOptionalEnv(ENV.userPoolClientId)),
    repositoriesOf({ signInRevocations: createSignInRevocationRepository }).signInRevocations,
  );
  return { accounts };
}

/** The notification outbox the notices of sign-in changes are kept in (clients, system users). */
export function accountNoticeOutbox() {
  return repositoriesOf({ notificationIntents: createNotificationIntentRepository });
}
