import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as z from 'zod/mini';

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
  return z.pipe(
    z
      .pipe(
        z.nullish(z.string().check(z.trim())),
        z.transform((value) => value ?? ''),
      )
      .check(z.refine((value) => value === '' || isValidIban(value), messageKey('invalidIban'))),
    z.transform((value) => (value === '' ? '' : (electronicFormatIBAN(value) ?? value))),
  );
}
