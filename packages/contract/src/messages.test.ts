import { describe, expect, it } from 'vitest';

import {
  englishMessage,
  interpolate,
  messageKey,
  parseMessage,
  translateMessage,
  validationMessages,
} from './messages';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('validation messages', () => {
  it('should have every English key in Greek and every Greek key in English', () => {
    const english = Object.keys(validationMessages.en).sort();
    const greek = Object.keys(validationMessages.el).sort();
    expect(greek).toEqual(english);
  });

  it('should have a non-empty text for every key in both languages', () => {
    for (const language of ['en', 'el'] as const) {
      for (const [key, text] of Object.entries(validationMessages[language])) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });

  it('should write the Greek texts in Greek, not copy the English ones', () => {
    for (const [key, text] of Object.entries(validationMessages.el)) {
      expect(text, key).toMatch(/[\u0370-\u03ff]/);
    }
  });

  it('should use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of Object.entries(validationMessages.en)) {
      const greek = validationMessages.el[key as keyof typeof validationMessages.en];
      expect(placeholders(greek), key).toEqual(placeholders(text));
    }
  });

  it.each([
    ['required', 'Value is required'],
    ['fieldRequired', 'This field is required.'],
    ['twoDecimalsMax', '2 decimals max'],
    ['invalidPhone', 'Must be valid phone number.'],
    ['invalidIban', 'Must be valid IBAN number.'],
    ['selectAtLeastOne', 'You need to select at least one.'],
    ['deadlineAfterStart', 'Deadline must be equal or before Shift start time.'],
    ['noFileSelected', 'No file selected'],
    ['extensionNotSupported', '{{ext}} is not supported'],
    ['extensionNotSupportedHint', 'If you need to upload this file contact support.'],
    ['fileTooBig', 'File too big!'],
    ['fileTooBigDetail', 'File selected is more than 5MB'],
    ['docAlreadyExists', 'Doc already exists'],
    ['primaryDocumentsOnce', 'Primary documents can only exist once'],
    ['cannotRemoveValue', 'Cannot remove this value'],
    ['positionsLocked', 'In order to change your positions contact our support.'],
  ] as const)('should keep the spec text of %s exactly', (key, text) => {
    expect(validationMessages.en[key]).toBe(text);
  });
});

describe('messageKey', () => {
  it('should prefix the key with validation.', () => {
    expect(messageKey('required')).toBe('validation.required');
  });

  it('should carry parameters after the key so form libraries that keep only the message keep them', () => {
    const message = messageKey('extensionNotSupported', { ext: 'exe' });
    expect(message).toBe('validation.extensionNotSupported?ext=exe');
    expect(parseMessage(message)).toEqual({ key: 'extensionNotSupported', params: { ext: 'exe' } });
  });

  it('should survive parameters with reserved characters', () => {
    const message = messageKey('extensionNotSupported', { ext: 'a&b=c?.d e' });
    expect(parseMessage(message)?.params).toEqual({ ext: 'a&b=c?.d e' });
  });
});

describe('translateMessage', () => {
  it('should give the English text by default', () => {
    expect(translateMessage(messageKey('invalidPhone'))).toBe('Must be valid phone number.');
  });

  it('should give the Greek text for el', () => {
    expect(translateMessage(messageKey('required'), 'el')).toBe('Η τιμή είναι υποχρεωτική');
  });

  it('should interpolate parameters in both languages', () => {
    const message = messageKey('extensionNotSupported', { ext: 'exe' });
    expect(translateMessage(message)).toBe('exe is not supported');
    expect(translateMessage(message, 'el')).toBe('Η μορφή exe δεν υποστηρίζεται');
  });

  it('should pass through messages that are not keys, and unknown keys', () => {
    expect(translateMessage('Invalid input')).toBe('Invalid input');
    expect(translateMessage('validation.noSuchKey')).toBe('validation.noSuchKey');
    expect(parseMessage('validation.noSuchKey')).toBeNull();
  });

  it('should leave placeholders without a value untouched', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('englishMessage', () => {
  it('should be translateMessage in English, for every key and for text that is no key', () => {
    const keys = Object.keys(validationMessages.en) as (keyof typeof validationMessages.en)[];
    for (const key of keys) {
      const message = messageKey(key, { min: 3, max: 9, name: 'exe' });
      expect(englishMessage(message)).toBe(translateMessage(message, 'en'));
    }
    expect(englishMessage('Invalid input')).toBe('Invalid input');
  });
});
