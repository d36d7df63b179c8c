import * as z from 'zod/mini';

import { defineOperation } from '../operation';

import { partnerPath } from './partner-get';

const count = z.number().check(z.int(), z.minimum(0));
/** allowed: deleting goes ahead; refused: the delete answers 409 until what uses it is gone. */
const deletion = z.enum(['allowed', 'refused']);

/** What uses a position (counts stop at 100) and what deleting it does (issue 32 item 13). */
export const positionUsageSchema = z.object({
  openShifts: count,
  organisations: count,
  partners: count,
  deletion,
});
export type PositionUsageReply = z.infer<typeof positionUsageSchema>;

export const positionUsage = defineOperation({
  id: 'position-usage',
  method: 'GET',
  path: '/api/positions/{positionId}/usage',
  access: ['SYSTEM_USER'],
  area: 'positions',
  summary: 'What uses a position (open shifts, organisations, partners) and whether it may be deleted.',
  input: { path: z.object({ positionId: z.string().check(z.minLength(1), z.maxLength(100)) }) },
  output: positionUsageSchema,
});

/** What still involves a partner (counts stop at 100) and what deleting them does. */
export const partnerUsageSchema = z.object({
  claimedShifts: count,
  pendingInvoices: count,
  deletion,
});
export type PartnerUsageReply = z.infer<typeof partnerUsageSchema>;

export const partnerUsage = defineOperation({
  id: 'employee-usage',
  method: 'GET',
  path: '/api/partners/{partnerId}/usage',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary: 'What involves a partner (shifts still to work, unpaid invoices) and whether they may be deleted.',
  input: { path: partnerPath },
  output: partnerUsageSchema,
});
