import * as z from 'zod';

import { messageKey } from '../messages';

/**
 * Fields the account-record operations (clients, client users, system users, partners) share: ids in
 * paths, list cursors and page sizes (phone numbers are in phone-number-fields.ts, so that an
 * operation without one does not carry the phone metadata to the browser).
 */

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
