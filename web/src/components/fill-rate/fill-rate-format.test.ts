import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { resources } from '../../i18n/resources';

import { formatFillDuration, formatFillPercent } from './fill-rate-format';

describe('formatFillDuration and formatFillPercent', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ lng: 'en', resources, interpolation: { escapeValue: false } }));
  const t = (language: 'en' | 'el') => i18n.getFixedT(language, 'fillRate');

  it('should read minutes, hours and minutes, then days and hours', () => {
    expect(formatFillDuration(t('en'), 0)).toBe('0 min');
    expect(formatFillDuration(t('en'), 59)).toBe('59 min');
    expect(formatFillDuration(t('en'), 210)).toBe('3 h 30 min');
    expect(formatFillDuration(t('en'), 1439)).toBe('23 h 59 min');
    expect(formatFillDuration(t('en'), 1440)).toBe('1 d 0 h');
    expect(formatFillDuration(t('en'), 4164)).toBe('2 d 21 h');
    expect(formatFillDuration(t('el'), 210)).toBe('3 ώρ. 30 λεπ.');
    expect(formatFillDuration(t('en'), null)).toBe('–');
  });

  it('should write percentages in the reader’s language', () => {
    expect(formatFillPercent(t('en'), 66.7)).toBe('66.7%');
    expect(formatFillPercent(t('el'), 66.7)).toBe('66,7%');
    expect(formatFillPercent(t('en'), null)).toBe('–');
  });
});
