import * as z from 'zod/mini';

import { CLIENT_STATUSES } from '@careshift/domain/clients/status';

import { clientAddressSchema } from '../forms/address-fields';
import {
  idList,
  LANGUAGES,
  LONG_TEXT_MAX,
  optionalEnum,
  optionalText,
  password,
  requiredEmail,
  requiredEnum,
  requiredText,
} from '../forms/fields';
import { clientSettingsFormSchema } from '../forms/settings-form';
import { defineOperation } from '../operation';

import { clientAttendanceFields } from './attendance-schemas';
import { clientIdPath, clientSchema } from './clients';
import { optionalPhoneNumber } from './phone-number-fields';

/*
 * Creating and editing a client (spec section 3). Apart from clients.ts because these bodies validate
 * phone numbers per country (libphonenumber-js's metadata): the web loads an operation's module when
 * the operation is first called (web/operation-loaders.ts), and the pages that only list or read
 * clients (the shift filters, pickers) should not download that metadata.
 */

const clientFields = {
  name: requiredText(),
  legalName: optionalText(),
  /** Only a system user may change it; a new client is VERIFIED. */
  status: optionalEnum(CLIENT_STATUSES),
  description: optionalText(LONG_TEXT_MAX),
  phoneNumber: optionalPhoneNumber(),
  positionIds: idList(),
  address: clientAddressSchema,
  /** Attendance (issue 34): clock-in radius 50–5000 m and rounding rule; omitted keeps what is stored. */
  attendance: z.optional(z.object(clientAttendanceFields)),
};

/** client-update: what `clientFormToBody` sends (the client id is in the path). */
export const clientBodySchema = z.object(clientFields);
export type ClientBody = z.output<typeof clientBodySchema>;

/**
 * client-update with `configs` (administrators only): the client's own configuration, the first four
 * settings fields, which overrides the system one for its shifts; `null` removes it.
 */
export const clientSettingsBodySchema = z.strictObject({
  configs: z.nullable(clientSettingsFormSchema),
});
export type ClientSettingsBody = z.output<typeof clientSettingsBodySchema>;

/** client-update's body: the client's details, or its configuration alone. */
export const clientUpdateBodySchema = z.union([clientSettingsBodySchema, clientBodySchema]);
export type ClientUpdateBody = z.output<typeof clientUpdateBodySchema>;

/** The account owner created with a new client: an e-mail sign-in with the role OWNER. */
export const clientOwnerBodySchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: requiredEmail(),
  password: password(),
  contactPhone: optionalPhoneNumber(),
  lang: requiredEnum(LANGUAGES),
});

/** client-create: what `newClientFormToBody` sends. */
export const newClientBodySchema = z.object({ ...clientFields, user: clientOwnerBodySchema });
export type NewClientBody = z.output<typeof newClientBodySchema>;

export const clientCreate = defineOperation({
  id: 'client-create',
  method: 'POST',
  path: '/api/clients',
  access: ['SYSTEM_USER'],
  area: 'clients',
  summary: 'Create a client with its account owner (an e-mail sign-in with the role OWNER).',
  input: { body: newClientBodySchema },
  output: clientSchema,
});

export const clientUpdate = defineOperation({
  id: 'client-update',
  method: 'PUT',
  path: '/api/clients/{clientId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'clients',
  summary:
    "Edit a client; client users only their own and never its status. DISABLED disables its users' sign-ins. A body of `{configs}` alone sets (or with null removes) the client's own configuration: administrators only.",
  input: { path: clientIdPath, body: clientUpdateBodySchema },
  output: clientSchema,
});
