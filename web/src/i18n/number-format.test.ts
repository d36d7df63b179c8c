import { describe, expect, it } from 'vitest';

import { i18n, registerNamespaces } from '.';
import { configuration as elConfiguration } from './locales/el/configuration';
import { findShift as elFindShift } from './locales/el/find-shift';
import { configuration as enConfiguration } from './locales/en/configuration';
import { findShift as enFindShift } from './locales/en/find-shift';

registerNamespaces({
  findShift: { en: enFindShift, el: elFindShift },
  configuration: { en: enConfiguration, el: elConfiguration },
});

describe('numbers inside texts', () => {
  it('should write hours with the decimal comma in Greek and the point in English', () => {
    expect(i18n.getFixedT('el', 'findShift')('hours', { hours: 7.5 })).toBe('7,5 ώρ.');
    expect(i18n.getFixedT('en', 'findShift')('hours', { hours: 7.5 })).toBe('7.5 h');
  });

  it('should write percentages through the number format of the language', () => {
    expect(i18n.getFixedT('el', 'configuration')('percent', { value: 12.5 })).toBe('12,5%');
    expect(i18n.getFixedT('en', 'configuration')('percent', { value: 12.5 })).toBe('12.5%');
  });
});
