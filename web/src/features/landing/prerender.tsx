import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import '../../i18n';
import { LandingPage } from './landing-page';

/**
 * The landing page's HTML as a signed-out English visitor first sees it (rates loading, contact
 * details pending). Run at build time by vite.config.ts; the browser hydrates this markup.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StrictMode>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </StrictMode>,
  );
}
