import { describe, expect, it } from 'vitest';

import { validationMessages } from '@careshift/contract/messages';

import { validationKeyOf, validationText } from './validation';

describe('validationKeyOf', () => {
  it('should read the key of a zod message from the contract', () => {
    expect(validationKeyOf('validation.required')).toEqual({ key: 'required', params: {} });
    expect(validationKeyOf('validation.twoDecimalsMax')?.key).toBe('twoDecimalsMax');
  });

  it("should map the API's English text back to its key so it can be shown in Greek", () => {
    expect(validationKeyOf(validationMessages.en.required)?.key).toBe('required');
  });

  it('should leave any other message alone', () => {
    expect(validationKeyOf('A position with this name already exists')).toBeUndefined();
    expect(validationKeyOf('validation.noSuchKey')).toBeUndefined();
  });
});

describe('server messages in Greek (issue 33 item 2)', () => {
  it('should find every message key of the contract, written by the API in English, in both languages', () => {
    for (const [key, english] of Object.entries(validationMessages.en)) {
      const written = english.replace(/\{\{\s*(\w+)\s*\}\}/gu, (_, name: string) => `${name.length}7`);
      expect(validationKeyOf(written)?.key, key).toBe(key);
      expect(validationText(written, 'en'), key).toBe(written);
      const greek = validationText(written, 'el');
      expect(greek, key).toMatch(/[\u0370-\u03ff]/u);
      expect(greek, key).not.toContain('{{');
    }
  });

  it('should show the messages shift creation, assignment and document checks send in Greek', () => {
    expect(validationText('This partner does not exist.', 'el')).toBe('Αυτός ο συνεργάτης δεν υπάρχει.');
    expect(validationText('Your organisation does not offer this position.', 'el')).toBe(
      'Ο οργανισμός σας δεν προσφέρει αυτή τη θέση.',
    );
    expect(validationText('Start must be at most 90 days from now.', 'el')).toBe(
      'Η έναρξη πρέπει να είναι το πολύ 90 ημέρες από τώρα.',
    );
    expect(validationText('Earliest date is 01/02/2031.', 'el')).toContain('01/02/2031');
    expect(validationText('Must be at least 12 characters.', 'el')).toBe(
      'Πρέπει να έχει τουλάχιστον 12 χαρακτήρες.',
    );
    expect(validationText("The file's content is not a pdf file; it was removed.", 'el')).toContain('pdf');
    expect(validationText("The file's content is not a pdf file; it was removed.", 'el')).toMatch(
      /αφαιρέθηκε/u,
    );
  });
});
