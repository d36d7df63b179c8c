import * as z from 'zod/mini';

import { isValidE164 } from '../forms/phone-field';
import { messageKey } from '../messages';

/**
 * Phone numbers as the account-record operations take them (E.164, what the forms' `…ToBody`
 * functions send), validated with libphonenumber-js's metadata.
 */

/** An optional phone number, E.164 ("+35799123456"); '' and null mean none (undefined). */
export function optionalPhoneNumber() {
  return z.pipe(
    z
      .pipe(
        z.nullish(z.string({ error: messageKey('invalidPhone') }).check(z.trim())),
        z.transform((value) => value ?? ''),
      )
      .check(z.refine((value) => value === '' || isValidE164(value), messageKey('invalidPhone'))),
    z.transform((value) => (value === '' ? undefined : value)),
  );
}

/** A required phone number, E.164. */
export function requiredPhoneNumber() {
  return z
    .string({ error: messageKey('required') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('required')),
      z.refine(isValidE164, messageKey('invalidPhone')),
    );
}
