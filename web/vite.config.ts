import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport } from 'vite';
import type { Plugin } from 'vite';

import type * as Contract from '@careshift/contract';

// By path: Vite's config loader keeps workspace packages external, and Node cannot load their .ts.
import { APP_FILE } from '../packages/contract/src/edge/spa-routing';

import { apiProxy } from './api-proxy';
import { baseThemeSplit } from './base-theme-split';
import { cloudscapeMetricsStandIn } from './cloudscape-metrics-stand-in';
import { nicosiaZone } from './nicosia-zone';
import { operationLoaders, operationSummariesOut } from './operation-loaders';
import { partnerChunk } from './partner-chunk';
import { routePreload } from './route-preload';
import { selfHostedFonts } from './self-hosted-fonts';
import { serviceWorker, withGreekManifest } from './service-worker-build';
import { skipCss } from './skip-css';
import { PRERENDER_GUARD_SCRIPT } from './src/app/prerender-guard';

/**
 * Environment of the web dev server (set by the local stack, `npm start`):
 * - CARESHIFT_API_URL: where `/api` is proxied (the local API gateway).
 * - CARESHIFT_WEB_CONFIG: the JSON served as `/config.json` (in AWS the deploy writes that file
 *   beside index.html).
 * - CARESHIFT_WEB_PORT: the port, strict (a port in use is an error, not a silent switch).
 * - CARESHIFT_ORIGIN_SECRET: the origin header's value the `/api` proxy adds, as CloudFront does.
 */
const apiUrl = process.env.CARESHIFT_API_URL ?? 'http://127.0.0.1:4000';
const apiProxyOptions = apiProxy(apiUrl, process.env.CARESHIFT_ORIGIN_SECRET);
const port = Number(process.env.CARESHIFT_WEB_PORT ?? 5173);

function serveRuntimeConfig(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/config.json') return next();
  const json = process.env.CARESHIFT_WEB_CONFIG;
  res.setHeader('Cache-Control', 'no-store');
  if (!json) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain');
    res.end('CARESHIFT_WEB_CONFIG is not set: start the web app through `npm start`.');
    return;
  }
  try {
    JSON.parse(json);
  } catch {
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/plain');
    res.end('CARESHIFT_WEB_CONFIG is not valid JSON.');
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(json);
}

/** Serves /config.json from the environment in `vite` and `vite preview`. */
function runtimeConfig(): Plugin {
  return {
    name: 'careshift-runtime-config',
    configureServer(server) {
      server.middlewares.use(serveRuntimeConfig);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveRuntimeConfig);
    },
  };
}

const OPERATION_IDS_MODULE = 'virtual:careshift/operation-ids';

/**
 * `virtual:careshift/operation-ids`: the ids of the contract's operation table and the routes of its
 * public operations as a tiny module, so the landing page can ask whether an operation exists (and
 * where it lives) without downloading the table and zod.
 */
function operationIds(): Plugin {
  const resolvedId = `\0${OPERATION_IDS_MODULE}`;
  return {
    name: 'careshift-operation-ids',
    resolveId: (id) => (id === OPERATION_IDS_MODULE ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      // The contract is TypeScript source: load it through Vite's module runner, as Vite loads configs.
      const { module } = await runnerImport<typeof Contract>('@careshift/contract', {
        configFile: false,
        logLevel: 'error',
      });
      const ids = module.operationList.map((operation) => operation.id);
      const publicRoutes = Object.fromEntries(
        module.operationList
          .filter((operation) => operation.access === 'public')
          .map((operation) => [operation.id, { method: operation.method, path: operation.path }]),
      );
      return [
        `export const operationIds = ${JSON.stringify(ids)};`,
        `export const publicRoutes = ${JSON.stringify(publicRoutes)};`,
      ].join('\n');
    },
  };
}

/**
 * The prerender guard as a file of its own, content-hashed like every asset: a classic (blocking)
 * script right after #root runs before the app's module script, and the Content-Security-Policy
 * stays `script-src 'self'` with no inline script and no hash to keep in step.
 */
const PRERENDER_GUARD_FILE = `assets/prerender-guard-${createHash('sha256')
  .update(PRERENDER_GUARD_SCRIPT)
  .digest('hex')
  .slice(0, 8)}.js`;

type PrerenderLanguage = 'en' | 'el';

/** What the prerender module (src/features/landing/prerender.tsx) offers the build. */
interface PrerenderModule {
  renderLandingHtml: (language: PrerenderLanguage) => string;
  landingDescription: (language: PrerenderLanguage) => string;
}

/** The landing page of one language: its markup and the document's language and description. */
interface LandingPage {
  language: PrerenderLanguage;
  markup: string;
  description: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with `page` in it: lang, description, and the markup in #root followed by the guard. */
function withLanding(html: string, page: LandingPage): string {
  const root = '<div id="root"></div>';
  const description = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  if (!html.includes(root)) throw new Error('index.html has no empty #root to prerender into');
  if (!description.test(html)) throw new Error('index.html has no description to translate');
  return html
    .replace(/<html lang="[a-z]+">/, `<html lang="${page.language}">`)
    .replace(description, `<meta name="description" content="${escapeAttribute(page.description)}" />`)
    .replace(
      root,
      `<div id="root">${page.markup}</div>\n    <script src="/${PRERENDER_GUARD_FILE}"></script>`,
    );
}

/**
 * Puts the landing page's prerendered HTML in index.html (English) and index.el.html (Greek) at build
 * time, with the guard that drops it when the visit does not match (see src/app/prerender-guard.ts).
 * The web origin serves `/` as the file of the visitor's language (contract/src/edge/spa-routing.ts),
 * so a phone paints the right language before the JavaScript arrives; the app hydrates it.
 */
function prerenderLanding(): Plugin {
  let pages: Record<PrerenderLanguage, LandingPage> | undefined;
  return {
    name: 'careshift-prerender-landing',
    apply: 'build',
    async transformIndexHtml(html) {
      const { module } = await runnerImport<PrerenderModule>('/src/features/landing/prerender.tsx', {
        root: import.meta.dirname,
        configFile: false,
        logLevel: 'error',
        plugins: [operationIds(), skipCss()],
      });
      const page = (language: PrerenderLanguage): LandingPage => ({
        language,
        markup: module.renderLandingHtml(language),
        description: module.landingDescription(language),
      });
      pages = { el: page('el'), en: page('en') };
      return withLanding(html, pages.en);
    },
    // After Vite has written index.html (its assets linked): the Greek page is the same file in Greek.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: PRERENDER_GUARD_FILE, source: PRERENDER_GUARD_SCRIPT });
        const index = bundle['index.html'];
        if (!pages || index?.type !== 'asset') throw new Error('The build wrote no prerendered index.html');
        const english = String(index.source);
        const greek = withGreekManifest(english)
          .replace('<html lang="en">', '<html lang="el">')
          .replace(
            /<meta name="description" content="[^"]*" \/>/,
            `<meta name="description" content="${escapeAttribute(pages.el.description)}" />`,
          )
          .replace(
            `<div id="root">${pages.en.markup}</div>`,
            () => `<div id="root">${pages!.el.markup}</div>`,
          );
        if (!greek.includes(pages.el.markup) || !greek.includes('<html lang="el">'))
          throw new Error('index.el.html could not be made from index.html');
        this.emitFile({ type: 'asset', fileName: 'index.el.html', source: greek });
        // Every other route's page (APP_FILE): the same document without the landing page's markup and
        // its guard, so a portal page never lays out or paints the landing page first.
        const app = english.replace(
          `<div id="root">${pages.en.markup}</div>\n    <script src="/${PRERENDER_GUARD_FILE}"></script>`,
          () => '<div id="root"></div>',
        );
        if (app.includes(PRERENDER_GUARD_FILE) || !app.includes('<div id="root"></div>'))
          throw new Error('app.html could not be made from index.html');
        this.emitFile({ type: 'asset', fileName: APP_FILE.slice(1), source: app });
      },
    },
  };
}

const partner = partnerChunk();

export default defineConfig({
  root: import.meta.dirname,
  resolve: {
    alias: [
      // Unused ICU formatting inside every Cloudscape component: see intl-messageformat-stand-in.ts.
      { find: /^intl-messageformat$/, replacement: `${import.meta.dirname}/intl-messageformat-stand-in.ts` },
    ],
  },
  plugins: [
    cloudscapeMetricsStandIn(),
    selfHostedFonts(),
    baseThemeSplit(),
    react(),
    runtimeConfig(),
    operationIds(),
    nicosiaZone(),
    operationLoaders(),
    operationSummariesOut(),
    partner.plugin,
    routePreload(),
    prerenderLanding(),
    serviceWorker(),
  ],
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: { '/api': apiProxyOptions },
  },
  preview: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: { '/api': apiProxyOptions },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { ...partner.group, includeDependenciesRecursively: false },
            { ...partner.sharedGroup, includeDependenciesRecursively: false },
            { ...partner.laterGroup, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
