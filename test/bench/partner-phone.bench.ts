// The partner's phone (issue 16 item 2): Lighthouse's mobile preset on the production build served
// like CloudFront (`npm start`'s compressed production server), signed in as the demo partner, for a
// cold /find-a-shift and /my-requests; the administrator's /requests is measured too. Also the
// JavaScript and CSS a cold, signed-in /find-a-shift downloads (gzip, the unit; brotli as served
// beside it), fonts inlined into CSS, and whether a partner's route downloads administrator code.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config as LighthouseConfig, Result as LighthouseResult } from 'lighthouse';

import { startStack } from '@careshift/local/stack/stack';

import { launchBenchChrome } from './bench-chrome';
import type { BenchRow } from './bench-row';
import { signInAsAdministrator, signInAsPartner } from './sign-in';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = `${ROOT}web/dist`;
/** Lighthouse runs per page: their median is the row (one run's score moves ±8 points on this host). */
const RUNS = 5;
/** Pages only administrators (or organisations) open: a partner's route must not download them. */
const NOT_PARTNER_CODE =
  /web\/src\/features\/(clients|configuration|dashboard|positions|sign-in-roles|system-users|partners|shifts\/(new|multi)|invoices\/new)/;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  /** JS and CSS bytes transferred (as the server compressed them: brotli), kB. */
  scriptKb: number;
  styleKb: number;
  /** The same files gzipped (the unit), kB. */
  scriptGzipKb: number;
  styleGzipKb: number;
  /** How many JS and CSS files the page downloaded (each a round trip on a phone's HTTP/1.1). */
  files: number;
  scripts: string[];
}

/** The gzip size of a built file the page downloaded (its path under web/dist), bytes. */
function gzipBytes(pathname: string): number {
  const file = `${DIST}${pathname}`;
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
}

function figuresOf(lhr: LighthouseResult, origin: string): RunFigures {
  const items =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const own = items.filter((item) => item.url.startsWith(origin));
  const kb = (type: string) =>
    own
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000;
  const gzipKb = (type: string) =>
    own
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + gzipBytes(new URL(item.url).pathname), 0) / 1000;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    scriptKb: kb('Script'),
    styleKb: kb('Stylesheet'),
    scriptGzipKb: gzipKb('Script'),
    styleGzipKb: gzipKb('Stylesheet'),
    files: own.filter((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet').length,
    scripts: own.filter((item) => item.resourceType === 'Script').map((item) => new URL(item.url).pathname),
  };
}

/** Which modules of code a partner must not load a built chunk holds, read from its sourcemap. */
function adminModulesIn(assetPath: string): string[] {
  const mapPath = `${DIST}${assetPath}.map`;
  if (!existsSync(mapPath)) return [];
  const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return sources.filter((source) => NOT_PARTNER_CODE.test(source));
}

/** Fonts inlined into the built stylesheets as data: URLs. */
function inlinedFonts(): number {
  return readdirSync(`${DIST}/assets`)
    .filter((file) => file.endsWith('.css'))
    .reduce((count, file) => {
      const css = readFileSync(`${DIST}/assets/${file}`, 'utf8');
      return count + (css.match(/url\(["']?data:(font|application\/(x-)?font)/g)?.length ?? 0);
    }, 0);
}

async function audit(
  url: string,
  port: number,
  clearCache: () => Promise<void>,
  config?: LighthouseConfig,
): Promise<RunFigures[]> {
  const runs: RunFigures[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await clearCache();
    // The sign-in lives in localStorage: keep storage, but start from an empty HTTP cache (cold load).
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
      },
      config,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${url}: signed out?`);
    // BENCH_LHR_DIR=… keeps each run's Lighthouse report (to read its waterfall and audits).
    if (process.env.BENCH_LHR_DIR)
      writeFileSync(
        `${process.env.BENCH_LHR_DIR}/${new URL(url).pathname.slice(1)}${config ? '-desktop' : ''}-${run}.json`,
        JSON.stringify(result.lhr),
      );
    const figures = figuresOf(result.lhr, new URL(url).origin);
    console.log(
      `  ${new URL(url).pathname} run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, JS ${figures.scriptGzipKb.toFixed(0)} kB + CSS ${figures.styleGzipKb.toFixed(0)} kB gzip (${figures.scriptKb.toFixed(0)} + ${figures.styleKb.toFixed(0)} kB brotli)`,
    );
    runs.push(figures);
  }
  return runs;
}

function rows(label: string, runs: RunFigures[], goals: boolean, preset = 'mobile'): BenchRow[] {
  const performance = median(runs.map((run) => run.performance));
  const accessibility = median(runs.map((run) => run.accessibility));
  return [
    {
      name: `Lighthouse ${preset} performance (${label})`,
      value: performance,
      unit: 'score',
      ...(goals ? { goal: '≥ 90', pass: performance >= 90 } : {}),
    },
    {
      name: `Lighthouse ${preset} accessibility (${label})`,
      value: accessibility,
      unit: 'score',
      ...(goals ? { goal: '100', pass: accessibility === 100 } : {}),
    },
    { name: `Largest Contentful Paint (${label})`, value: median(runs.map((run) => run.lcp)), unit: 'ms' },
    { name: `Total Blocking Time (${label})`, value: median(runs.map((run) => run.tbt)), unit: 'ms' },
  ];
}

export default async function bench(): Promise<BenchRow[]> {
  const stack = await startStack({ web: 'production', log: false });
  const webUrl = stack.urls.web!;
  const partner = stack.signIns.find((signIn) => signIn.role === 'EMPLOYEE')!;
  const chrome = await launchBenchChrome();
  try {
    const { context } = chrome;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const clearCache = async () => {
      await cdp.send('Network.clearBrowserCache');
      // Cold means no service worker either (issue 36): its precache would answer the page's files.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: webUrl,
        storageTypes: 'service_workers,cache_storage',
      });
    };
    await signInAsPartner(page, stack, partner.username);
    const findAShift = await audit(`${webUrl}/find-a-shift`, chrome.port, clearCache);
    const myShifts = await audit(`${webUrl}/my-requests`, chrome.port, clearCache);
    await page.evaluate(() => localStorage.clear());
    await signInAsAdministrator(page, stack);
    const requests = await audit(`${webUrl}/requests`, chrome.port, clearCache);
    // Issue 37 item 3: the administrator works at a desk, so the desktop preset is the goal's measure.
    const requestsDesktop = await audit(`${webUrl}/requests`, chrome.port, clearCache, desktopConfig);

    const partnerScripts = [...new Set([...findAShift, ...myShifts].flatMap((run) => run.scripts))];
    const adminChunks = partnerScripts.filter((script) => adminModulesIn(script).length > 0);
    for (const script of adminChunks)
      console.log(
        `  administrator code on a partner route: ${script} (${adminModulesIn(script).slice(0, 3).join(', ')})`,
      );
    const transferred = median(findAShift.map((run) => run.scriptGzipKb + run.styleGzipKb));
    const fonts = inlinedFonts();
    return [
      ...rows('/find-a-shift, partner', findAShift, true),
      ...rows('/my-requests, partner', myShifts, true),
      ...rows('/requests, administrator', requests, false),
      ...rows('/requests, administrator, desktop', requestsDesktop, true, 'desktop'),
      {
        name: 'JS + CSS of a cold signed-in /find-a-shift, gzip',
        value: transferred,
        unit: 'kB',
        goal: '≤ 350',
        pass: transferred <= 350,
      },
      { name: '  of which JS, gzip', value: median(findAShift.map((run) => run.scriptGzipKb)), unit: 'kB' },
      { name: '  of which CSS, gzip', value: median(findAShift.map((run) => run.styleGzipKb)), unit: 'kB' },
      {
        name: '  the same files as transferred (brotli, as served)',
        value: median(findAShift.map((run) => run.scriptKb + run.styleKb)),
        unit: 'kB',
      },
      {
        name: '  JS and CSS files downloaded',
        value: median(findAShift.map((run) => run.files)),
        unit: 'files',
      },
      {
        name: 'fonts inlined as base64 in the built CSS',
        value: fonts,
        unit: 'fonts',
        goal: '0',
        pass: fonts === 0,
      },
      {
        name: "chunks with administrator code on a partner's routes",
        value: adminChunks.length,
        unit: 'chunks',
        goal: '0',
        pass: adminChunks.length === 0,
      },
    ];
  } finally {
    await chrome.close();
    await stack.stop();
  }
}
