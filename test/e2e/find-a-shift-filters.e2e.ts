import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { DESKTOP, launchBrowser } from './browser';
import { demoSignIn } from './csp-routes';
import { FindAShiftPage } from './pages/find-a-shift-page';
import { StackApi } from './pages/stack-api';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The card titles of the list as shown (the position of each shift). */
const titles = (findAShift: FindAShiftPage) =>
  findAShift.page
    .getByRole('main')
    .getByRole('listitem')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('.sc-title')?.textContent?.trim() ?? ''));

/**
 * Find a shift's filters (spec section 2): the status (open, claimed) and one of the partner's positions
 * narrow the cards and stay in the address. The filters and cards load after the page's heading.
 */
describe("Find a shift's filters", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    const api = await StackApi.asAdministrator(stack);
    context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', timezoneId: 'Asia/Nicosia' });
    page = await context.newPage();
    const demo = demoSignIn(stack, 'EMPLOYEE');
    await signInPartnerWithSavedSession(page, stack, api, demo.username);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('should show only the chosen position, then only claimed shifts of it, and keep both in the address', async () => {
    const findAShift = new FindAShiftPage(page, stack.webUrl);
    await findAShift.open();
    const all = await titles(findAShift);
    const positions = [...new Set(all)];
    expect(positions.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Position', exact: false }).click();
    const chosen = positions[0]!;
    await page.getByRole('option', { name: chosen, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('position'));
    await expect.poll(async () => [...new Set(await titles(findAShift))]).toEqual([chosen]);

    await page.getByRole('main').getByRole('button', { name: 'Claimed', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'CLAIMED');
    expect(new URL(page.url()).searchParams.has('position')).toBe(true);
    // Every card left is a claimed shift of the chosen position (or none is, and the list says so).
    await expect
      .poll(async () => {
        const cards = page.getByRole('main').getByRole('listitem');
        const statuses = await cards.evaluateAll((items) =>
          items.map((item) => item.querySelector('.sc-facts > div:last-child')?.textContent ?? ''),
        );
        const others = (await titles(findAShift)).filter((title) => title !== chosen);
        return { others, unclaimed: statuses.filter((text) => !text.includes('Claimed')).length };
      })
      .toEqual({ others: [], unclaimed: 0 });
  });
});
