import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import type { SignInRevocationRepository } from '@careshift/db';
import { canPartnerSignIn, canSystemUserSignIn, isClientUserSignInEnabled } from '@careshift/domain';
import { isRefusedByTriggers } from '@careshift/lambdas/accounts/account-lifecycle';
import { createCognitoAccounts } from '@careshift/lambdas/accounts/cognito-accounts';
import type { Account, NewAccount } from '@careshift/lambdas/accounts/cognito-accounts';
import { withSignInRevocation } from '@careshift/lambdas/accounts/revoking-accounts';

import { runPool } from './scale/batch-writer';
import type { AssignIds, SeedPerson } from './scale/identities';

/** Sign-ins made at once (each hashes a password in the auth twin). */
const CONCURRENCY = 4;

const isTaken = (error: unknown) =>
  ['UsernameExistsException', 'AliasExistsException'].includes((error as { name?: string }).name ?? '');

/**
 * The user pool through the same helpers the API uses (lambdas' createCognitoAccounts with the
 * sign-in revocations), plus the one thing the seed does that the API never does: bringing an
 * existing sign-in back to the demo's state.
 */
export function seedAccounts(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  revocations: Pick<SignInRevocationRepository, 'revoke' | 'revokedAt'>,
) {
  const accounts = withSignInRevocation(createCognitoAccounts(cognito, userPoolId), revocations);

  /**
   * Creates a sign-in like the API does (confirmed, permanent password or an unusable one; when its
   * record may not sign in, an e-mail sign-in disabled, a partner's phone sign-in enabled in the pool
   * but refused), or, when one exists for the e-mail or number, gives it the role, company, state and
   * (when given) password asked for. Returns it with its `sub` and its state in the pool.
   */
  async function ensureAccount(account: NewAccount): Promise<Account> {
    const refused = account.enabled === false && isRefusedByTriggers(account.email ? 'email' : 'phone');
    const made = await ensureInPool(refused ? { ...account, enabled: true } : account);
    if (refused) await accounts.refuseSignIn(made.username);
    return made;
  }

  async function ensureInPool(account: NewAccount): Promise<Account> {
    try {
      return await accounts.createAccount(account);
    } catch (error) {
      if (!isTaken(error)) throw error;
      const existing = await accounts.getByUsername(account.username);
      if (!existing) throw error;
      // Changing claims signs the person out everywhere: only when they differ, so a second seed
      // leaves the sign-ins it made working (a token's `iat` is in whole seconds).
      if (existing.role !== account.role || existing.companyId !== account.companyId)
        await accounts.setClaims(existing.username, { role: account.role, companyId: account.companyId });
      if (account.password) {
        await cognito.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: existing.username,
            Password: account.password,
            Permanent: true,
          }),
        );
      }
      const enabled = account.enabled !== false;
      if (existing.enabled !== enabled) await accounts.setEnabled(existing.username, enabled);
      return { ...existing, role: account.role, companyId: account.companyId, enabled };
    }
  }

  /** Many sign-ins, a few at a time, in the order given. */
  async function ensureAccounts(list: readonly NewAccount[]): Promise<Account[]> {
    const made: Account[] = new Array<Account>(list.length);
    await runPool(
      list.map((account, index) => ({ account, index })),
      CONCURRENCY,
      async ({ account, index }) => {
        made[index] = await ensureAccount(account);
      },
    );
    return made;
  }

  /** seedScale's assignIds: a sign-in for every made-up person, whose `sub` becomes their id. */
  const assignIds: AssignIds = async (people) =>
    (await ensureAccounts(people.map(accountOfPerson))).map((account) => account.authId);

  return { ensureAccount, ensureAccounts, assignIds };
}

/** The sign-in the API would have made for a seeded person (see docs/decisions/accounts/accounts-follow-records.md). */
export function accountOfPerson(person: SeedPerson): NewAccount {
  if (person.kind === 'partner') {
    const { profile, info } = person.partner;
    return {
      username: info.phoneNumber,
      phoneNumber: info.phoneNumber,
      role: 'EMPLOYEE',
      lang: info.lang,
      enabled: canPartnerSignIn(profile.status),
    };
  }
  if (person.kind === 'systemUser') {
    const { user } = person;
    return {
      username: user.email,
      email: user.email,
      role: 'SYSTEM_USER',
      lang: user.lang,
      enabled: canSystemUserSignIn(user.status),
    };
  }
  const { user, client } = person;
  return {
    username: user.email,
    email: user.email,
    role: user.owner ? 'OWNER' : 'CLIENT',
    companyId: client.clientId,
    lang: user.lang,
    enabled: isClientUserSignInEnabled(user.status),
  };
}

export type SeedAccounts = ReturnType<typeof seedAccounts>;
