import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { signIn } from './csp-routes';

const stack = inject('stack');

let browser: Browser;

const isFindAShiftRead = (url: string) => new URL(url).pathname === '/api/requests/find-a-shift';

/**
 * Find a shift on a slow phone (issue 37 item 2): the list's request leaves with index.html's head
 * (route-preload's script), not after the app's chunks have downloaded and run, and the app uses that
 * reply instead of asking again. Every app chunk is held back here until the request has left.
 */
describe('The list request of Find a shift', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should leave before any app chunk arrives, and be the only one the page sends', async () => {
    const { context, page } = await newPage(browser, PHONE);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reads: string[] = [];
    try {
      await signIn(page, stack, 'EMPLOYEE');
      await page.route(/\/assets\/(?!route-preload-)[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      page.on('request', (request) => {
        if (isFindAShiftRead(request.url())) reads.push(request.url());
      });
      const early = page.waitForRequest((request) => isFindAShiftRead(request.url()), { timeout: 15_000 });
      await page.goto(`${stack.webUrl}/find-a-shift`, { waitUntil: 'commit' });
      await early;
      release();
      const cards = page.getByRole('list', { name: 'Shifts', exact: true }).getByRole('listitem');
      await cards
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async (error: unknown) => {
          await screenshot(page, 'failed-find-a-shift-early-reply', { axe: false });
          throw error;
        });
      expect(reads).toEqual([`${stack.webUrl}/api/requests/find-a-shift?statuses=VERIFIED%2CCLAIMED`]);
    } finally {
      release();
      await context.close();
    }
  });
});
