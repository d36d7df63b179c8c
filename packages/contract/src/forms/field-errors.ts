import * as z from 'zod/mini';

import { englishMessage, translateMessage } from '../messages';
import type { MessageLanguage } from '../messages';

import '../zod-locale';

/**
 * The first message of each field, keyed by its dotted path ("phone.number", "slots.night.end";
 * "" for the form itself), in the given language.
 */
export function fieldErrorsOf(
  error: z.core.$ZodError,
  language: MessageLanguage = 'en',
): Record<string, string> {
  return firstMessages(error, (message) => translateMessage(message, language));
}

/** The first message of each field as zod gives it: our encoded keys (`validation.maxLength?max=100`). */
export function keyedFieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  return firstMessages(error, (message) => message);
}

/** `fieldErrorsOf` in English, the `fieldErrors` of the API's 400 reply (no other language bundled). */
export function englishFieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  return firstMessages(error, englishMessage);
}

function firstMessages(error: z.core.$ZodError, text: (message: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= text(issue.message);
  }
  return errors;
}

/** Parses a form and returns the data, or the translated field errors. */
export function validateForm<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  language: MessageLanguage = 'en',
):
  | { success: true; data: z.output<S>; errors: Record<string, never> }
  | { success: false; errors: Record<string, string> } {
  const result = z.safeParse(schema, value);
  return result.success
    ? { success: true, data: result.data, errors: {} }
    : { success: false, errors: fieldErrorsOf(result.error, language) };
}
