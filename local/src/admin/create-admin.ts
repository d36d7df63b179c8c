import { randomInt } from 'node:crypto';

import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import { systemUserCreateFormSchema } from '@careshift/contract';
import type { SystemUser } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import type { DbService } from '@careshift/db';
import { createCognitoAccounts } from '@careshift/lambdas/accounts/cognito-accounts';
import { withSignInRevocation } from '@careshift/lambdas/accounts/revoking-accounts';
import { systemClock } from '@careshift/lambdas/clock';
import { createSystemUser } from '@careshift/lambdas/system-users/system-users';

export interface FirstAdministrator {
  email: string;
  firstName: string;
  lastName: string;
  lang?: 'en' | 'el';
}

export interface CreateAdminTarget {
  db: DbService;
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
}

const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random initial password (20 characters, about 117 bits) the operator hands over once. */
export function initialPassword(length = 20): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * Creates one ACTIVE administrator (SYSTEM_USER record and its e-mail sign-in) through the system
 * users area's own use case, so the record and the sign-in are made exactly as the API makes them
 * (sign-in first, record second, the sign-in removed again when the record cannot be written).
 * The input is checked with the contract's form schema; an e-mail already in use is refused.
 */
export async function createFirstAdministrator(
  target: CreateAdminTarget,
  admin: FirstAdministrator,
): Promise<{ user: SystemUser; password: string }> {
  const password = initialPassword();
  const body = systemUserCreateFormSchema.parse({
    ...admin,
    lang: admin.lang ?? 'en',
    status: 'ACTIVE',
    receiveRequestUpdates: true,
    password,
  });
  const { systemUsers, signInRevocations } = createRepositories(target.db);
  const accounts = withSignInRevocation(
    createCognitoAccounts(target.cognito, target.userPoolId),
    signInRevocations,
  );
  const user = await createSystemUser({ systemUsers, accounts, clock: systemClock }, body);
  return { user, password };
}
