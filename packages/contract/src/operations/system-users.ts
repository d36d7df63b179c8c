import * as z from 'zod/mini';

import { SYSTEM_USER_LIST_STATUSES } from '@careshift/domain/system-users/status';

import { LANGUAGES } from '../forms/fields';
import {
  SYSTEM_USER_STATUSES,
  systemUserCreateFormSchema,
  systemUserUpdateFormSchema,
} from '../forms/system-user-form';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { listCursor, pageOf, recordId } from './record-fields';
import { csvList } from './shift-schemas';

/** An administrator (spec section 3); `id` is the sign-in's `sub`. */
export const systemUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A new sign-in e-mail that takes effect when the user confirms the code sent to it. */
  pendingEmail: z.optional(z.string()),
  status: z.enum(SYSTEM_USER_STATUSES),
  lang: z.enum(LANGUAGES),
  receiveRequestUpdates: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SystemUser = z.infer<typeof systemUserSchema>;

/** system-createUser / system-updateUser bodies: the system user form (spec section 7's payloads). */
export type SystemUserCreateBody = z.output<typeof systemUserCreateFormSchema>;
export type SystemUserUpdateBody = z.output<typeof systemUserUpdateFormSchema>;

/** The list shows ACTIVE and INACTIVE system users unless asked for other statuses (spec section 7). */
export const DEFAULT_SYSTEM_USER_LIST_STATUSES = SYSTEM_USER_LIST_STATUSES;

export const systemUsersQuerySchema = z.object({
  statuses: csvList(z.enum(SYSTEM_USER_STATUSES, { error: messageKey('invalidOption') })),
  cursor: listCursor,
});

const systemUserPath = z.object({ systemUserId: recordId });

export const systemUsersList = defineOperation({
  id: 'system-users-list',
  method: 'GET',
  path: '/api/system-users',
  access: ['SYSTEM_USER'],
  area: 'system-users',
  summary: 'System users, newest first, 20 per page; statuses ACTIVE and INACTIVE unless asked otherwise.',
  input: { query: systemUsersQuerySchema },
  output: pageOf(systemUserSchema),
});

export const systemUserGet = defineOperation({
  id: 'system-user-get',
  method: 'GET',
  path: '/api/system-users/{systemUserId}',
  access: ['SYSTEM_USER'],
  area: 'system-users',
  summary: 'One system user.',
  input: { path: systemUserPath },
  output: systemUserSchema,
});

export const systemUserCreate = defineOperation({
  id: 'system-createUser',
  method: 'POST',
  path: '/api/system-users',
  access: ['SYSTEM_USER'],
  area: 'system-users',
  summary: 'Create a system user: an e-mail sign-in with the role SYSTEM_USER (enabled while ACTIVE).',
  input: { body: systemUserCreateFormSchema },
  output: systemUserSchema,
});

export const systemUserUpdate = defineOperation({
  id: 'system-updateUser',
  method: 'PUT',
  path: '/api/system-users/{systemUserId}',
  access: ['SYSTEM_USER'],
  area: 'system-users',
  summary: 'Edit a system user; only an ACTIVE one can sign in. Nobody disables their own sign-in.',
  input: { path: systemUserPath, body: systemUserUpdateFormSchema },
  output: systemUserSchema,
});

export const systemUserRemove = defineOperation({
  id: 'system-removeUser',
  method: 'DELETE',
  path: '/api/system-users/{systemUserId}',
  access: ['SYSTEM_USER'],
  area: 'system-users',
  summary: 'Delete a system user and its sign-in (not your own).',
  input: { path: systemUserPath },
  output: z.null(),
});

export const systemUserConfirmEmail = defineOperation({
  id: 'system-user-confirmEmail',
  method: 'POST',
  path: '/api/system-users/{systemUserId}/email-confirmation',
  access: ['SYSTEM_USER'],
  area: 'system-users',
  summary:
    "After the administrator confirmed its new e-mail with the code (Cognito VerifyUserAttribute), bring the record's e-mail in line with the user pool's verified one; the old address is told.",
  input: { path: systemUserPath },
  output: systemUserSchema,
});
