import { normalizeLanguage } from './languages';
import type { Language } from './languages';

const GREEK_SCRIPT = /[\u0370-\u03ff\u1f00-\u1fff]/;

/**
 * The `lang` attribute a text written in `lang` needs on a page in `pageLanguage` (WCAG 3.1.2
 * Language of Parts): none when they are the same, or when text said to be English is written in
 * Greek letters (a name entered in Greek).
 */
export function foreignLang(lang: Language, pageLanguage: string, text?: string): Language | undefined {
  if (normalizeLanguage(pageLanguage) === lang) return undefined;
  if (lang === 'en' && text !== undefined && GREEK_SCRIPT.test(text)) return undefined;
  return lang;
}
