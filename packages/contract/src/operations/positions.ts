import * as z from 'zod/mini';

import { optionalText } from '../forms/fields';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

const rateCents = z
  .number({ error: messageKey('required') })
  .check(z.int(messageKey('twoDecimalsMax')), z.minimum(0, messageKey('nonNegative')), z.maximum(100_000_00));

export const positionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The Greek name shown to Greek readers; absent when none was given (they read `name`). */
  nameEl: z.optional(z.string()),
  normalDayHourlyRate: z.number().check(z.int()),
  normalNightHourlyRate: z.number().check(z.int()),
  holidayDayHourlyRate: z.number().check(z.int()),
  holidayNightHourlyRate: z.number().check(z.int()),
  createdAt: z.string(),
});
export type Position = z.infer<typeof positionSchema>;

export const positionBodySchema = z.object({
  name: z
    .string({ error: messageKey('required') })
    .check(z.trim(), z.minLength(1, messageKey('required')), z.maxLength(100)),
  /** Optional: '' (or absent) means Greek readers see the English name. */
  nameEl: optionalText(100),
  normalDayHourlyRate: rateCents,
  normalNightHourlyRate: rateCents,
  holidayDayHourlyRate: rateCents,
  holidayNightHourlyRate: rateCents,
});
export type PositionBody = z.infer<typeof positionBodySchema>;

const positionIdPath = z.object({ positionId: z.string().check(z.minLength(1), z.maxLength(100)) });

export const positionsList = defineOperation({
  id: 'positions-list',
  method: 'GET',
  path: '/api/public/positions',
  access: 'public',
  area: 'positions',
  summary: 'Shift rates for the landing page: TEST_POSITION ids hidden, sorted by normal day rate ascending.',
  input: {},
  output: z.object({ items: z.array(positionSchema) }),
});

export const positionsAll = defineOperation({
  id: 'positions-all',
  method: 'GET',
  path: '/api/positions',
  access: ['SYSTEM_USER', 'CLIENT', 'EMPLOYEE', 'OWNER'],
  area: 'positions',
  summary: 'Every position ordered by name (at most 200), for the administrator list and the forms.',
  input: {},
  output: z.object({ items: z.array(positionSchema) }),
});

export const positionCreate = defineOperation({
  id: 'position-create',
  method: 'POST',
  path: '/api/positions',
  access: ['SYSTEM_USER'],
  area: 'positions',
  summary: 'Create a position with its four hourly rates in cents.',
  input: { body: positionBodySchema },
  output: positionSchema,
});

export const positionUpdate = defineOperation({
  id: 'position-update',
  method: 'PUT',
  path: '/api/positions/{positionId}',
  access: ['SYSTEM_USER'],
  area: 'positions',
  summary: 'Rename a position or change its rates.',
  input: { path: positionIdPath, body: positionBodySchema },
  output: positionSchema,
});

export const positionRemove = defineOperation({
  id: 'position-remove',
  method: 'DELETE',
  path: '/api/positions/{positionId}',
  access: ['SYSTEM_USER'],
  area: 'positions',
  summary: 'Delete a position.',
  input: { path: positionIdPath },
  output: z.null(),
});
