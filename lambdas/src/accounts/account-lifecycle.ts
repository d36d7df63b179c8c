import { logger } from '../http/logger';

import { accountError } from './account-errors';
import type { SignInKind } from './account-errors';
import type { AccountChanges, CognitoAccounts, NewAccount } from './cognito-accounts';

/**
 * The order of writes that keeps sign-ins and records together (issue 5): the sign-in first (it is
 * the uniqueness check and gives the record its id, `sub`), then the record; a record that cannot be
 * written takes its sign-in with it, so no sign-in is ever left without a record.
 */

/** E-mail sign-ins are case-insensitive: records and the user pool keep them lower-cased. */
export function signInEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An e-mail sign-in from a create form: the lower-cased e-mail is its username, with the typed password. */
export function emailAccount(
  form: { email: string; password: string; lang: NewAccount['lang'] },
  account: Pick<NewAccount, 'role' | 'companyId' | 'enabled'>,
): NewAccount & { email: string } {
  const email = signInEmail(form.email);
  return { username: email, email, password: form.password, ...account, lang: form.lang };
}

export type LifecycleAccounts = Pick<
  CognitoAccounts,
  | 'createAccount'
  | 'updateAccount'
  | 'setEnabled'
  | 'refuseSignIn'
  | 'allowSignIn'
  | 'liftRefusal'
  | 'deleteAccount'
  | 'getByUsername'
>;

/**
 * Whether a record that may not sign in is refused by the sign-in triggers instead of being
 * disabled in the user pool: a phone sign-in (a partner's). Cognito answers "User is disabled."
 * for a disabled account before any trigger runs, while an unknown number gets a code challenge,
 * which would tell anyone which numbers belong to disabled partners
 * (docs/decisions/security/no-account-enumeration.md). E-mail sign-ins keep the pool's disable.
 */
export function isRefusedByTriggers(kind: SignInKind): boolean {
  return kind === 'phone';
}

/** Lets a sign-in in or keeps it out, the way its kind is refused. */
async function setSignInAllowed(
  accounts: LifecycleAccounts,
  authId: string,
  kind: SignInKind,
  allowed: boolean,
): Promise<void> {
  if (!isRefusedByTriggers(kind)) return accounts.setEnabled(authId, allowed);
  return allowed ? accounts.allowSignIn(authId) : accounts.refuseSignIn(authId);
}

/** Runs an undo step; a failure is logged (the original error is the one the caller sees). */
async function undo(what: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    logger.error(`Could not undo: ${what}`, { error: error as Error });
  }
}

/**
 * Creates the sign-in, then the record with the sign-in's id; the sign-in is deleted if the record
 * fails. A phone sign-in that may not sign in is created enabled in the pool and refused.
 */
export async function createWithAccount<T>(
  accounts: LifecycleAccounts,
  account: NewAccount,
  kind: SignInKind,
  writeRecord: (authId: string) => Promise<T>,
): Promise<T> {
  const refused = account.enabled === false && isRefusedByTriggers(kind);
  const inPool = refused ? { ...account, enabled: true } : account;
  const created = await accounts.createAccount(inPool).catch((error: unknown) => {
    throw accountError(error, kind);
  });
  try {
    if (refused) await accounts.refuseSignIn(created.authId);
    return await writeRecord(created.authId);
  } catch (error) {
    await undo(`delete sign-in ${created.authId}`, () => accounts.deleteAccount(created.authId));
    throw error;
  }
}

/** A sign-in's state as its record decides it. */
export interface AccountState extends AccountChanges {
  enabled: boolean;
}

function differences(from: AccountState, to: AccountState): AccountChanges {
  return {
    ...(to.email !== undefined && to.email !== from.email
      ? { email: to.email, emailNeedsCode: to.emailNeedsCode === true }
      : {}),
    ...(to.phoneNumber !== undefined && to.phoneNumber !== from.phoneNumber
      ? { phoneNumber: to.phoneNumber }
      : {}),
    ...(to.lang !== undefined && to.lang !== from.lang ? { lang: to.lang } : {}),
  };
}

async function applyState(
  accounts: LifecycleAccounts,
  authId: string,
  kind: SignInKind,
  step: { from: AccountState; to: AccountState },
) {
  const changes = differences(step.from, step.to);
  if (Object.keys(changes).length > 0) await accounts.updateAccount(authId, changes);
  if (step.from.enabled !== step.to.enabled) await setSignInAllowed(accounts, authId, kind, step.to.enabled);
}

/**
 * Brings the sign-in to the record's new state (a taken e-mail or number is refused here, before
 * anything is written; `enabled` false disables an e-mail sign-in and refuses a phone one), then
 * writes the record. When the record write fails or reports a conflict
 * (undefined), the sign-in goes back to its old state.
 */
export async function updateWithAccount<T>(
  accounts: LifecycleAccounts,
  authId: string,
  change: { before: AccountState; after: AccountState },
  kind: SignInKind,
  writeRecord: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const forward = { from: change.before, to: change.after };
  const back = { from: change.after, to: change.before };
  const restore = () => undo(`restore sign-in ${authId}`, () => applyState(accounts, authId, kind, back));
  await applyState(accounts, authId, kind, forward).catch(async (error: unknown) => {
    await restore();
    throw accountError(error, kind);
  });
  try {
    const written = await writeRecord();
    if (written === undefined) await restore();
    return written;
  } catch (error) {
    await restore();
    throw error;
  }
}

/**
 * Removes a record and its sign-in: the sign-in is disabled first (so a record that cannot be removed
 * keeps a working sign-in again, and a removed record never leaves a working one), then the record is
 * removed, then the sign-in deleted. Returns false when the record was not removed.
 */
export async function removeWithAccount(
  accounts: LifecycleAccounts,
  authId: string,
  removeRecord: () => Promise<boolean>,
): Promise<boolean> {
  const account = await accounts.getByUsername(authId);
  if (account?.enabled) await accounts.setEnabled(authId, false);
  const reEnable = () =>
    account?.enabled
      ? undo(`re-enable sign-in ${authId}`, () => accounts.setEnabled(authId, true))
      : Promise.resolve();
  let removed: boolean;
  try {
    removed = await removeRecord();
  } catch (error) {
    await reEnable();
    throw error;
  }
  if (!removed) {
    await reEnable();
    return false;
  }
  // The record is gone; a sign-in that could not be deleted stays disabled (harmless) and is logged.
  if (account) await undo(`delete sign-in ${authId}`, () => accounts.deleteAccount(authId));
  return true;
}
