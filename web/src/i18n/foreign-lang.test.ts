import { describe, expect, it } from 'vitest';

import { foreignLang } from './foreign-lang';

describe('foreignLang (WCAG 3.1.2: a part in another language says which)', () => {
  it('should mark an English name on a Greek page as English', () => {
    expect(foreignLang('en', 'el', 'Registered Nurse')).toBe('en');
    expect(foreignLang('en', 'el-GR')).toBe('en');
  });

  it('should not mark a text written in the language of the page', () => {
    expect(foreignLang('en', 'en', 'Registered Nurse')).toBeUndefined();
    expect(foreignLang('el', 'el', 'Νοσηλευτής')).toBeUndefined();
  });

  it('should not call a name written in Greek letters English', () => {
    expect(foreignLang('en', 'el', 'Νοσηλευτής/τρια')).toBeUndefined();
  });

  it('should mark a Greek text on an English page as Greek', () => {
    expect(foreignLang('el', 'en', 'Νοσηλευτής')).toBe('el');
  });
});
