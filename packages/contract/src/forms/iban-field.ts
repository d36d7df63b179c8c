import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod';

import { messageKey } from '../messages';

/**
 * True for an IBAN of the right length for its country whose mod-97 checksum holds (ibantools also
 * checks the country's BBAN format). Spaces and lower case are accepted, as people copy them.
 */
export function isValidIban(text: string): boolean {
  const electronic = electronicFormatIBAN(text);
  return electronic !== null && isValidIBAN(electronic);
}

/** An optional IBAN; a given one must be valid. The output is the electronic form (no spaces, upper case). */
export function optionalIban() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || isValidIban(value), messageKey('invalidIban'))
    .transform((value) => (value === '' ? '' : (electronicFormatIBAN(value) ?? value)));
}
