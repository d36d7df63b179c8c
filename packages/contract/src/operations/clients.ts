import * as z from 'zod/mini';

import { CLIENT_STATUSES } from '@careshift/domain/clients/status';

import { defineOperation } from '../operation';

import { clientAttendanceSchema } from './attendance-schemas';
import { listCursor, pageLimit, pageOf, recordId } from './record-fields';

/** The most clients one page may hold (pickers such as the new-shift form's client select). */
export const CLIENT_PAGE_MAX = 200;

/** A client's own configuration (spec section 3: the first four settings fields only). */
export const clientSettingsSchema = z.object({
  companyCommissionRatePercent: z.number(),
  employeeRatePercent: z.number(),
  nightShiftStartHour: z.number(),
  nightShiftEndHour: z.number(),
});

/**
 * A client (care organisation) as the API shows it (spec section 3), and the operations that read
 * clients. Creating and editing one (with its phone numbers' validation) is client-edits.ts, so that a
 * page which only lists clients does not download libphonenumber-js's metadata.
 */
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
  configs: z.optional(clientSettingsSchema),
  /** Attendance (issue 34): clock-in radius and rounding rule, the defaults where none were set. */
  attendance: z.optional(clientAttendanceSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

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
