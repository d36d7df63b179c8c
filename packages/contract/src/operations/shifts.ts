import * as z from 'zod/mini';

import { fieldMessageSchema } from '../errors';
import { optionalText, requiredId, requiredInstant } from '../forms/fields';
import { MAX_MULTI_SHIFT_DATES, SHIFT_SLOTS } from '../forms/shift-slots';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { shiftDetailSchema } from './shift-detail';
import {
  findShiftQuerySchema,
  myShiftsQuerySchema,
  shiftIdPath,
  shiftListQuerySchema,
  shiftPageSchema,
} from './shift-schemas';

/** At most this many shifts in one request-create (a multi-request: 500 dates × up to 3 slots). */
export const MAX_SHIFTS_PER_CREATE = MAX_MULTI_SHIFT_DATES * SHIFT_SLOTS.length;

/** One shift to create: times as ISO instants, a partner only when an administrator assigns one. */
export const newShiftSchema = z.object({
  startDate: requiredInstant(),
  endDate: requiredInstant(),
  deadline: requiredInstant(),
  claimedBy: optionalText(100),
});
export type NewShiftInput = z.input<typeof newShiftSchema>;

/**
 * request-create: one shift (the new-shift form) or many (the multi-shift form). The client comes
 * from the token for client users; administrators name it. Costs are never sent: the server
 * computes them. The idempotency key makes a retry return the first reply instead of posting twice.
 */
export const shiftCreateBodySchema = z.object({
  clientId: optionalText(100),
  positionId: requiredId(),
  shifts: z
    .array(newShiftSchema, { error: messageKey('required') })
    .check(
      z.minLength(1, messageKey('required')),
      z.maxLength(MAX_SHIFTS_PER_CREATE, messageKey('tooManyDates', { max: MAX_SHIFTS_PER_CREATE })),
    ),
  /** A random id the browser makes per submission (e.g. crypto.randomUUID()) and reuses on retry. */
  idempotencyKey: z
    .string({ error: messageKey('required') })
    .check(
      z.trim(),
      z.minLength(8, messageKey('minLength', { min: 8 })),
      z.maxLength(100, messageKey('maxLength', { max: 100 })),
    ),
});
export type ShiftCreateBody = z.input<typeof shiftCreateBodySchema>;

export const CREATE_ROW_STATUSES = ['CREATED', 'FAILED'] as const;

/** The result of one row of a request-create, in the order sent. */
export const createRowResultSchema = z.object({
  index: z.number().check(z.int()),
  status: z.enum(CREATE_ROW_STATUSES),
  requestId: z.optional(z.string()),
  refNumber: z.optional(z.number().check(z.int())),
  /** Why the row failed, in English (the web translates known messages). */
  message: z.optional(z.string()),
  /** The error code a one-row request would answer with (INVALID_INPUT, or a claim refusal such as OVERLAP). */
  code: z.optional(z.string()),
  /** What a claim refusal names (the held shift, the licence day…), to say it in the reader's language. */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** The failed row's field messages, keyed like the new-shift form (startDate, deadline…). */
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  /** The key and parameters of each `fieldErrors` message, for a client to say it in its reader's language. */
  fieldMessages: z.optional(z.record(z.string(), fieldMessageSchema)),
});
export type CreateRowResult = z.infer<typeof createRowResultSchema>;

export const shiftCreateResultSchema = z.object({
  results: z.array(createRowResultSchema),
  created: z.number().check(z.int()),
  failed: z.number().check(z.int()),
});
export type ShiftCreateResult = z.infer<typeof shiftCreateResultSchema>;

const ADMIN_AND_CLIENTS = ['SYSTEM_USER', 'CLIENT', 'OWNER'] as const;

export const shiftCreate = defineOperation({
  id: 'request-create',
  method: 'POST',
  path: '/api/requests',
  access: ADMIN_AND_CLIENTS,
  area: 'shifts',
  summary:
    'Post one shift or up to 1,500 (multi-shift): each row checked with the single-shift rules, costs computed on the server, written in batches; idempotent per idempotencyKey. One row that breaks a rule is a 400 with fieldErrors; several rows give per-row CREATED/FAILED results.',
  input: { body: shiftCreateBodySchema },
  output: shiftCreateResultSchema,
});

/** request-update: the single-shift fields of request-create; the client and any partner stay as they are. */
export const shiftUpdateBodySchema = z.extend(
  z.pick(newShiftSchema, { startDate: true, endDate: true, deadline: true }),
  { positionId: requiredId() },
);
export type ShiftUpdateBody = z.input<typeof shiftUpdateBodySchema>;

export const shiftUpdate = defineOperation({
  id: 'request-update',
  method: 'PUT',
  path: '/api/requests/{shiftId}',
  access: ADMIN_AND_CLIENTS,
  area: 'shifts',
  summary:
    "Change a shift's position and times while it is PENDING or VERIFIED and not started (409 after): administrators any shift, clients their own (403 otherwise); checked with the single-shift rules of request-create and priced again on the server.",
  input: { path: shiftIdPath, body: shiftUpdateBodySchema },
  output: shiftDetailSchema,
});

export const shiftsList = defineOperation({
  id: 'requests-list',
  method: 'GET',
  path: '/api/requests',
  access: ADMIN_AND_CLIENTS,
  area: 'shifts',
  summary:
    'Shifts, 10 per page: administrators all (filters statuses, clientIds, partnerId, positionIds, invoiceId, from/to start days in Asia/Nicosia), clients their own; sort startDate or createdAt (default createdAt desc; a client date filter sorts by start descending).',
  input: { query: shiftListQuerySchema },
  output: shiftPageSchema,
});

export const openShiftsList = defineOperation({
  id: 'requests-findAShift',
  method: 'GET',
  path: '/api/requests/find-a-shift',
  access: ['EMPLOYEE'],
  area: 'partner-path',
  summary:
    "Find a shift: not-started VERIFIED and CLAIMED shifts of the partner's positions, soonest first; a shift claimed by someone else has claimedByOther and no partner name.",
  input: { query: findShiftQuerySchema },
  output: shiftPageSchema,
});

export const myShiftsList = defineOperation({
  id: 'requests-mine',
  method: 'GET',
  path: '/api/requests/mine',
  access: ['EMPLOYEE'],
  area: 'partner-path',
  summary:
    "My shifts: the partner's own shifts, filtered by status (VERIFIED, CLAIMED, CANCELED, FINISHED…).",
  input: { query: myShiftsQuerySchema },
  output: shiftPageSchema,
});

export const shiftGet = defineOperation({
  id: 'request-get',
  method: 'GET',
  path: '/api/requests/{shiftId}',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER', 'EMPLOYEE'],
  area: 'partner-path',
  summary:
    'One shift, per role: the actions the viewer may take, review badges, address and partner cards; clients never see commission or earnings, partners see their own shifts and open shifts of their positions.',
  input: { path: shiftIdPath },
  output: shiftDetailSchema,
});

/** The spec's entity counts: a list whose first item has `requests` (open shifts). */
export const entityCountsSchema = z.array(z.object({ requests: z.number().check(z.int()) }));

export const entityCountsGet = defineOperation({
  id: 'request-getEntityCounts',
  method: 'GET',
  path: '/api/public/requests/counts',
  access: 'public',
  area: 'shifts',
  summary: 'The landing page live number: open (VERIFIED) shifts, read from the aggregates.',
  input: {},
  output: entityCountsSchema,
});
