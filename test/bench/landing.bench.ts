// The landing page on a phone (issue 2): Lighthouse's mobile preset against the production build
// served locally (`vite preview`, /api proxied to a local stack), 3 runs, medians. Also the entry's
// JS and CSS gzip sizes and a check that `/` downloads none of the portal's code.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { build, preview } from 'vite';

import { operationList } from '@careshift/contract';
import { startStack } from '@careshift/local/stack/stack';
import { DEV_ORIGIN_SECRET_VARIABLE } from '@careshift/local/stack/web-dev-server';
import { freePort } from '@careshift/local/twins/free-port';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../setup/chromium';

import type { BenchRow } from './bench-row';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = `${ROOT}web`;
/** Its own output directory, so the bench never races a `vite build` of web/dist. */
const DIST = `${ROOT}.local/bench-web`;
const RUNS = 3;
/** The median run's full report, for a person to open (`.local/` is not committed). */
const REPORT = `${ROOT}.local/lighthouse-landing.html`;
/**
 * What a visitor of `/` must not download, by sourcemap source path: Cloudscape, Amplify and the
 * portal's pages (every feature but the landing page and the error pages the router needs).
 */
const PORTAL_CODE = [
  /node_modules\/@cloudscape-design\//,
  /node_modules\/(aws-amplify|@aws-amplify)\//,
  /web\/src\/features\/(?!landing\/|errors\/)/,
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const gzipKb = (path: string) => gzipSync(readFileSync(path)).length / 1024;

/** The entry's scripts (module + modulepreload) and stylesheets, as index.html links them. */
function entryAssets(): { js: string[]; css: string[] } {
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  return {
    js: [
      ...hrefs(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
      ...hrefs(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ],
    css: hrefs(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g),
  };
}

/** Which of the portal's modules a built chunk holds, read from its sourcemap. */
function portalModulesIn(assetPath: string): string[] {
  const mapPath = `${DIST}${assetPath}.map`;
  if (!existsSync(mapPath)) return [];
  const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return sources.filter((source) => PORTAL_CODE.some((pattern) => pattern.test(source)));
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

function scriptsRequested(lhr: LighthouseResult, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.url.startsWith(origin) && new URL(item.url).pathname.endsWith('.js'))
    .map((item) => new URL(item.url).pathname);
}

type Audit = LighthouseResult['audits'][string];

/** A failing audit that counts (not informative, not applicable), or undefined. */
function failedAudit(lhr: LighthouseResult, id: string): Audit | undefined {
  const audit = lhr.audits[id];
  if (!audit || audit.score === null || audit.score >= 0.9) return undefined;
  if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
    return undefined;
  return audit;
}

/** One line for a failing audit: its title, value and the first three elements or URLs it names. */
function auditLine(categoryId: string, audit: Audit): string {
  const items = (audit.details as { items?: { node?: { snippet?: string }; url?: string }[] } | undefined)
    ?.items;
  const where = (items ?? [])
    .slice(0, 3)
    .map((item) => item.node?.snippet ?? item.url)
    .filter(Boolean)
    .join(' | ');
  return `  [${categoryId}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${where ? `: ${where}` : ''}`;
}

/** The audits behind a missed goal, in words the web engineer can act on. */
function explainMisses(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const categoryId of ['performance', 'accessibility'] as const) {
    const category = lhr.categories[categoryId];
    if (!category || (category.score ?? 0) >= (categoryId === 'performance' ? 0.95 : 1)) continue;
    for (const ref of category.auditRefs) {
      const audit = failedAudit(lhr, ref.id);
      if (audit) lines.push(auditLine(categoryId, audit));
    }
  }
  return lines;
}

/**
 * Loads each handler behind the public reads once, like a warm Lambda: locally the first call also
 * transpiles the handler's source, which says nothing about the page.
 */
async function warmUp(origin: string): Promise<void> {
  const reads = operationList.filter(
    (operation) =>
      operation.access === 'public' && operation.method === 'GET' && !operation.path.includes('{'),
  );
  for (const operation of reads) await (await fetch(`${origin}${operation.path}`)).arrayBuffer();
  await (await fetch(`${origin}/`)).arrayBuffer();
}

interface RunFigures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: string[];
  lhr: LighthouseResult;
}

async function auditLanding(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: scriptsRequested(lhr, new URL(url).origin),
    lhr,
  };
}

export default async function bench(): Promise<BenchRow[]> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  await build({
    root: WEB,
    configFile: `${WEB}/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: DIST, emptyOutDir: true },
  });

  const stack = await startStack({ web: false, log: false });
  // vite.config.ts reads these when it loads: /api goes to the stack, /config.json is its config.
  process.env.CARESHIFT_API_URL = stack.urls.api;
  process.env.CARESHIFT_WEB_CONFIG = JSON.stringify(stack.webConfig);
  // Its /api proxy adds the origin header as CloudFront does (DEV_ORIGIN_SECRET_VARIABLE).
  process.env[DEV_ORIGIN_SECRET_VARIABLE] = stack.originSecret;
  const server = await preview({
    root: WEB,
    configFile: `${WEB}/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true, open: false },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const runs: RunFigures[] = [];
  try {
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
    const url = `${origin}/`;
    await warmUp(origin);
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await auditLanding(url, chrome.port);
      runs.push(figures);
      const { performance, accessibility, lcp, tbt, cls } = figures;
      console.log(
        `  run ${run}: performance ${performance}, accessibility ${accessibility}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    await server.close();
    await stack.stop();
  }

  const performance = median(runs.map((run) => run.performance));
  const accessibility = median(runs.map((run) => run.accessibility));
  const medianRun = runs.find((run) => run.performance === performance) ?? runs[0]!;
  mkdirSync(`${ROOT}.local`, { recursive: true });
  writeFileSync(REPORT, generateReport(medianRun.lhr, 'html'));
  writeFileSync(REPORT.replace(/\.html$/, '.json'), JSON.stringify(medianRun.lhr));
  console.log(`  median run's report: ${REPORT}`);
  const misses = explainMisses(medianRun.lhr);
  if (misses.length > 0)
    console.log(`Lighthouse audits behind the missed goals (median run):\n${misses.join('\n')}`);

  const entry = entryAssets();
  const requested = [...new Set(runs.flatMap((run) => run.scripts))];
  const portalChunks = requested
    .map((asset) => ({ asset, modules: portalModulesIn(asset) }))
    .filter(({ modules }) => modules.length > 0);
  for (const { asset, modules } of portalChunks)
    console.log(`Portal code downloaded on /: ${asset} (${modules.slice(0, 3).join(', ')}…)`);
  const sum = (paths: string[]) => paths.reduce((total, path) => total + gzipKb(`${DIST}${path}`), 0);

  return [
    {
      name: 'Lighthouse mobile performance (/)',
      value: performance,
      unit: 'score',
      goal: '≥ 95',
      pass: performance >= 95,
    },
    {
      name: 'Lighthouse mobile accessibility (/)',
      value: accessibility,
      unit: 'score',
      goal: '100',
      pass: accessibility === 100,
    },
    {
      name: 'Largest Contentful Paint (simulated mobile)',
      value: median(runs.map((run) => run.lcp)),
      unit: 'ms',
    },
    { name: 'Total Blocking Time (simulated mobile)', value: median(runs.map((run) => run.tbt)), unit: 'ms' },
    {
      name: 'Lighthouse benchmarkIndex of this host (CPU; lower = slower, TBT grows)',
      value: median(runs.map((run) => run.lhr.environment.benchmarkIndex)),
      unit: '',
    },
    { name: 'Cumulative Layout Shift', value: median(runs.map((run) => run.cls)), unit: '' },
    { name: 'landing entry JS (gzip)', value: sum(entry.js), unit: 'kB' },
    { name: 'landing entry CSS (gzip)', value: sum(entry.css), unit: 'kB' },
    { name: 'all JS downloaded on / (gzip)', value: sum(requested), unit: 'kB' },
    {
      name: 'portal chunks (Cloudscape, Amplify, portal pages) downloaded on /',
      value: portalChunks.length,
      unit: 'chunks',
      goal: '0',
      pass: portalChunks.length === 0,
    },
  ];
}
