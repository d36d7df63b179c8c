import * as z from 'zod';

import { messageKey } from '../messages';
import type { MessageParams, ValidationMessageKey } from '../messages';

/**
 * Field builders shared by every form schema. Each one accepts what a form control holds
 * (strings, '' for empty) and what the API receives (JSON), so react-hook-form and the handlers
 * parse with the same schema.
 */

// The languages are the domain's.
export { DEFAULT_LANGUAGE, LANGUAGES } from '@careshift/domain/languages';
export type { Language } from '@careshift/domain/languages';

export const CITIES = ['LIMASSOL', 'NICOSIA', 'LARNACA', 'PAPHOS', 'FAMAGUSTA'] as const;
export type City = (typeof CITIES)[number];
export const COUNTRY_CODE = 'CY';

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound for free text (names, streets); long text such as descriptions uses LONG_TEXT_MAX. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;

/** A custom zod issue whose message is one of ours, with params kept both on the issue and in the message. */
export function addMessageIssue(
  ctx: z.RefinementCtx,
  key: ValidationMessageKey,
  path: PropertyKey[],
  params?: MessageParams,
): void {
  ctx.addIssue({ code: 'custom', message: messageKey(key, params), path, ...(params ? { params } : {}) });
}

/** A required, trimmed text: missing or blank gives "Value is required". */
export function requiredText(max = TEXT_MAX, requiredKey: ValidationMessageKey = 'required') {
  return z
    .string({ error: messageKey(requiredKey) })
    .trim()
    .min(1, messageKey(requiredKey))
    .max(max, messageKey('maxLength', { max }));
}

/** A trimmed text that may be empty or missing; the output is '' when it is. */
export function optionalText(max = TEXT_MAX) {
  return z
    .string()
    .trim()
    .max(max, messageKey('maxLength', { max }))
    .nullish()
    .transform((value) => value ?? '');
}

/** An optional text that, when given, has at least `min` characters (filters, searches). */
export function optionalSearchText(min: number, max = TEXT_MAX) {
  return optionalText(max).refine((value) => value === '' || value.length >= min, {
    message: messageKey('minLength', { min }),
  });
}

export function requiredEmail() {
  return z
    .string({ error: messageKey('required') })
    .trim()
    .min(1, messageKey('required'))
    .max(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX }))
    .pipe(z.email(messageKey('invalidEmail')));
}

/** An optional e-mail: '' and null mean none (undefined); anything else must be valid. */
export function optionalEmail() {
  return z
    .string({ error: messageKey('invalidEmail') })
    .trim()
    .max(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX }))
    .nullish()
    .transform((value) => value || undefined)
    .pipe(z.email(messageKey('invalidEmail')).optional());
}

export function password() {
  return z
    .string({ error: messageKey('required') })
    .min(1, messageKey('required'))
    .min(PASSWORD_MIN_LENGTH, messageKey('minLength', { min: PASSWORD_MIN_LENGTH }))
    .max(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX }));
}

/** One of a fixed list; '' or missing gives `requiredKey`, anything else outside the list "Select a valid option." */
export function requiredEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredKey: ValidationMessageKey = 'required',
) {
  return z
    .string({ error: messageKey(requiredKey) })
    .min(1, messageKey(requiredKey))
    .refine((value) => values.includes(value), messageKey('invalidOption'))
    .transform((value) => value as T[number]);
}

/** An optional choice of a fixed list; '' and null become undefined. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .nullish()
    .refine((value) => !value || values.includes(value), messageKey('invalidOption'))
    .transform((value) => (value ? (value as T[number]) : undefined));
}

/** A required id (client, position, partner); '' counts as missing. */
export function requiredId(requiredKey: ValidationMessageKey = 'required') {
  return z
    .string({ error: messageKey(requiredKey) })
    .trim()
    .min(1, messageKey(requiredKey))
    .max(100, messageKey('maxLength', { max: 100 }));
}

/** A plain id, a position object `{id}` or a multiselect option `{value}`, reduced to the id. */
const idItem = z.union([
  z.string().transform((id) => id.trim()),
  z.looseObject({ id: z.string() }).transform((item) => item.id.trim()),
  z.looseObject({ value: z.string() }).transform((item) => item.value.trim()),
]);

/** At least one id, unique; accepts plain ids or the `{id}` / `{value}` options a multiselect holds. */
export function idList(max = 200) {
  return z
    .array(idItem, { error: messageKey('selectAtLeastOne') })
    .transform((ids) => [...new Set(ids)].filter((id) => id !== ''))
    .pipe(z.array(z.string().max(100)).min(1, messageKey('selectAtLeastOne')).max(max));
}

function numberInput(message: string) {
  return z.union([z.number(), z.string(), z.null()], { error: message }).optional();
}

/** '' or null → undefined, numeric text → number, so a form's text input parses like JSON. */
function toNumberInput(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
  return value;
}

/** A required whole number in [min, max]; empty gives `requiredKey`. Accepts numbers and numeric text. */
export function wholeNumber(min: number, max: number, requiredKey: ValidationMessageKey = 'required') {
  const range = messageKey('wholeNumberRange', { min, max });
  return numberInput(range)
    .transform(toNumberInput)
    .pipe(
      z
        .number({ error: (issue) => (issue.input === undefined ? messageKey(requiredKey) : range) })
        .int(range)
        .min(min, range)
        .max(max, range),
    );
}

/** An optional whole number in [min, max]; empty becomes null. */
export function optionalWholeNumber(min: number, max: number) {
  const range = messageKey('wholeNumberRange', { min, max });
  return numberInput(range)
    .transform((value) => toNumberInput(value) ?? null)
    .pipe(z.number({ error: range }).int(range).min(min, range).max(max, range).nullable());
}

/** A calendar date as the date picker holds it: YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A wall-clock time as the time input holds it: HH:mm. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a YYYY-MM-DD string naming a real calendar day (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function requiredDate(requiredKey: ValidationMessageKey = 'required') {
  return z
    .string({ error: messageKey(requiredKey) })
    .trim()
    .min(1, messageKey(requiredKey))
    .refine(isCalendarDate, messageKey('invalidDate'));
}

/** An ISO-8601 instant with an offset; '' gives `requiredKey`. The output is UTC ISO (what the API stores). */
export function requiredInstant(requiredKey: ValidationMessageKey = 'required') {
  return z
    .string({ error: messageKey(requiredKey) })
    .trim()
    .min(1, messageKey(requiredKey))
    .pipe(z.iso.datetime({ offset: true, error: messageKey('invalidDate') }))
    .transform((value) => new Date(value).toISOString());
}
