import { englishMessage, englishValidationMessages, parseMessage } from './messages';
import type { ValidationMessageKey } from './messages';

/** A field's message as a key of `validationMessages` and its parameters (the API's `fieldMessages`). */
export type KeyedMessage = { key: ValidationMessageKey; params?: Record<string, string> };

const english = englishValidationMessages;
const keyOfText = new Map(Object.entries(english).map(([key, text]) => [text, key as ValidationMessageKey]));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The parameterised texts as patterns, the most literal first ("at most {{max}} characters." before "at most {{max}}."). */
const patterns = Object.entries(english)
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((match) => match[1] ?? '');
    const parts = text.split(/\{\{\s*\w+\s*\}\}/u).map(escape);
    return {
      key: key as ValidationMessageKey,
      names,
      regex: new RegExp(`^${parts.join('(.+?)')}$`, 'u'),
      literal: parts.join('').length,
    };
  })
  .sort((a, b) => b.literal - a.literal);

/** The key and parameters of an English text the API wrote from `validationMessages`; undefined for any other text. */
export function messageOfText(text: string): KeyedMessage | undefined {
  const key = keyOfText.get(text);
  if (key) return { key };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match)
      return {
        key: pattern.key,
        params: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
  }
  return undefined;
}

/** A message's key: an encoded zod message (`validation.maxLength?max=100`) or an English text of ours. */
export function fieldMessageOf(message: string): KeyedMessage | undefined {
  const parsed = parseMessage(message);
  if (!parsed) return messageOfText(message);
  return Object.keys(parsed.params).length > 0 ? parsed : { key: parsed.key };
}

/**
 * Field errors as the API sends them: `fieldErrors` in English (for integrators and logs) and
 * `fieldMessages` with the key of each message that has one.
 */
export function describeFieldErrors(messages: Readonly<Record<string, string>>): {
  fieldErrors: Record<string, string>;
  fieldMessages?: Record<string, KeyedMessage>;
} {
  const fieldErrors: Record<string, string> = {};
  const fieldMessages: Record<string, KeyedMessage> = {};
  for (const [field, message] of Object.entries(messages)) {
    fieldErrors[field] = englishMessage(message);
    const keyed = fieldMessageOf(message);
    if (keyed) fieldMessages[field] = keyed;
  }
  return Object.keys(fieldMessages).length > 0 ? { fieldErrors, fieldMessages } : { fieldErrors };
}
