import { canClientUserSignIn } from '@careshift/domain';
import type { ClientStatus } from '@careshift/domain';

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

/**
 * Users of a DISABLED client cannot sign in (domain rule `canClientUserSignIn`): when a client's
 * status moves across that line, the sign-ins of its users follow. Returns the undo.
 */
export async function syncUserSignIns(
  deps: Pick<ClientDeps, 'clientUsers' | 'accounts'>,
  clientId: string,
  from: ClientStatus,
  to: ClientStatus,
): Promise<() => Promise<void>> {
  if (from === to) return async () => {};
  const users = await allUsersOf(deps, clientId);
  const moves = users
    .map((user) => ({
      userId: user.userId,
      before: canClientUserSignIn(from, user.status),
      after: canClientUserSignIn(to, user.status),
    }))
    .filter((move) => move.before !== move.after);
  const done: typeof moves = [];
  const undo = async () => {
    for (const move of done) {
      await deps.accounts.setEnabled(move.userId, move.before).catch((error: unknown) =>
        logger.error('Could not restore a client user sign-in', {
          userId: move.userId,
          error: error as Error,
        }),
      );
    }
  };
  try {
    for (const move of moves) {
      await deps.accounts.setEnabled(move.userId, move.after);
      done.push(move);
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}
