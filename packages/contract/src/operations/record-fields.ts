import * as z from 'zod';

import { isValidE164 } from '../forms/phone-field';
import { messageKey } from '../messages';

/**
 * Fields the account-record operations (clients, client users, system users, partners) share:
 * phone numbers as the API takes them (E.164, what the forms' `…ToBody` functions send), ids in
 * paths, list cursors and page sizes.
 */

/** An optional phone number, E.164 ("+35799123456"); '' and null mean none (undefined). */
export function optionalPhoneNumber() {
  return z
    .string({ error: messageKey('invalidPhone') })
    .trim()
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || isValidE164(value), messageKey('invalidPhone'))
    .transform((value) => (value === '' ? undefined : value));
}

/** A required phone number, E.164. */
export function requiredPhoneNumber() {
  return z
    .string({ error: messageKey('required') })
    .trim()
    .min(1, messageKey('required'))
    .refine(isValidE164, messageKey('invalidPhone'));
}

/** An id in a path. */
export const recordId = z.string().trim().min(1).max(100);

/** An opaque list cursor (base64url text). */
export const listCursor = z.string().trim().max(4000).optional();

/** A page size given as query text: a whole number from 1 to `max`. */
export function pageLimit(max: number) {
  const range = messageKey('wholeNumberRange', { min: 1, max });
  return z
    .string()
    .trim()
    .regex(/^\d+$/, range)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= max, range)
    .optional();
}

/** One page of a list: rows and the cursor of the next page (null on the last one). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), cursor: z.string().nullable() });
}
