import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { DOCUMENT_TYPES } from '@careshift/domain/partners/documents';

import { resources } from '../../i18n/resources';

import { fieldValueLabelKey } from './activity-values';

async function translator(language: 'en' | 'el') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
  return (key: string) => String(i18n.t(key as never));
}

describe('code values in the activity trail (issue 32 item 12)', () => {
  it("should name a document's type in the reader's language, not by its code", async () => {
    const [en, el] = await Promise.all([translator('en'), translator('el')]);
    const name = (t: (key: string) => string, code: string) =>
      t(fieldValueLabelKey('documentType', code) ?? '');
    expect([name(en, 'registration'), name(en, 'registry'), name(en, 'other')]).toEqual([
      resources.en.documents.types.registration,
      'Registry',
      'Other',
    ]);
    expect([name(el, 'registration'), name(el, 'registry'), name(el, 'other')]).toEqual([
      'Άδεια άσκησης επαγγέλματος',
      'Βεβαίωση εγγραφής στο μητρώο',
      'Άλλο',
    ]);
    for (const code of DOCUMENT_TYPES) {
      for (const t of [en, el]) {
        expect(name(t, code)).not.toBe(code);
        expect(name(t, code)).not.toContain('types.');
      }
    }
  });

  it('should leave unknown codes and fields without code values to be shown as they are', () => {
    expect(fieldValueLabelKey('documentType', 'passport')).toBeUndefined();
    expect(fieldValueLabelKey('fileName', 'registration')).toBeUndefined();
    expect(fieldValueLabelKey('toString', 'registration')).toBeUndefined();
  });
});
