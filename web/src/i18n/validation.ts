import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { messageOfText } from '@careshift/contract/field-messages';
import { interpolate, parseMessage, validationMessages } from '@careshift/contract/messages';
import type { ValidationMessageKey } from '@careshift/contract/messages';
import '@careshift/contract/zod-locale';

import type { NamespaceBundles } from './index';
import { FALLBACK_LANGUAGE, normalizeLanguage } from './languages';

/** The contract's validation messages as the `validation` namespace (register with a form's area). */
export const validationNamespace: Record<'validation', NamespaceBundles> = {
  validation: { en: validationMessages.en, el: validationMessages.el },
};

/**
 * The key (and parameters) of a validation message: zod issues in the browser carry
 * `validation.<key>?<params>`, the API replies with the English text (parameters too, "Start must be
 * at most 90 days from now.", issue 33 item 2) and its key; anything else is not ours.
 */
export function validationKeyOf(
  message: string,
): { key: ValidationMessageKey; params: Record<string, string> } | undefined {
  const parsed = parseMessage(message);
  if (parsed) return parsed;
  const found = messageOfText(message);
  return found ? { key: found.key, params: found.params ?? {} } : undefined;
}

/** A field message (from zod or from the server) in a language; a message that is not ours stays as it is. */
export function validationText(message: string, language: 'en' | 'el'): string {
  const found = validationKeyOf(message);
  if (!found) return message;
  return interpolate(
    validationMessages[language][found.key] ?? validationMessages.en[found.key],
    found.params,
  );
}

/** Shows a field message (from zod or from the server) in the user's language. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  return useCallback(
    (message) => (message === undefined ? undefined : validationText(message, language)),
    [language],
  );
}
