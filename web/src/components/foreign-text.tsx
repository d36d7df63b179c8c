import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { foreignLang } from '../i18n/foreign-lang';
import type { Language } from '../i18n/languages';

/**
 * Text written in a language other than the page's, marked with `lang` so a screen reader reads it
 * in its own voice (WCAG 3.1.2): `<ForeignText lang="en">{position.name}</ForeignText>` on a Greek
 * page is `<span lang="en">`; on an English page the bare text.
 */
export function ForeignText({ lang, children }: { lang: Language; children: string }): ReactNode {
  const { i18n } = useTranslation();
  const tag = foreignLang(lang, i18n.language, children);
  return tag ? <span lang={tag}>{children}</span> : children;
}
