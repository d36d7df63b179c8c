import type {
  SystemUser,
  SystemUserCreateBody,
  SystemUserStatus,
  SystemUserUpdateBody,
} from '@careshift/contract';
import { DEFAULT_SYSTEM_USER_LIST_STATUSES } from '@careshift/contract';
import type { Repositories, SystemUserRecord } from '@careshift/db';
import { canSystemUserSignIn, ConflictError, NotAllowedError, NotFoundError } from '@careshift/domain';

import { OWN_SIGN_IN } from '../accounts/account-errors';
import {
  createWithAccount,
  removeWithAccount,
  emailAccount,
  updateWithAccount,
} from '../accounts/account-lifecycle';
import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import { tellAccountChange } from '../accounts/account-notices';
import type { AccountNoticeDeps } from '../accounts/account-notices';
import { confirmEmailChange, emailEditOf } from '../accounts/email-change';
import type { Clock } from '../clock';
import { found } from '../http/found';
import type { Viewer } from '../http/viewer';

export type SystemUserDeps = Pick<Repositories, 'systemUsers'> & {
  accounts: LifecycleAccounts;
  clock: Clock;
  /** The outbox of the notices to an administrator's address when its sign-in e-mail changes. */
  notificationIntents: AccountNoticeDeps['notificationIntents'];
};

export const SYSTEM_USER_NOT_FOUND = 'This system user does not exist.';

export function toSystemUser(record: SystemUserRecord): SystemUser {
  const { systemUserId, pendingEmail, ...rest } = record;
  return {
    ...rest,
    ...(pendingEmail ? { pendingEmail } : {}),
    id: systemUserId,
    status: record.status,
    lang: record.lang === 'el' ? 'el' : 'en',
  };
}

async function loadSystemUser(
  deps: Pick<SystemUserDeps, 'systemUsers'>,
  systemUserId: string,
): Promise<SystemUserRecord> {
  return found(await deps.systemUsers.getSystemUser(systemUserId), SYSTEM_USER_NOT_FOUND);
}

const signInState = (user: {
  email: string;
  lang: string;
  status: SystemUserStatus;
  emailNeedsCode?: boolean;
}) => ({
  email: user.email,
  emailNeedsCode: user.emailNeedsCode === true,
  lang: user.lang === 'el' ? ('el' as const) : ('en' as const),
  enabled: canSystemUserSignIn(user.status),
});

/** System users in the asked statuses (ACTIVE and INACTIVE by default), newest first, 20 per page. */
export async function listSystemUsers(
  deps: SystemUserDeps,
  query: { statuses: SystemUserStatus[]; cursor?: string },
) {
  const statuses = query.statuses.length > 0 ? query.statuses : [...DEFAULT_SYSTEM_USER_LIST_STATUSES];
  const page = await deps.systemUsers.listSystemUsers({ statuses, cursor: query.cursor });
  return { items: page.items.map(toSystemUser), cursor: page.cursor };
}

export async function getSystemUser(deps: SystemUserDeps, systemUserId: string): Promise<SystemUser> {
  return toSystemUser(await loadSystemUser(deps, systemUserId));
}

/** A new administrator: the SYSTEM_USER sign-in first (enabled only while ACTIVE), then the record. */
export async function createSystemUser(
  deps: Omit<SystemUserDeps, 'notificationIntents'>,
  body: SystemUserCreateBody,
): Promise<SystemUser> {
  const account = emailAccount(body, { role: 'SYSTEM_USER', enabled: canSystemUserSignIn(body.status) });
  const { email } = account;
  const at = deps.clock.now().toISOString();
  return createWithAccount(deps.accounts, account, 'email', async (systemUserId) => {
    const record: SystemUserRecord = {
      systemUserId,
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      status: body.status,
      lang: body.lang,
      receiveRequestUpdates: body.receiveRequestUpdates,
      createdAt: at,
      updatedAt: at,
    };
    if (!(await deps.systemUsers.createSystemUser(record)))
      throw new ConflictError('This system user already exists.');
    return toSystemUser(record);
  });
}

const noticeTarget = (user: SystemUserRecord) => ({
  id: user.systemUserId,
  email: user.email,
  lang: user.lang,
});

/**
 * Edits an administrator; nobody takes their own sign-in away (they would lock themselves out). A new
 * e-mail waits for the code Cognito sends to it (`pendingEmail`, issue 29) and the current address is told.
 */
export async function updateSystemUser(
  deps: SystemUserDeps,
  viewer: Viewer,
  systemUserId: string,
  body: SystemUserUpdateBody,
): Promise<SystemUser> {
  const before = await loadSystemUser(deps, systemUserId);
  if (viewer.userId === systemUserId && !canSystemUserSignIn(body.status)) {
    throw new NotAllowedError(OWN_SIGN_IN);
  }
  const emailEdit = emailEditOf(before, body.email);
  const change = {
    before: signInState({ ...before, ...emailEdit.signIn.before }),
    after: signInState({ ...body, ...emailEdit.signIn.after }),
  };
  const updated = await updateWithAccount(deps.accounts, systemUserId, change, 'email', () =>
    deps.systemUsers.updateSystemUser(systemUserId, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: before.email,
      pendingEmail: emailEdit.pendingAfter,
      status: body.status,
      lang: body.lang,
      receiveRequestUpdates: body.receiveRequestUpdates,
      updatedAt: deps.clock.now().toISOString(),
    }),
  );
  if (!updated) throw new NotFoundError(SYSTEM_USER_NOT_FOUND);
  if (emailEdit.requested)
    await tellAccountChange(deps, noticeTarget(before), 'emailChangeRequested', emailEdit.requested);
  return toSystemUser(updated);
}

/**
 * After the administrator confirmed its new e-mail with the code (VerifyUserAttribute in the browser),
 * the record takes the pool's verified e-mail (nothing is read from the request); the old address is told.
 */
export async function confirmSystemUserEmail(
  deps: SystemUserDeps,
  systemUserId: string,
): Promise<SystemUser> {
  const user = await loadSystemUser(deps, systemUserId);
  const { systemUserId: _id, createdAt: _createdAt, ...fields } = user;
  const confirmed = await confirmEmailChange(
    deps,
    user,
    systemUserId,
    (patch) => deps.systemUsers.updateSystemUser(systemUserId, { ...fields, ...patch }),
    SYSTEM_USER_NOT_FOUND,
  );
  return toSystemUser(confirmed);
}

/** Deletes an administrator and its sign-in (not yourself). */
export async function removeSystemUser(
  deps: SystemUserDeps,
  viewer: Viewer,
  systemUserId: string,
): Promise<null> {
  if (viewer.userId === systemUserId) throw new NotAllowedError(OWN_SIGN_IN);
  await loadSystemUser(deps, systemUserId);
  const removed = await removeWithAccount(deps.accounts, systemUserId, () =>
    deps.systemUsers.removeSystemUser(systemUserId),
  );
  if (!removed) throw new NotFoundError(SYSTEM_USER_NOT_FOUND);
  return null;
}
