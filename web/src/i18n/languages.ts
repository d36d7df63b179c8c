/** The interface languages (spec section 9): English and Greek, `gr` an alias of `el`, fallback English. */
export const LANGUAGES = ['en', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'careshift.language';

const ALIASES: Record<string, Language> = { gr: 'el' };

/** Maps a language tag ("el-GR", "gr", "EN") to an interface language, or undefined. */
export function normalizeLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  return ALIASES[base];
}

export interface LanguageSources {
  /** `?lang=` of the address, so a shared link opens in its language. */
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}

/** The language to start in: the address, then the saved choice, then the browser's, then English. */
export function detectLanguage({ query, stored, browser = [] }: LanguageSources): Language {
  return (
    normalizeLanguage(query) ??
    normalizeLanguage(stored) ??
    browser.map(normalizeLanguage).find((language) => language !== undefined) ??
    FALLBACK_LANGUAGE
  );
}
