import * as z from 'zod/mini';

import { messageKey } from '../messages';

/** A Cyprus tax identification number (TIN, «ΑΦΤ»): 8 digits and a letter. */
const CYPRUS_TIN = /^\d{8}[A-Z]$/;

/** The TIN as stored: spaces dropped, the letter in upper case ("1234 5678 l" → "12345678L"). */
export function normaliseTaxNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isCyprusTaxNumber(text: string): boolean {
  return CYPRUS_TIN.test(normaliseTaxNumber(text));
}

/**
 * An optional tax number (partner form and API alike, issue 32 item 5): empty means none; anything else
 * must be a Cyprus TIN, so no markup or free text reaches an invoice PDF.
 */
export function optionalTaxNumber() {
  return z.pipe(
    z
      .pipe(
        z.nullish(z.string().check(z.trim())),
        z.transform((value) => value ?? ''),
      )
      .check(z.refine((value) => value === '' || isCyprusTaxNumber(value), messageKey('taxNumber'))),
    z.transform((value) => (value === '' ? '' : normaliseTaxNumber(value))),
  );
}
