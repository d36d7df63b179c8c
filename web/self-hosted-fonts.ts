import type { Plugin } from 'vite';

/** The stylesheet of Cloudscape's global styles, which inlines eight Open Sans faces as base64. */
export const GLOBAL_STYLES = /@cloudscape-design\/global-styles\/index\.css(\?.*)?$/;
export const FONT_FACE = /@font-face\s*{[^}]*}/g;

/**
 * Drops the `@font-face` rules from Cloudscape's global styles (about 135 kB of base64 fonts in every
 * portal stylesheet, downloaded whether used or not). The portal declares Open Sans itself from
 * `@fontsource/open-sans` (web/src/app/portal-styles.ts): WOFF2 files per weight and script with
 * `font-display: swap`, fetched only when a page uses them (issue 16; docs/decisions/performance/partner-phone.md).
 */
export function selfHostedFonts(): Plugin {
  return {
    name: 'careshift-self-hosted-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!GLOBAL_STYLES.test(id)) return undefined;
      return { code: code.replace(FONT_FACE, ''), map: null };
    },
  };
}
