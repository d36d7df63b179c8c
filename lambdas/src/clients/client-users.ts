import type { ClientUser, ClientUserCreateBody, ClientUserUpdateBody } from '@careshift/contract';
import type { ClientUserRecord } from '@careshift/db';
import {
  assertCanActOnClient,
  assertCanChangeClientUserContact,
  assertCanEndClientUserSignIn,
  isClientUserSignInEnabled,
  ConflictError,
  NotFoundError,
} from '@careshift/domain';
import type { ClientUserStatus } from '@careshift/domain';

import {
  createWithAccount,
  removeWithAccount,
  emailAccount,
  updateWithAccount,
} from '../accounts/account-lifecycle';
import { tellAccountChange } from '../accounts/account-notices';
import { confirmEmailChange, emailEditOf } from '../accounts/email-change';
import { clientUserWelcome } from '../accounts/welcome-notices';
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

/** The client user `ids` names, once the viewer may act on its client. */
async function userActedOn(deps: ClientDeps, viewer: Viewer, ids: { clientId: string; userId: string }) {
  assertCanActOnClient(viewer, ids.clientId);
  return loadUserOf(deps, ids.clientId, ids.userId);
}

const targetOf = (user: ClientUserRecord) => ({ userId: user.userId, owner: user.owner ?? false });

/**
 * The sign-in as the record wants it. `email` is the e-mail the pool is asked for: the confirmed one,
 * or a new one that waits for the user's code (`emailNeedsCode`, issue 29).
 */
const signInState = (user: {
  email: string;
  lang: string;
  status: ClientUserStatus;
  emailNeedsCode?: boolean;
}) => ({
  email: user.email,
  emailNeedsCode: user.emailNeedsCode === true,
  lang: user.lang === 'el' ? ('el' as const) : ('en' as const),
  enabled: isClientUserSignInEnabled(user.status),
});

const noticeTarget = (user: ClientUserRecord) => ({ id: user.userId, email: user.email, lang: user.lang });

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
  const account = emailAccount(body, {
    role: 'CLIENT',
    companyId: clientId,
    enabled: isClientUserSignInEnabled(body.status),
  });
  const { email } = account;
  const at = deps.clock.now().toISOString();
  const created = await createWithAccount(deps.accounts, account, 'email', async (userId) => {
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
    // The welcome e-mail commits with the user; the outbox sender delivers it (issue 32).
    const welcome = await clientUserWelcome(deps, record, client.name, at);
    if (!(await deps.clientUsers.createClientUser(record, welcome)))
      throw new ConflictError('This user already exists.');
    return record;
  });
  return toClientUser(created);
}

/**
 * The domain's checks of an edit: who may end the user's sign-in, and who may change the owner's e-mail
 * or phone.
 */
function assertEditAllowed(
  viewer: Viewer,
  user: ClientUserRecord,
  edit: { status: ClientUserStatus; emailEdit: ReturnType<typeof emailEditOf>; phoneChanged: boolean },
) {
  if (edit.status === 'DISABLED' && user.status !== 'DISABLED')
    assertCanEndClientUserSignIn(viewer, targetOf(user));
  if (edit.emailEdit.requested || edit.emailEdit.cancelled || edit.phoneChanged)
    assertCanChangeClientUserContact(viewer, targetOf(user));
}

/**
 * Edits a client user; the sign-in's language and enabled state follow the record. A new e-mail waits
 * for the code Cognito sends to it (the record keeps it as `pendingEmail`, the old one still signs in)
 * and the current address is told; so is a changed phone. Only the owner or an administrator changes
 * the owner's e-mail or phone (domain `canChangeClientUserContact`).
 */
export async function updateClientUser(
  deps: ClientDeps,
  viewer: Viewer,
  ids: { clientId: string; userId: string },
  body: ClientUserUpdateBody,
): Promise<ClientUser> {
  assertCanActOnClient(viewer, ids.clientId);
  // The client is loaded for its 404; its status does not touch the account (the trigger refuses).
  const [user] = await Promise.all([
    loadUserOf(deps, ids.clientId, ids.userId),
    loadClient(deps, ids.clientId),
  ]);
  const emailEdit = emailEditOf(user, body.email);
  const contactPhone = body.contactPhone ?? '';
  const phoneChanged = contactPhone !== (user.contactPhone ?? '');
  assertEditAllowed(viewer, user, { status: body.status, emailEdit, phoneChanged });
  const change = {
    before: signInState({ ...user, ...emailEdit.signIn.before }),
    after: signInState({ ...body, ...emailEdit.signIn.after }),
  };
  const updated = await updateWithAccount(deps.accounts, user.userId, change, 'email', () =>
    deps.clientUsers.updateClientUser(ids.clientId, ids.userId, {
      firstName: body.firstName,
      lastName: body.lastName,
      pendingEmail: emailEdit.pendingAfter,
      status: body.status,
      // An empty text removes a number: the repository's patch can only set values.
      contactPhone,
      lang: body.lang,
      updatedAt: deps.clock.now().toISOString(),
    }),
  );
  if (!updated) throw new NotFoundError(CLIENT_USER_NOT_FOUND);
  if (emailEdit.requested)
    await tellAccountChange(deps, noticeTarget(user), 'emailChangeRequested', emailEdit.requested);
  if (phoneChanged) await tellAccountChange(deps, noticeTarget(user), 'phoneChanged', contactPhone);
  return toClientUser(updated);
}

/**
 * After the user confirmed its new e-mail with the code (in the browser, Cognito VerifyUserAttribute),
 * the record takes the e-mail the user pool now holds as verified; nothing is read from the request.
 * The old address is told. Without a confirmed change the record stays as it is.
 */
export async function confirmClientUserEmail(
  deps: ClientDeps,
  viewer: Viewer,
  ids: { clientId: string; userId: string },
): Promise<ClientUser> {
  const user = await userActedOn(deps, viewer, ids);
  const confirmed = await confirmEmailChange(
    deps,
    user,
    user.userId,
    (patch) => deps.clientUsers.updateClientUser(ids.clientId, ids.userId, patch),
    CLIENT_USER_NOT_FOUND,
  );
  return toClientUser(confirmed);
}

/** Deletes a client user and its sign-in, only while the client has another user (spec section 2). */
export async function removeClientUser(
  deps: ClientDeps,
  viewer: Viewer,
  ids: { clientId: string; userId: string },
): Promise<null> {
  const user = await userActedOn(deps, viewer, ids);
  assertCanEndClientUserSignIn(viewer, targetOf(user));
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
  const user = await userActedOn(deps, viewer, ids);
  await deps.accounts.sendPasswordReset(user.email);
  return null;
}
