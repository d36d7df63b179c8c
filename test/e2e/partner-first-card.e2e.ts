import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { signIn } from './csp-routes';

const stack = inject('stack');

let browser: Browser;

/**
 * Find a shift on a phone (issue 32, item 7): the first shift card is drawn once the data is there,
 * without waiting for the lists' later chunk (`partner-list`, the filters' Select and SegmentedControl),
 * which is held back here until the cards are on the screen.
 */
describe('The first shift card on Find a shift', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should be drawn while the lists’ later chunk is still on its way', async () => {
    const { context, page } = await newPage(browser, PHONE);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    try {
      await signIn(page, stack, 'EMPLOYEE');
      // Routing turns the browser's cache off: the page below loads every chunk again.
      await page.route(/\/assets\/partner-list-[A-Za-z0-9_-]+\.js$/, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      await page.goto(`${stack.webUrl}/find-a-shift`);
      const cards = page.getByRole('list', { name: 'Shifts', exact: true }).getByRole('listitem');
      await cards
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async (error: unknown) => {
          await screenshot(page, 'failed-find-a-shift-first-card-phone', { axe: false });
          throw error;
        });
      expect(requested).toBe(true);
      await screenshot(page, 'find-a-shift-first-card-phone', { axe: false });
      const top = await cards.first().evaluate((card) => card.getBoundingClientRect().top);
      release();
      // The filters (the position select shows "All my positions") arrive with the chunk.
      await page.getByRole('main').getByText('All my positions', { exact: true }).waitFor();
      // The filters' row was kept for them: the cards did not move down when they arrived.
      expect(await cards.first().evaluate((card) => card.getBoundingClientRect().top)).toBe(top);
    } finally {
      release();
      await context.close();
    }
  });
});
