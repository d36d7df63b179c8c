import { canClientSignIn, isClientUserSignInEnabled } from '@careshift/domain';
import type { ClientStatus, ClientUserStatus } from '@careshift/domain';

import { logger } from '../http/logger';

import type { ClientDeps } from './client-deps';

/** Every user of a client, all pages. */
async function allUsersOf(deps: Pick<ClientDeps, 'clientUsers'>, clientId: string) {
  const users = [];
  let cursor: string | null = null;
  do {
    const page = await deps.clientUsers.listClientUsers({ clientId, cursor });
    users.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return users;
}

type SignInAccounts = ClientDeps['accounts'];
type User = { userId: string; status: ClientUserStatus };

/**
 * Lets a user of an organisation enabled again back in: its tokens are no longer refused, and its
 * account is enabled in the pool when its own status allows (this also brings back users that an
 * earlier version disabled in the pool with their organisation). A DISABLED user stays disabled.
 */
function reopen(accounts: SignInAccounts, user: User): Promise<void> {
  return isClientUserSignInEnabled(user.status)
    ? accounts.allowSignIn(user.userId)
    : accounts.liftRefusal(user.userId);
}

/**
 * Users of a DISABLED client cannot sign in (domain rule `canClientSignIn`). Their accounts stay
 * enabled in the pool (only a user's own DISABLED status disables one), and the pre-token trigger
 * refuses them with "Your organisation is disabled" (issue 32 item 12). When a client's status moves
 * across that line, every user's sign-in is refused (sessions ended, tokens revoked) or let back in.
 * Returns the undo.
 */
export async function syncUserSignIns(
  deps: Pick<ClientDeps, 'clientUsers' | 'accounts'>,
  clientId: string,
  from: ClientStatus,
  to: ClientStatus,
): Promise<() => Promise<void>> {
  const [before, after] = [canClientSignIn(from), canClientSignIn(to)];
  if (before === after) return async () => {};
  const users = await allUsersOf(deps, clientId);
  const apply = (open: boolean, user: User) =>
    open ? reopen(deps.accounts, user) : deps.accounts.refuseSignIn(user.userId);
  const done: User[] = [];
  const undo = async () => {
    for (const user of done) {
      await apply(before, user).catch((error: unknown) =>
        logger.error('Could not restore a client user sign-in', {
          userId: user.userId,
          error: error as Error,
        }),
      );
    }
  };
  try {
    for (const user of users) {
      await apply(after, user);
      done.push(user);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}
