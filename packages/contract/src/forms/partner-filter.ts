import * as z from 'zod/mini';

import { messageKey } from '../messages';

import { optionalEnum, optionalSearchText, optionalText } from './fields';
import { PARTNER_STATUSES } from './partner-statuses';

/** Name filters and the partner search need at least this many characters. */
export const PARTNER_NAME_SEARCH_MIN = 3;
/** The request form's partner search returns at most this many partners. */
export const PARTNER_SEARCH_LIMIT = 50;

/** The partner list filters (spec section 5): a given name has at least 3 characters. */
export const partnerFilterSchema = z.object({
  name: optionalSearchText(PARTNER_NAME_SEARCH_MIN),
  status: optionalEnum(PARTNER_STATUSES),
  positionId: optionalText(100),
});
export type PartnerFilter = z.input<typeof partnerFilterSchema>;
export type PartnerFilterValues = z.output<typeof partnerFilterSchema>;

/** The partner search of the request form (assigning a partner): at least 3 characters. */
export const partnerSearchSchema = z.object({
  query: z
    .string({ error: messageKey('minLength', { min: PARTNER_NAME_SEARCH_MIN }) })
    .check(
      z.trim(),
      z.minLength(PARTNER_NAME_SEARCH_MIN, messageKey('minLength', { min: PARTNER_NAME_SEARCH_MIN })),
      z.maxLength(100, messageKey('maxLength', { max: 100 })),
    ),
});
export type PartnerSearch = z.input<typeof partnerSearchSchema>;
