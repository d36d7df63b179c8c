import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { resources } from './resources';

/**
 * Day counts inside texts that count something else (issue 33 item 4): "1 days" / «1 ημέρες»
 * read wrong; the day count goes through its own plural key (i18next nesting).
 */
async function translator(language: 'en' | 'el') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'shiftForm');
}

const WRONG = /(?<!\d)1 (days|ημέρες|ημερών)|(?<!\d)[02-9] ημέρα(?!\p{L})/u;

describe('day counts in the multi-create texts', () => {
  for (const language of ['en', 'el'] as const) {
    it(`should agree with 1 and with 3 days in ${language}`, async () => {
      const t = await translator(language);
      for (const days of [1, 3]) {
        for (const count of [1, 2]) {
          const text = t('multi.datesTooEarly', { count, date: '13/03/2031', days });
          expect(text).not.toMatch(WRONG);
          expect(text).toContain(String(days));
        }
        const keep = t('multi.keepAllDates', { days });
        expect(keep).not.toMatch(WRONG);
        expect(keep).toContain(String(days));
      }
    });
  }

  it('should name the claim «ανάληψη» in Greek', async () => {
    const t = await translator('el');
    expect(t('multi.datesTooEarly', { count: 2, date: '13/03/2031', days: 1 })).toContain(
      'ανάληψης (1 ημέρα)',
    );
  });
});
