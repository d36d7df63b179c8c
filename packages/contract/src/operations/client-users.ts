import * as z from 'zod/mini';

import { CLIENT_USER_STATUSES } from '../forms/client-user-form';
import { LANGUAGES, password, requiredEmail, requiredEnum, requiredText } from '../forms/fields';
import { defineOperation } from '../operation';

import { clientIdPath } from './clients';
import { optionalPhoneNumber } from './phone-number-fields';
import { listCursor, pageOf, recordId } from './record-fields';

/** A user of a client organisation (spec section 3); `id` is the sign-in's `sub`. */
export const clientUserSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A new sign-in e-mail that takes effect when the user confirms the code sent to it. */
  pendingEmail: z.optional(z.string()),
  status: z.enum(CLIENT_USER_STATUSES),
  contactPhone: z.optional(z.string()),
  lang: z.enum(LANGUAGES),
  /** The account owner created with the client (role OWNER). */
  owner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientUser = z.infer<typeof clientUserSchema>;

const clientUserFields = {
  firstName: requiredText(),
  lastName: requiredText(),
  status: requiredEnum(CLIENT_USER_STATUSES),
  email: requiredEmail(),
  contactPhone: optionalPhoneNumber(),
  lang: requiredEnum(LANGUAGES),
};

/** client-updateUser: what `clientUserFormToBody` sends in update mode. */
export const clientUserUpdateBodySchema = z.object(clientUserFields);
export type ClientUserUpdateBody = z.output<typeof clientUserUpdateBodySchema>;

/** client-createUser: the same plus the password (at least 12 characters). */
export const clientUserCreateBodySchema = z.object({ ...clientUserFields, password: password() });
export type ClientUserCreateBody = z.output<typeof clientUserCreateBodySchema>;

const clientUserPath = z.extend(clientIdPath, { userId: recordId });

export const clientUsersList = defineOperation({
  id: 'client-users-list',
  method: 'GET',
  path: '/api/clients/{clientId}/users',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: "A client's users in creation order, 20 per page (client users only their own client's).",
  input: { path: clientIdPath, query: z.object({ cursor: listCursor }) },
  output: pageOf(clientUserSchema),
});

export const clientUserCreate = defineOperation({
  id: 'client-createUser',
  method: 'POST',
  path: '/api/clients/{clientId}/users',
  access: ['SYSTEM_USER'],
  area: 'clients',
  summary: 'Add a user to a client: an e-mail sign-in with the role CLIENT and the client as its company.',
  input: { path: clientIdPath, body: clientUserCreateBodySchema },
  output: clientUserSchema,
});

export const clientUserUpdate = defineOperation({
  id: 'client-updateUser',
  method: 'PUT',
  path: '/api/clients/{clientId}/users/{userId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: 'Edit a client user; DISABLED disables the sign-in, another status enables it again.',
  input: { path: clientUserPath, body: clientUserUpdateBodySchema },
  output: clientUserSchema,
});

export const clientUserRemove = defineOperation({
  id: 'client-removeUser',
  method: 'DELETE',
  path: '/api/clients/{clientId}/users/{userId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary: 'Delete a client user and its sign-in; only while the client has more than one user.',
  input: { path: clientUserPath },
  output: z.null(),
});

export const clientUserConfirmEmail = defineOperation({
  id: 'client-user-confirmEmail',
  method: 'POST',
  path: '/api/clients/{clientId}/users/{userId}/email-confirmation',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary:
    "After the user confirmed its new e-mail with the code (Cognito VerifyUserAttribute), bring the record's e-mail in line with the user pool's verified one; the old address is told.",
  input: { path: clientUserPath },
  output: clientUserSchema,
});

export const clientUserResetPassword = defineOperation({
  id: 'client-user-resetPassword',
  method: 'POST',
  path: '/api/clients/{clientId}/users/{userId}/reset-password',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary:
    "Send a client user the password-reset e-mail (the user pool's forgot-password code); its password keeps working until changed.",
  input: { path: clientUserPath },
  output: z.null(),
});
