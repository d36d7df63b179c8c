import { describe, expect, it } from 'vitest';

import { resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a language as "namespace:path.to.key" → text. */
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const texts = (language: 'en' | 'el') =>
  new Map(
    Object.entries(resources[language]).flatMap(([namespace, tree]) =>
      flatten(tree as Tree, `${namespace}:`),
    ),
  );

/**
 * Counts whose noun agrees with another number, so one form reads right for every count:
 * "1 / 500 characters".
 */
const AGREES_WITH_ANOTHER_NUMBER = new Set(['shifts:reasonModal.reasonLimit']);

/** A `{{count}}` next to words needs its singular and plural (i18next `_one`/`_other`). */
const needsPlural = (text: string) =>
  text.includes('{{count}}') && /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

describe('plural forms', () => {
  for (const language of ['en', 'el'] as const) {
    it(`should give every counted ${language} text a _one and an _other form`, () => {
      const all = texts(language);
      const missing: string[] = [];
      for (const [key, text] of all) {
        if (!needsPlural(text) || AGREES_WITH_ANOTHER_NUMBER.has(key)) continue;
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        if (base === key) missing.push(`${key}: "${text}" has no plural forms`);
        else if (!all.has(`${base}_one`) || !all.has(`${base}_other`))
          missing.push(`${base}: needs both _one and _other`);
      }
      expect(missing).toEqual([]);
    });
  }

  it('should give the same keys plural forms in both languages', () => {
    const plurals = (language: 'en' | 'el') =>
      [...texts(language).keys()].filter((key) => /_(one|other)$/.test(key)).sort();
    expect(plurals('el')).toEqual(plurals('en'));
    expect(plurals('en').length).toBeGreaterThan(10);
  });

  it('should say one in the singular in Greek', () => {
    const el = texts('el');
    for (const [key, text] of el)
      if (key.endsWith('_one'))
        expect(text, key).not.toMatch(/βάρδιες|αποτελέσματα|αξιολογήσεις|ημερομηνίες/u);
  });
});
