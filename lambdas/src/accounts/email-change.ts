import { NotFoundError } from '@careshift/domain';

import { signInEmail } from './account-lifecycle';
import type { LifecycleAccounts } from './account-lifecycle';
import { tellAccountChange } from './account-notices';
import type { AccountNoticeDeps } from './account-notices';

/**
 * What an edit does to a sign-in e-mail (issue 29) of a record that keeps its confirmed `email` and a
 * `pendingEmail` waiting for the user's code: nothing (the confirmed or the pending one again), ask for
 * a new one (Cognito keeps the original and sends a code to it), or drop the pending one.
 */
export function emailEditOf(record: { email: string; pendingEmail?: string }, typed: string) {
  const email = signInEmail(typed);
  const pending = record.pendingEmail || undefined;
  const requested = email !== record.email && email !== pending ? email : undefined;
  const cancelled = email === record.email && pending !== undefined;
  return {
    email,
    pending,
    requested,
    cancelled,
    /** The record's pending e-mail after the edit ('' for none: the repositories' patch only sets). */
    pendingAfter: requested ?? (cancelled ? '' : (pending ?? '')),
    /** The pool's e-mail before and after, and whether each waits for a code. */
    signIn: {
      before: { email: pending ?? record.email, emailNeedsCode: pending !== undefined },
      after: { email, emailNeedsCode: email !== record.email },
    },
  };
}

/**
 * The e-mail a record takes once the user confirmed its code: the pool's verified e-mail when it
 * differs from the record's; undefined when there is nothing to take.
 */
export function confirmedEmailOf(
  record: { email: string },
  account: { email: string | undefined; emailVerified: boolean } | undefined,
): string | undefined {
  const poolEmail = account?.email ? signInEmail(account.email) : undefined;
  if (!account?.emailVerified || !poolEmail || poolEmail === record.email) return undefined;
  return poolEmail;
}

/**
 * After the user confirmed its new e-mail with the code (in the browser, Cognito VerifyUserAttribute),
 * the record takes the e-mail the user pool now holds as verified (nothing is read from the request)
 * through `write`, and the old address is told. Without a confirmed change the record stays as it is.
 */
export async function confirmEmailChange<R extends { email: string; lang: string }>(
  deps: AccountNoticeDeps & { accounts: Pick<LifecycleAccounts, 'getByUsername'> },
  record: R,
  username: string,
  write: (confirmed: { email: string; pendingEmail: ''; updatedAt: string }) => Promise<R | undefined>,
  notFound: string,
): Promise<R> {
  const poolEmail = confirmedEmailOf(record, await deps.accounts.getByUsername(username));
  if (!poolEmail) return record;
  const updated = await write({
    email: poolEmail,
    pendingEmail: '',
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!updated) throw new NotFoundError(notFound);
  await tellAccountChange(
    deps,
    { id: username, email: record.email, lang: record.lang },
    'emailChanged',
    poolEmail,
  );
  return updated;
}
