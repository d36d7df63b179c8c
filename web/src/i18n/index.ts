import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@careshift/contract/edge/language-cookie';

import {
  detectLanguage,
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  normalizeLanguage,
} from './languages';
import type { Language } from './languages';
import { common as elCommon } from './locales/el/common';
import { landing as elLanding } from './locales/el/landing';
import { common as enCommon } from './locales/en/common';
import { landing as enLanding } from './locales/en/landing';

export type { Language } from './languages';
export { LANGUAGES } from './languages';

/** One bundle per language for a namespace; Greek has the same keys as English. */
export type NamespaceBundles = Record<Language, object>;

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Remembers the choice: localStorage for the app, and a cookie the web origin reads to serve the
 * landing page prerendered in that language (packages/contract/src/edge/spa-routing.ts).
 */
function storeLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

const inBrowser = typeof window !== 'undefined';

// In the browser: the address, the saved choice, the browser's languages. When the landing page
// is prerendered at build time (no window), English until the prerender switches the language.
const initialLanguage: Language = inBrowser
  ? detectLanguage({
      query: new URLSearchParams(window.location.search).get('lang'),
      stored: readStoredLanguage(),
      browser: navigator.languages,
    })
  : FALLBACK_LANGUAGE;

/**
 * The app's i18next instance. The landing page's namespaces ship in the entry chunk; every other
 * area registers its own bundles when its route loads (registerNamespaces), so a nurse on the
 * landing page does not download the portal's strings.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  defaultNS: 'common',
  ns: ['common', 'landing'],
  resources: {
    en: { common: enCommon, landing: enLanding },
    el: { common: elCommon, landing: elLanding },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

function applyLanguage(language: string): void {
  const normalized = normalizeLanguage(language) ?? FALLBACK_LANGUAGE;
  document.documentElement.lang = normalized;
  storeLanguage(normalized);
}

if (inBrowser) {
  applyLanguage(initialLanguage);
  i18n.on('languageChanged', applyLanguage);
}

/** Adds an area's bundles (called at the top of the area's lazily loaded module). */
export function registerNamespaces(namespaces: Record<string, NamespaceBundles>): void {
  for (const [namespace, bundles] of Object.entries(namespaces)) {
    for (const language of LANGUAGES) {
      if (!i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, bundles[language], true, true);
      }
    }
  }
}

/** Switches the interface language ("gr" is accepted for Greek); the choice is remembered. */
export function changeLanguage(language: string): Promise<unknown> {
  return i18n.changeLanguage(normalizeLanguage(language) ?? FALLBACK_LANGUAGE);
}

/** The current interface language, always one of LANGUAGES. */
export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
}
