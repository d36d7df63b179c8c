import { signInEmail } from './account-lifecycle';

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
