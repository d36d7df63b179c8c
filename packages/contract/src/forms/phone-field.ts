import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import * as z from 'zod/mini';

import { messageKey } from '../messages';
import type { ValidationMessageKey } from '../messages';

import { addMessageIssue } from './fields';
import type { RefinementCtx } from './fields';

/**
 * Phone numbers are entered as a country calling code (a select, default +357) and the national
 * number (digits only), and validated per country with libphonenumber-js's complete ("max")
 * metadata, which checks the digits themselves and not only the length.
 */
export const DEFAULT_PHONE_COUNTRY_CODE = '+357';

/** Every calling code the library knows, "+1" … "+998", for the country-code select. */
export const PHONE_COUNTRY_CODES: readonly string[] = [
  ...new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`)),
].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

const KNOWN_CODES = new Set(PHONE_COUNTRY_CODES);

export interface PhoneInput {
  countryCode: string;
  number: string;
}

/** Keeps only the digits of what was typed: phone inputs accept digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** "+357" and "99123456" → "+35799123456". */
export function toE164(phone: PhoneInput): string {
  return `${phone.countryCode}${phone.number}`;
}

export function isValidPhone(phone: PhoneInput): boolean {
  return (
    KNOWN_CODES.has(phone.countryCode) && /^\d+$/.test(phone.number) && isValidPhoneNumber(toE164(phone))
  );
}

/** A stored E.164 number back into the form's two fields; unknown text goes into `number` as digits. */
export function splitPhoneNumber(e164: string | null | undefined): PhoneInput {
  if (!e164) return { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' };
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: digitsOnly(e164) };
  return { countryCode: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber };
}

/**
 * A number that can receive an SMS: libphonenumber's complete metadata calls it MOBILE (or, where
 * the plan cannot tell, FIXED_LINE_OR_MOBILE); a Cypriot landline (22…) is FIXED_LINE.
 */
export function isMobilePhone(phone: PhoneInput): boolean {
  const type = parsePhoneNumberFromString(toE164(phone))?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** True for a whole number with its code ("+35799123456"), as the claims search and the API take it. */
export function isValidE164(text: string): boolean {
  return /^\+\d{6,15}$/.test(text) && isValidPhoneNumber(text);
}

const countryCodeField = z.pipe(
  z.nullish(z.string().check(z.trim())),
  z.transform((code) => (code ? (code.startsWith('+') ? code : `+${code}`) : DEFAULT_PHONE_COUNTRY_CODE)),
);

const numberField = z.pipe(
  z.nullish(z.string({ error: messageKey('invalidPhone') })),
  z.transform((number) => (number ?? '').trim()),
);

function checkPhone(
  phone: PhoneInput,
  ctx: RefinementCtx,
  required: boolean,
  invalid: ValidationMessageKey = 'invalidPhone',
): void {
  if (!KNOWN_CODES.has(phone.countryCode)) {
    addMessageIssue(ctx, 'invalidCountryCode', ['countryCode']);
    return;
  }
  if (phone.number === '') {
    if (required) addMessageIssue(ctx, 'required', ['number']);
    return;
  }
  if (!isValidPhone(phone)) addMessageIssue(ctx, invalid, ['number']);
}

/**
 * A required phone `{countryCode, number}`; errors land on `number` (or `countryCode`). `invalid` is the
 * message of a number not valid for its country (the phone sign-in has its own, spec section 8).
 */
export function requiredPhone(invalid: ValidationMessageKey = 'invalidPhone') {
  return z
    .object({ countryCode: countryCodeField, number: numberField }, { error: messageKey('required') })
    .check(z.superRefine((phone, ctx) => checkPhone(phone, ctx, true, invalid)));
}

/** An optional phone: an empty number is fine, a given one must be valid for its country code. */
export function optionalPhone() {
  return z
    .pipe(
      z.nullish(z.object({ countryCode: countryCodeField, number: numberField })),
      z.transform((phone) => phone ?? { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' }),
    )
    .check(z.superRefine((phone, ctx) => checkPhone(phone, ctx, false)));
}

/** The stored form of an optional phone: E.164, or undefined when no number was entered. */
export function optionalE164(phone: PhoneInput): string | undefined {
  return phone.number === '' ? undefined : toE164(phone);
}
