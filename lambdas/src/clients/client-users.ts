import type { ClientUser, ClientUserCreateBody, ClientUserUpdateBody } from '@careshift/contract';
import type { ClientUserRecord } from '@careshift/db';
import {
  assertCanActOnClient,
  canClientUserSignIn,
  ConflictError,
  isAdministrator,
  isClientOwner,
  NotAllowedError,
  NotFoundError,
} from '@careshift/domain';
import type { ClientStatus, ClientUserStatus } from '@careshift/domain';

import { OWN_SIGN_IN } from '../accounts/account-errors';
import {
  createWithAccount,
  removeWithAccount,
  signInEmail,
  updateWithAccount,
} from '../accounts/account-lifecycle';
import type { Viewer } from '../http/viewer';

import type { ClientDeps } from './client-deps';
import { toClientUser } from './client-views';
import { loadClient } from './clients';

export const CLIENT_USER_NOT_FOUND = 'This user does not exist.';
export const LAST_CLIENT_USER = 'A client must keep at least one user.';

async function loadUserOf(deps: ClientDeps, clientId: string, userId: string): Promise<ClientUserRecord> {
  const user = await deps.clientUsers.getClientUser(userId);
  if (!user || user.clientId !== clientId) throw new NotFoundError(CLIENT_USER_NOT_FOUND);
  return user;
}

/**
 * Who may take a sign-in away (disable or delete): administrators anyone; a client user neither
 * itself (it would lock itself out) nor, unless it is an owner too, the account owner.
 */
function assertMayEndSignIn(viewer: Viewer, user: ClientUserRecord): void {
  if (isAdministrator(viewer)) return;
  if (viewer.userId === user.userId) throw new NotAllowedError(OWN_SIGN_IN);
  if (user.owner && !isClientOwner(viewer)) {
    throw new NotAllowedError(
      'Only the account owner or an administrator can disable or delete the account owner.',
    );
  }
}

const signInState = (
  clientStatus: ClientStatus,
  user: { email: string; lang: string; status: ClientUserStatus },
) => ({
  email: user.email,
  lang: user.lang === 'el' ? ('el' as const) : ('en' as const),
  enabled: canClientUserSignIn(clientStatus, user.status),
});

/** A client's users: administrators any client's, client users their own client's. */
export async function listClientUsers(deps: ClientDeps, viewer: Viewer, clientId: string, cursor?: string) {
  assertCanActOnClient(viewer, clientId);
  await loadClient(deps, clientId);
  const page = await deps.clientUsers.listClientUsers({ clientId, cursor });
  return { items: page.items.map(toClientUser), cursor: page.cursor };
}

/** A new user of a client (administrators): the CLIENT sign-in first, then the record. */
export async function createClientUser(
  deps: ClientDeps,
  clientId: string,
  body: ClientUserCreateBody,
): Promise<ClientUser> {
  const client = await loadClient(deps, clientId);
  const email = signInEmail(body.email);
  const at = deps.clock.now().toISOString();
  const account = {
    username: email,
    email,
    password: body.password,
    role: 'CLIENT' as const,
    companyId: clientId,
    lang: body.lang,
    enabled: canClientUserSignIn(client.status, body.status),
  };
  return createWithAccount(deps.accounts, account, 'email', async (userId) => {
    const record: ClientUserRecord = {
      userId,
      clientId,
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      status: body.status,
      lang: body.lang,
      owner: false,
      ...(body.contactPhone ? { contactPhone: body.contactPhone } : {}),
      createdAt: at,
      updatedAt: at,
    };
    if (!(await deps.clientUsers.createClientUser(record)))
      throw new ConflictError('This user already exists.');
    return toClientUser(record);
  });
}

/** Edits a client user; the sign-in's e-mail, language and enabled state follow the record. */
export async function updateClientUser(
  deps: ClientDeps,
  viewer: Viewer,
  ids: { clientId: string; userId: string },
  body: ClientUserUpdateBody,
): Promise<ClientUser> {
  assertCanActOnClient(viewer, ids.clientId);
  const [user, client] = await Promise.all([
    loadUserOf(deps, ids.clientId, ids.userId),
    loadClient(deps, ids.clientId),
  ]);
  if (body.status === 'DISABLED' && user.status !== 'DISABLED') assertMayEndSignIn(viewer, user);
  const email = signInEmail(body.email);
  const change = {
    before: signInState(client.status, user),
    after: signInState(client.status, { ...body, email }),
  };
  const updated = await updateWithAccount(deps.accounts, user.userId, change, 'email', () =>
    deps.clientUsers.updateClientUser(ids.clientId, ids.userId, {
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      status: body.status,
      // An empty text removes a number: the repository's patch can only set values.
      contactPhone: body.contactPhone ?? '',
      lang: body.lang,
      updatedAt: deps.clock.now().toISOString(),
    }),
  );
  if (!updated) throw new NotFoundError(CLIENT_USER_NOT_FOUND);
  return toClientUser(updated);
}

/** Deletes a client user and its sign-in, only while the client has another user (spec section 2). */
export async function removeClientUser(
  deps: ClientDeps,
  viewer: Viewer,
  ids: { clientId: string; userId: string },
): Promise<null> {
  assertCanActOnClient(viewer, ids.clientId);
  const user = await loadUserOf(deps, ids.clientId, ids.userId);
  assertMayEndSignIn(viewer, user);
  const { items } = await deps.clientUsers.listClientUsers({ clientId: ids.clientId, limit: 2 });
  if (items.length < 2) throw new ConflictError(LAST_CLIENT_USER, 'LAST_CLIENT_USER');
  const removed = await removeWithAccount(deps.accounts, user.userId, () =>
    deps.clientUsers.removeClientUser(ids.clientId, ids.userId),
  );
  if (!removed) throw new NotFoundError(CLIENT_USER_NOT_FOUND);
  return null;
}

/**
 * Sends a client user the password-reset e-mail (spec: "reset-password e-mail" of the users table):
 * administrators for anyone, client users for their own company's users.
 */
export async function resetClientUserPassword(
  deps: ClientDeps,
  viewer: Viewer,
  ids: { clientId: string; userId: string },
): Promise<null> {
  assertCanActOnClient(viewer, ids.clientId);
  const user = await loadUserOf(deps, ids.clientId, ids.userId);
  await deps.accounts.sendPasswordReset(user.email);
  return null;
}
