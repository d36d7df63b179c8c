import { mkdirSync } from 'node:fs';

import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../setup/chromium';

import { auditEveryPage, checkA11y } from './support/axe';

/** Debian's Chromium with the flags this machine needs (test/setup/chromium.ts). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Asia/Nicosia' });
  const page = await context.newPage();
  auditEveryPage(context, page);
  return { context, page };
}

const shotsDir = new URL('../../.local/screenshots/', import.meta.url);

/**
 * Saves a screenshot under .local/screenshots for a person to look at after the run; the view is
 * scanned with axe first (support/axe.ts), unless the screenshot records a failure or the page runs
 * without JavaScript (`{ axe: false }`: axe is a script, it cannot run there).
 */
export async function screenshot(page: Page, name: string, options: { axe?: boolean } = {}): Promise<void> {
  if (page.isClosed()) return;
  if (!name.startsWith('failed-') && options.axe !== false) await checkA11y(page, name);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, shotsDir).pathname, fullPage: true });
}
