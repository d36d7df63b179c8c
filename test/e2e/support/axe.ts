/**
 * The accessibility gate of the browser journeys (issue 17 item 12, WCAG 2.1 AA with axe-core).
 *
 * Every page a journey opens through `newPage()` (test/e2e/browser.ts) is scanned without the test
 * asking: when the portal lands on a page (`PortalShell.landOn`), when a screenshot is taken, before
 * `page.goto` leaves a page and before the context closes. A journey may also call
 * `checkA11y(page)` itself after a step that changes the page (a dialog, a message):
 *
 *   import { checkA11y } from './support/axe';
 *   await checkA11y(page, 'claim dialog');
 *
 * A critical or serious finding fails the step that scanned, naming the rule and the elements;
 * moderate and minor ones are collected in test-results/axe/*.jsonl and summarised, with the pages
 * scanned, in test-results/axe-report.json at the end of the run (test/setup/stack.global.ts).
 * The same page (address with ids folded, language, viewport, dialog open or not) is scanned once
 * per run, whichever journey opens it first (test-results/axe/scanned.txt); `{ force: true }` scans
 * it again. Greek pages are scanned like English ones: the
 * language is read from `<html lang>`.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const AXE_RESULTS_DIR = new URL('../../../test-results/axe/', import.meta.url);

/** The impacts that fail a journey. */
const BLOCKING = new Set(['critical', 'serious']);

/**
 * Findings inside a library that cannot be fixed here: one rule for one selector each, naming the
 * upstream problem (never a rule switched off everywhere). Empty: Cloudscape's mobile toolbar
 * `aria-orientation` on <nav> is removed by the shell (web/src/app/shell/mobile-navigation.ts).
 */
const UPSTREAM_EXCEPTIONS: readonly { rule: string; selector: string; upstream: string }[] = [];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

export interface AxeScan {
  file: string;
  page: string;
  path: string;
  lang: string;
  width: number;
  label?: string;
  ms: number;
  findings: AxeFinding[];
}

const SCANNED = new URL('scanned.txt', AXE_RESULTS_DIR);
export const VISITED_FILE = 'visited.json-lines';
const VISITED = new URL(VISITED_FILE, AXE_RESULTS_DIR);
const visited = new WeakMap<Page, Set<string>>();

/** An address with its record ids folded (`/requests/:id`), so one kind of page is one page. */
export function pageKey(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .split('/')
    .map((part) => (/\d/.test(part) && part.length >= 8 ? ':id' : part))
    .join('/');
}

function testFile(): string {
  const path = expect.getState().testPath;
  return path ? basename(path) : 'unknown';
}

/** The pages scanned in this run, by every journey file (each runs in a process of its own). */
function scannedKeys(): Set<string> {
  return new Set(existsSync(SCANNED) ? readFileSync(SCANNED, 'utf8').split('\n') : []);
}

function record(scan: AxeScan): void {
  mkdirSync(AXE_RESULTS_DIR, { recursive: true });
  const name = scan.file.replace(/\W+/g, '-');
  appendFileSync(new URL(`${name}.jsonl`, AXE_RESULTS_DIR), `${JSON.stringify(scan)}\n`);
}

/**
 * Waits (2 s at most) until no finite animation or transition runs: a card fading in is measured
 * half-transparent, a colour contrast it does not have. Spinners (infinite) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 2000, polling: 100 },
    )
    .catch(() => undefined);
}

/**
 * axe-core run in the page: its source evaluated in each frame that does not have it yet (a navigation
 * clears it), then `axe.run` over the document and its frames. @axe-core/playwright did the same scan
 * through `runPartial` and a `finishRun` in a blank page it opened for every scan: about 2 s a scan on
 * this machine, against 0.3–0.9 s here with the same axe-core, tags and results
 * (docs/decisions/testing/axe-in-the-page.md).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const injected = frame
      .evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')
      .then((present) => (present ? undefined : frame.evaluate(axe.source)));
    // The main frame must take it; a child frame that went away meanwhile is simply not scanned.
    if (frame === page.mainFrame()) await injected;
    else await injected.catch(() => undefined);
  }
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
}

/** One axe run once the page has settled; undefined when the page navigated or closed under it. */
async function analyze(page: Page): Promise<AxeFinding[] | undefined> {
  await settled(page);
  const results = await runAxe(page).catch((error: unknown) => {
    // The page navigated or closed under the scan: nothing was measured, the next visit scans it.
    if (error instanceof Error && /context was destroyed|closed|navigat/i.test(error.message))
      return undefined;
    throw error;
  });
  return results?.violations
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes
        .map((node) => node.target.join(' '))
        .filter(
          (target) =>
            !UPSTREAM_EXCEPTIONS.some(
              (known) => known.rule === violation.id && target.includes(known.selector),
            ),
        ),
    }))
    .filter((finding) => finding.targets.length > 0);
}

/** What a scan is keyed by besides the path: the language, the width and whether a dialog is open. */
function pageState(page: Page) {
  return page
    .evaluate(() => ({
      lang: document.documentElement.lang,
      width: window.innerWidth,
      dialog: Boolean(document.querySelector('[role="dialog"]:not([aria-hidden="true"])')),
    }))
    .catch(() => undefined);
}

/**
 * A page still changing (a message sliding in while axe reads it) can measure what no one sees:
 * a critical or serious finding counts only if it is there again once the page has settled.
 */
async function confirmedFindings(page: Page, findings: AxeFinding[] | undefined) {
  if (!findings?.some((finding) => BLOCKING.has(finding.impact))) return findings;
  await page.waitForTimeout(1000);
  const again = await analyze(page);
  return (
    again &&
    findings.filter(
      (finding) => !BLOCKING.has(finding.impact) || again.some((other) => other.rule === finding.rule),
    )
  );
}

/** Fails with every critical or serious finding of the scan. */
function failOnBlocking(scan: AxeScan): void {
  const blocking = scan.findings.filter((finding) => BLOCKING.has(finding.impact));
  if (!blocking.length) return;
  const lines = blocking.map(
    (finding) => `[${finding.impact}] ${finding.rule}: ${finding.help} — ${finding.targets.join(' | ')}`,
  );
  throw new Error(
    `axe on ${scan.path} (${scan.lang}, ${scan.width} px${scan.label ? `, ${scan.label}` : ''}):\n${lines.join('\n')}`,
  );
}

/**
 * Scans the page as it is now with axe (WCAG 2.0/2.1 A and AA); fails on a critical or serious
 * finding, records the rest. Skips a page already scanned in this journey file unless `force`.
 */
export async function checkA11y(page: Page, label?: string, { force = false } = {}): Promise<void> {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  const state = await pageState(page);
  if (!state) return;
  const path = pageKey(page.url());
  const key = `${path}|${state.lang}|${state.width}|${state.dialog}`;
  if (scannedKeys().has(key) && !force) return;

  const started = Date.now();
  const findings = await confirmedFindings(page, await analyze(page));
  if (!findings) return;
  mkdirSync(AXE_RESULTS_DIR, { recursive: true });
  appendFileSync(SCANNED, `${key}\n`);
  const scan: AxeScan = {
    file: testFile(),
    page: page.url(),
    path,
    lang: state.lang,
    width: state.width,
    label,
    ms: Date.now() - started,
    findings,
  };
  record(scan);
  failOnBlocking(scan);
}

/** The addresses a page opened, for the report's "opened but never scanned" list. */
function recordVisits(page: Page): void {
  const pages = visited.get(page);
  if (!pages?.size) return;
  mkdirSync(AXE_RESULTS_DIR, { recursive: true });
  appendFileSync(VISITED, `${JSON.stringify({ file: testFile(), paths: [...pages] })}\n`);
}

/**
 * The one hook of `newPage()`: the page is scanned before `page.goto` leaves it and before its
 * context closes, and the addresses it opened are tracked so one never scanned is reported.
 */
export function auditEveryPage(context: BrowserContext, page: Page): void {
  const pages = new Set<string>();
  visited.set(page, pages);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith('http')) pages.add(pageKey(frame.url()));
  });
  const goto = page.goto.bind(page);
  const auditedGoto: Page['goto'] = async (url, options) => {
    await checkA11y(page, 'before leaving');
    return goto(url, options);
  };
  page.goto = auditedGoto;
  const close = context.close.bind(context);
  const auditedClose: BrowserContext['close'] = async (options) => {
    try {
      await checkA11y(page, 'before closing');
    } finally {
      recordVisits(page);
      await close(options);
    }
  };
  context.close = auditedClose;
}
