import * as z from 'zod/mini';

import { PENALTY_KINDS } from '@careshift/domain/shifts/penalties';

import { defineOperation } from '../operation';

/**
 * A penalty the signed-in partner owes and that is not on an invoice yet (a late claim cancellation or a
 * no-show: the shift's commission), with the shift it is for, so the partner sees it before it is billed.
 */
export const pendingPenaltySchema = z.object({
  id: z.string(),
  kind: z.enum(PENALTY_KINDS),
  shiftId: z.string(),
  shiftRef: z.number().check(z.int()),
  /** The shift's position and start, when the shift is still readable. */
  positionName: z.optional(z.string()),
  /** The position's Greek name, when it has one. */
  positionNameEl: z.optional(z.string()),
  startDate: z.optional(z.string()),
  /** Cents, EUR. */
  amount: z.number().check(z.int()),
  currency: z.literal('EUR'),
  createdAt: z.string(),
});
export type PendingPenalty = z.infer<typeof pendingPenaltySchema>;

export const pendingPenalties = defineOperation({
  id: 'penalties-pending',
  method: 'GET',
  path: '/api/penalties/pending',
  access: ['EMPLOYEE'],
  area: 'invoices',
  summary:
    "The signed-in partner's penalties not yet on an invoice (late claim cancellations, no-shows), oldest first, each with its amount and shift (ref, position, start): what the next invoice will bill besides the commission.",
  input: {},
  output: z.object({ penalties: z.array(pendingPenaltySchema) }),
});
