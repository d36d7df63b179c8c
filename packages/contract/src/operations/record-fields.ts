import * as z from 'zod/mini';

import { messageKey } from '../messages';

/**
 * Fields the account-record operations (clients, client users, system users, partners) share: ids in
 * paths, list cursors and page sizes (phone numbers are in phone-number-fields.ts, so that an
 * operation without one does not carry the phone metadata to the browser).
 */

/** An id in a path. */
export const recordId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** An opaque list cursor (base64url text). */
export const listCursor = z.optional(z.string().check(z.trim(), z.maxLength(4000)));

/** A page size given as query text: a whole number from 1 to `max`. */
export function pageLimit(max: number) {
  const range = messageKey('wholeNumberRange', { min: 1, max });
  return z
    .optional(
      z
        .pipe(z.string().check(z.trim(), z.regex(/^\d+$/, range)), z.transform(Number))
        .check(z.refine((limit) => limit >= 1 && limit <= max, range)),
    )
    .check(z.meta({ type: 'integer', minimum: 1, maximum: max }));
}

/** One page of a list: rows and the cursor of the next page (null on the last one). */
export function pageOf<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item), cursor: z.nullable(z.string()) });
}
