/**
 * Validation messages of spec sections 5 and 8. Schemas use the key as the zod issue message;
 * the API replies with the English text, the web shows the text of the user's language.
 */
export const validationMessages = {
  en: {
    required: 'Value is required',
    twoDecimalsMax: '2 decimals max',
    nonNegative: 'Must be zero or more',
  },
  el: {
    required: 'Η τιμή είναι υποχρεωτική',
    twoDecimalsMax: 'Έως 2 δεκαδικά',
    nonNegative: 'Πρέπει να είναι μηδέν ή περισσότερο',
  },
} as const;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];
export type MessageLanguage = keyof typeof validationMessages;

/** Prefix that marks a zod message as a key of validationMessages. */
export const MESSAGE_KEY_PREFIX = 'validation.';

export function messageKey(key: ValidationMessageKey): string {
  return `${MESSAGE_KEY_PREFIX}${key}`;
}

/** The text of a zod message in a language; messages that are not keys pass through unchanged. */
export function translateMessage(message: string, language: MessageLanguage = 'en'): string {
  if (!message.startsWith(MESSAGE_KEY_PREFIX)) return message;
  const key = message.slice(MESSAGE_KEY_PREFIX.length) as ValidationMessageKey;
  return validationMessages[language][key] ?? validationMessages.en[key] ?? message;
}
