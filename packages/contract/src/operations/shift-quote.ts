import * as z from 'zod/mini';

import { optionalText, requiredId, requiredInstant } from '../forms/fields';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { MAX_SHIFTS_PER_CREATE } from './shifts';

/** request-quote: the shifts a posting form is about to post (client, position, times). */
export const shiftQuoteBodySchema = z.object({
  /** Administrators name the organisation; client users never send it (their token's is used). */
  clientId: optionalText(100),
  positionId: requiredId(),
  shifts: z
    .array(z.object({ startDate: requiredInstant(), endDate: requiredInstant() }), {
      error: messageKey('required'),
    })
    .check(
      z.minLength(1, messageKey('required')),
      z.maxLength(MAX_SHIFTS_PER_CREATE, messageKey('tooManyDates', { max: MAX_SHIFTS_PER_CREATE })),
    ),
});
export type ShiftQuoteBody = z.input<typeof shiftQuoteBodySchema>;

/**
 * The price of those shifts as request-create would store it (cents, EUR): the total for everyone who
 * may post; the company commission and the partner earnings only for administrators (an organisation
 * pays the partner the total directly and never sees the split).
 */
export const shiftQuoteSchema = z.object({
  count: z.number().check(z.int()),
  totalCost: z.number().check(z.int()),
  companyCommission: z.optional(z.number().check(z.int())),
  employeeEarnings: z.optional(z.number().check(z.int())),
  currency: z.literal('EUR'),
});
export type ShiftQuote = z.infer<typeof shiftQuoteSchema>;

export const shiftQuote = defineOperation({
  id: 'request-quote',
  method: 'POST',
  path: '/api/requests/quote',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER'],
  area: 'shifts',
  summary:
    "Price shifts before posting them, with the position's rates and the organisation's effective configuration, exactly as request-create will store them; changes nothing. An organisation gets the total only (what it pays the partner), administrators also the commission and partner earnings.",
  input: { body: shiftQuoteBodySchema },
  output: shiftQuoteSchema,
});
