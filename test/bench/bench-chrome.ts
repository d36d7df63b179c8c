// The Chromium the page benches drive: Debian's binary started by chrome-launcher (Lighthouse audits
// through its port) with Playwright connected over the DevTools protocol for signing in and timing.
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../setup/chromium';

export interface BenchChrome {
  /** The DevTools port Lighthouse audits through. */
  port: number;
  /** The browser's default context (the one Lighthouse's tabs share, so a sign-in carries over). */
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBenchChrome(): Promise<BenchChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return {
    port: chrome.port,
    context: browser.contexts()[0]!,
    close: async () => {
      await browser.close().catch(() => undefined);
      chrome.kill();
    },
  };
}
