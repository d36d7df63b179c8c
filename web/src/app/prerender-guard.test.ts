import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { detectLanguage } from '../i18n/languages';

import { PRERENDER_GUARD_SCRIPT } from './prerender-guard';

interface Visit {
  path?: string;
  search?: string;
  stored?: Record<string, string>;
  languages?: string[];
  /** The prerendered document's language (index.html: en, index.el.html: el). */
  documentLanguage?: string;
}

/** Runs the guard against a fake page; true when the prerendered markup is kept for hydration. */
function keepsMarkup({
  path = '/',
  search = '',
  stored = {},
  languages = ['en-US'],
  documentLanguage = 'en',
}: Visit): boolean {
  const root = { innerHTML: '<div class="lp">prerendered</div>' };
  const keys = Object.keys(stored);
  runInNewContext(PRERENDER_GUARD_SCRIPT, {
    document: {
      getElementById: (id: string) => (id === 'root' ? root : null),
      documentElement: { getAttribute: (name: string) => (name === 'lang' ? documentLanguage : null) },
    },
    location: { pathname: path, search },
    URLSearchParams,
    navigator: { languages, language: languages[0] },
    localStorage: {
      getItem: (key: string) => stored[key] ?? null,
      key: (i: number) => keys[i] ?? null,
      length: keys.length,
    },
  });
  return root.innerHTML !== '';
}

describe('prerender guard', () => {
  it('should keep the English markup for a new visitor of / in an English browser', () => {
    expect(keepsMarkup({})).toBe(true);
  });

  it('should clear it on any other path', () => {
    expect(keepsMarkup({ path: '/positions' })).toBe(false);
  });

  it('should clear it whenever the app would start in Greek, as detectLanguage decides', () => {
    const visits: Visit[] = [
      { languages: ['el-GR'] },
      { languages: ['fr-FR', 'el'] },
      { search: '?lang=gr' },
      { stored: { 'careshift.language': 'el' } },
      { stored: { 'careshift.language': 'en' }, languages: ['el-GR'] },
      { search: '?lang=en', stored: { 'careshift.language': 'el' } },
      { languages: ['fr-FR', 'de'] },
    ];
    for (const visit of visits) {
      const language = detectLanguage({
        query: new URLSearchParams(visit.search ?? '').get('lang'),
        stored: visit.stored?.['careshift.language'],
        browser: visit.languages ?? ['en-US'],
      });
      expect(keepsMarkup(visit), JSON.stringify(visit)).toBe(language === 'en');
    }
  });

  it('should clear it when someone is signed in (the top bar differs)', () => {
    expect(keepsMarkup({ stored: { 'CognitoIdentityServiceProvider.abc.LastAuthUser': 'u1' } })).toBe(false);
  });

  it('should keep the Greek markup when the app starts in Greek, and clear it otherwise', () => {
    expect(keepsMarkup({ documentLanguage: 'el', languages: ['el-GR'] })).toBe(true);
    expect(keepsMarkup({ documentLanguage: 'el', stored: { 'careshift.language': 'el' } })).toBe(true);
    expect(keepsMarkup({ documentLanguage: 'el', stored: { 'careshift.language': 'en' } })).toBe(false);
    expect(keepsMarkup({ documentLanguage: 'el', languages: ['en-GB'] })).toBe(false);
  });
});
