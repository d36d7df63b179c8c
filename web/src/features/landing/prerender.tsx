import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import { i18n } from '../../i18n';
import type { Language } from '../../i18n';

import { LandingPage } from './landing-page';

/**
 * The landing page's HTML as a signed-out visitor first sees it in `language` (rates loading,
 * contact details pending). Run at build time by vite.config.ts, once per language; the browser
 * hydrates this markup.
 */
export function renderLandingHtml(language: Language): string {
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`The prerender could not switch to ${language}`);
  return renderToString(
    <StrictMode>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

/** The page's description for search results and link previews, in `language`. */
export function landingDescription(language: Language): string {
  return i18n.getFixedT(language, 'landing')('meta.description');
}
