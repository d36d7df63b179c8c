import * as z from 'zod/mini';

import { clientAddressSchema } from '../forms/address-fields';
import { CLIENT_STATUSES } from '../forms/client-form';
import { clientConfigurationFormSchema } from '../forms/configuration-form';
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
import { defineOperation } from '../operation';

import { optionalPhoneNumber } from './phone-number-fields';
import { listCursor, pageLimit, pageOf, recordId } from './record-fields';

/** The most clients one page may hold (pickers such as the new-shift form's client select). */
export const CLIENT_PAGE_MAX = 200;

/** A client's own configuration (spec section 3: the first four settings fields only). */
export const clientConfigSchema = z.object({
  companyCommissionRatePercent: z.number(),
  employeeRatePercent: z.number(),
  nightShiftStartHour: z.number(),
  nightShiftEndHour: z.number(),
});

/** A client (care organisation) as the API shows it (spec section 3). */
export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  legalName: z.string(),
  status: z.enum(CLIENT_STATUSES),
  phoneNumber: z.optional(z.string()),
  description: z.string(),
  positionIds: z.array(z.string()),
  address: z.object({
    countryCode: z.string(),
    city: z.string(),
    street: z.string(),
    street2: z.optional(z.string()),
    postalCode: z.string(),
    lat: z.optional(z.number()),
    long: z.optional(z.number()),
  }),
  /** Its own configuration, when it has one: administrators only (the commission is private). */
  configs: z.optional(clientConfigSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

const clientFields = {
  name: requiredText(),
  legalName: optionalText(),
  /** Only a system user may change it; a new client is VERIFIED. */
  status: optionalEnum(CLIENT_STATUSES),
  description: optionalText(LONG_TEXT_MAX),
  phoneNumber: optionalPhoneNumber(),
  positionIds: idList(),
  address: clientAddressSchema,
};

/** client-update: what `clientFormToBody` sends (the client id is in the path). */
export const clientBodySchema = z.object(clientFields);
export type ClientBody = z.output<typeof clientBodySchema>;

/**
 * client-update with `configs` (administrators only): the client's own configuration, the first four
 * settings fields, which overrides the system one for its shifts; `null` removes it.
 */
export const clientConfigsBodySchema = z.strictObject({
  configs: z.nullable(clientConfigurationFormSchema),
});
export type ClientConfigsBody = z.output<typeof clientConfigsBodySchema>;

/** client-update's body: the client's details, or its configuration alone. */
export const clientUpdateBodySchema = z.union([clientConfigsBodySchema, clientBodySchema]);
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

export const clientIdPath = z.object({ clientId: recordId });

export const clientsList = defineOperation({
  id: 'clients-list',
  method: 'GET',
  path: '/api/clients',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER', 'EMPLOYEE'],
  area: 'clients',
  summary:
    'Clients, newest first, 10 per page unless asked (system users; empty for everyone else, as the spec says).',
  input: { query: z.object({ cursor: listCursor, limit: pageLimit(CLIENT_PAGE_MAX) }) },
  output: pageOf(clientSchema),
});

export const clientGet = defineOperation({
  id: 'client-get',
  method: 'GET',
  path: '/api/clients/{clientId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER', 'EMPLOYEE'],
  area: 'clients',
  summary:
    'A client: administrators any (with its configuration), client users their own, partners one they hold or held a shift of.',
  input: { path: clientIdPath },
  output: clientSchema,
});

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

/** The analytics card of a client's info page. */
export const clientShiftCountsSchema = z.object({
  /** PENDING, VERIFIED and CLAIMED shifts. */
  open: z.number().check(z.int()),
  /** Shifts in any other status. */
  closed: z.number().check(z.int()),
});

export const clientShiftCounts = defineOperation({
  id: 'client-shift-counts',
  method: 'GET',
  path: '/api/clients/{clientId}/shift-counts',
  access: ['SYSTEM_USER'],
  area: 'clients',
  summary: "A client's open and closed shift counts, read from per-client counters (administrators).",
  input: { path: clientIdPath },
  output: clientShiftCountsSchema,
});
