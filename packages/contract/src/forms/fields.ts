import * as z from 'zod/mini';

import { PASSWORD_MIN_LENGTH } from '@careshift/domain/sign-in/sign-in-rules';
import { isDateYmd } from '@careshift/domain/time/instant';

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

// The password rule is the domain's (12 characters for e-mail users, issue 30).
export { PASSWORD_MIN_LENGTH } from '@careshift/domain/sign-in/sign-in-rules';
/** Upper bound for free text (names, streets); long text such as descriptions uses LONG_TEXT_MAX. */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;

/** A custom zod issue whose message is one of ours, with params kept both on the issue and in the message. */
export function addMessageIssue(
  ctx: RefinementCtx,
  key: ValidationMessageKey,
  path: PropertyKey[],
  params?: MessageParams,
): void {
  ctx.addIssue({ code: 'custom', message: messageKey(key, params), path, ...(params ? { params } : {}) });
}

/** What a `z.superRefine` callback receives. */
export type RefinementCtx<T = unknown> = z.core.$RefinementCtx<T>;

/** A required, trimmed text: missing or blank gives "Value is required". */
export function requiredText(max = TEXT_MAX, requiredKey: ValidationMessageKey = 'required') {
  return z
    .string({ error: messageKey(requiredKey) })
    .check(
      z.trim(),
      z.minLength(1, messageKey(requiredKey)),
      z.maxLength(max, messageKey('maxLength', { max })),
    );
}

/** A trimmed text that may be empty or missing; the output is '' when it is. */
export function optionalText(max = TEXT_MAX) {
  return z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, messageKey('maxLength', { max })))),
    z.transform((value) => value ?? ''),
  );
}

/** An optional text that, when given, has at least `min` characters (filters, searches). */
export function optionalSearchText(min: number, max = TEXT_MAX) {
  return optionalText(max).check(
    z.refine((value) => value === '' || value.length >= min, { message: messageKey('minLength', { min }) }),
  );
}

export function requiredEmail() {
  return z
    .pipe(
      z
        .string({ error: messageKey('required') })
        .check(
          z.trim(),
          z.minLength(1, messageKey('required')),
          z.maxLength(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX })),
        ),
      z.email(messageKey('invalidEmail')),
    )
    .check(z.meta({ format: 'email' }));
}

/** An optional e-mail: '' and null mean none (undefined); anything else must be valid. */
export function optionalEmail() {
  return z
    .pipe(
      z.pipe(
        z.nullish(
          z
            .string({ error: messageKey('invalidEmail') })
            .check(z.trim(), z.maxLength(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX }))),
        ),
        z.transform((value) => value || undefined),
      ),
      z.optional(z.email(messageKey('invalidEmail'))),
    )
    .check(z.meta({ format: 'email' }));
}

export function password() {
  return z
    .string({ error: messageKey('required') })
    .check(
      z.minLength(1, messageKey('required')),
      z.minLength(PASSWORD_MIN_LENGTH, messageKey('minLength', { min: PASSWORD_MIN_LENGTH })),
      z.maxLength(TEXT_MAX, messageKey('maxLength', { max: TEXT_MAX })),
    );
}

/** One of a fixed list; '' or missing gives `requiredKey`, anything else outside the list "Select a valid option." */
export function requiredEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredKey: ValidationMessageKey = 'required',
) {
  return z
    .pipe(
      z.string({ error: messageKey(requiredKey) }).check(
        z.minLength(1, messageKey(requiredKey)),
        z.refine((value) => values.includes(value), messageKey('invalidOption')),
      ),
      z.transform((value) => value as T[number]),
    )
    .check(z.meta({ enum: [...values] }));
}

/** An optional choice of a fixed list; '' and null become undefined. */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .pipe(
      z
        .nullish(z.string())
        .check(z.refine((value) => !value || values.includes(value), messageKey('invalidOption'))),
      z.transform((value) => (value ? (value as T[number]) : undefined)),
    )
    .check(z.meta({ enum: [...values, null] }));
}

/** A required id (client, position, partner); '' counts as missing. */
export function requiredId(requiredKey: ValidationMessageKey = 'required') {
  return z
    .string({ error: messageKey(requiredKey) })
    .check(
      z.trim(),
      z.minLength(1, messageKey(requiredKey)),
      z.maxLength(100, messageKey('maxLength', { max: 100 })),
    );
}

/** A plain id, a position object `{id}` or a multiselect option `{value}`, reduced to the id. */
const idItem = z.union([
  z.pipe(
    z.string(),
    z.transform((id) => id.trim()),
  ),
  z.pipe(
    z.looseObject({ id: z.string() }),
    z.transform((item) => item.id.trim()),
  ),
  z.pipe(
    z.looseObject({ value: z.string() }),
    z.transform((item) => item.value.trim()),
  ),
]);

/** At least one id, unique; accepts plain ids or the `{id}` / `{value}` options a multiselect holds. */
export function idList(max = 200) {
  return z.pipe(
    z.pipe(
      z.array(idItem, { error: messageKey('selectAtLeastOne') }),
      z.transform((ids) => [...new Set(ids)].filter((id) => id !== '')),
    ),
    z
      .array(z.string().check(z.maxLength(100)))
      .check(z.minLength(1, messageKey('selectAtLeastOne')), z.maxLength(max)),
  );
}

function numberInput(message: string) {
  return z.optional(z.union([z.number(), z.string(), z.null()], { error: message }));
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
  return z.pipe(
    z.pipe(numberInput(range), z.transform(toNumberInput)),
    z
      .number({ error: (issue) => (issue.input === undefined ? messageKey(requiredKey) : range) })
      .check(z.int(range), z.minimum(min, range), z.maximum(max, range)),
  );
}

/** An optional whole number in [min, max]; empty becomes null. */
export function optionalWholeNumber(min: number, max: number) {
  const range = messageKey('wholeNumberRange', { min, max });
  return z.pipe(
    z.pipe(
      numberInput(range),
      z.transform((value) => toNumberInput(value) ?? null),
    ),
    z.nullable(z.number({ error: range }).check(z.int(range), z.minimum(min, range), z.maximum(max, range))),
  );
}
/** A wall-clock time as the time input holds it: HH:mm. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a YYYY-MM-DD string naming a real calendar day (no 31 February): the domain's isDateYmd. */
export function isCalendarDate(value: string): boolean {
  return isDateYmd(value);
}

export function requiredDate(requiredKey: ValidationMessageKey = 'required') {
  return z
    .string({ error: messageKey(requiredKey) })
    .check(
      z.trim(),
      z.minLength(1, messageKey(requiredKey)),
      z.refine(isCalendarDate, messageKey('invalidDate')),
      z.meta({ format: 'date' }),
    );
}

/** An ISO-8601 instant with an offset; '' gives `requiredKey`. The output is UTC ISO (what the API stores). */
export function requiredInstant(requiredKey: ValidationMessageKey = 'required') {
  return z
    .pipe(
      z.pipe(
        z.string({ error: messageKey(requiredKey) }).check(z.trim(), z.minLength(1, messageKey(requiredKey))),
        z.iso.datetime({ offset: true, error: messageKey('invalidDate') }),
      ),
      z.transform((value) => new Date(value).toISOString()),
    )
    .check(z.meta({ format: 'date-time' }));
}
