import { VitePWA } from 'vite-plugin-pwa';

const ENGLISH_MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest" />';
/** The Greek web app manifest (public/): index.el.html links it (src/app/pwa/manifest-language.ts). */
export const GREEK_MANIFEST = '/manifest.el.webmanifest';

/** index.html's markup with the Greek manifest linked instead of the English one (index.el.html). */
export function withGreekManifest(html: string): string {
  if (!html.includes(ENGLISH_MANIFEST_LINK)) throw new Error('index.html links no web app manifest');
  return html.replace(ENGLISH_MANIFEST_LINK, `<link rel="manifest" href="${GREEK_MANIFEST}" />`);
}

/**
 * The service worker (src/service-worker/sw.ts) built by vite-plugin-pwa's injectManifest into /sw.js
 * with the build's precache list: the public files every visitor gets (not source maps, not the
 * organisations' and administrators' charts and maps, the heaviest files no partner opens). The
 * app registers it itself after the page's load (src/app/pwa/pwa-start.ts); the manifests are
 * files of public/, one per language.
 * docs/decisions/web/installable-app.md
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    registerType: 'prompt',
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
      globIgnores: [
        '**/*.map',
        'sw.js',
        'assets/highcharts-*',
        'assets/facility-map-*',
        'assets/dashboard-*',
        'assets/chart-*',
      ],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}
