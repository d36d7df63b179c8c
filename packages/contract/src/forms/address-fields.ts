import * as z from 'zod/mini';

import { messageKey } from '../messages';

import { CITIES, COUNTRY_CODE, optionalEnum, optionalText, requiredEnum, requiredText } from './fields';

const POSTAL_CODE_PATTERN = /^\d{4}$/;

/** A Cyprus postal code: exactly 4 digits. */
export function requiredPostalCode() {
  return z
    .string({ error: messageKey('required') })
    .check(
      z.trim(),
      z.minLength(1, messageKey('required')),
      z.regex(POSTAL_CODE_PATTERN, messageKey('postalCode')),
    );
}

const coordinate = (limit: number) =>
  z.pipe(
    z.nullish(z.number({ error: messageKey('invalidOption') }).check(z.minimum(-limit), z.maximum(limit))),
    z.transform((value) => value ?? undefined),
  );

/** A client's address (spec section 5): street, city and postal code required; country fixed Cyprus. */
export const clientAddressSchema = z.object({
  street: requiredText(),
  street2: optionalText(),
  city: requiredEnum(CITIES),
  postalCode: requiredPostalCode(),
  lat: coordinate(90),
  long: coordinate(180),
});

/** A partner's address: every part optional, but a given postal code is 4 digits. */
export const partnerAddressSchema = z.object({
  street: optionalText(),
  street2: optionalText(),
  city: optionalEnum(CITIES),
  postalCode: optionalText().check(
    z.refine((code) => code === '' || POSTAL_CODE_PATTERN.test(code), messageKey('postalCode')),
  ),
});

/** The address as the API stores it, with the fixed country code CY; empty parts dropped. */
export function addressToBody<A extends Record<string, unknown>>(address: A) {
  const entries = Object.entries(address).filter(([, value]) => value !== undefined && value !== '');
  return { countryCode: COUNTRY_CODE, ...(Object.fromEntries(entries) as Partial<A>) };
}

/** "Street 1, 3025 Limassol, CY" → a Google Maps search link (coordinates when known). */
export function mapsUrlOf(address: {
  street: string;
  street2?: string;
  city: string;
  postalCode: string;
  countryCode: string;
  lat?: number;
  long?: number;
}): string {
  const query =
    address.lat !== undefined && address.long !== undefined
      ? `${address.lat},${address.long}`
      : [address.street, address.street2, `${address.postalCode} ${address.city}`, address.countryCode]
          .filter(Boolean)
          .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
