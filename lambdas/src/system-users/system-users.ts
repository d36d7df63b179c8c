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
  signInEmail,
  updateWithAccount,
} from '../accounts/account-lifecycle';
import type { LifecycleAccounts } from '../accounts/account-lifecycle';
import type { Clock } from '../clock';
import type { Viewer } from '../http/viewer';

export type SystemUserDeps = Pick<Repositories, 'systemUsers'> & {
  accounts: LifecycleAccounts;
  clock: Clock;
};

export const SYSTEM_USER_NOT_FOUND = 'This system user does not exist.';

export function toSystemUser(record: SystemUserRecord): SystemUser {
  const { systemUserId, ...rest } = record;
  return {
    ...rest,
    id: systemUserId,
    status: record.status,
    lang: record.lang === 'el' ? 'el' : 'en',
  };
}

async function loadSystemUser(deps: SystemUserDeps, systemUserId: string): Promise<SystemUserRecord> {
  const user = await deps.systemUsers.getSystemUser(systemUserId);
  if (!user) throw new NotFoundError(SYSTEM_USER_NOT_FOUND);
  return user;
}

const signInState = (user: { email: string; lang: string; status: SystemUserStatus }) => ({
  email: user.email,
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
  deps: SystemUserDeps,
  body: SystemUserCreateBody,
): Promise<SystemUser> {
  const email = signInEmail(body.email);
  const at = deps.clock.now().toISOString();
  const account = {
    username: email,
    email,
    password: body.password,
    role: 'SYSTEM_USER' as const,
    lang: body.lang,
    enabled: canSystemUserSignIn(body.status),
  };
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

/** Edits an administrator; nobody takes their own sign-in away (they would lock themselves out). */
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
  const email = signInEmail(body.email);
  const change = { before: signInState(before), after: signInState({ ...body, email }) };
  const updated = await updateWithAccount(deps.accounts, systemUserId, change, 'email', () =>
    deps.systemUsers.updateSystemUser(systemUserId, {
      firstName: body.firstName,
      lastName: body.lastName,
      email,
      status: body.status,
      lang: body.lang,
      receiveRequestUpdates: body.receiveRequestUpdates,
      updatedAt: deps.clock.now().toISOString(),
    }),
  );
  if (!updated) throw new NotFoundError(SYSTEM_USER_NOT_FOUND);
  return toSystemUser(updated);
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
