import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { APP_BANNER_STORAGE_KEY } from '../../web/src/features/partner-shifts/app-banner-preference';
import { findShift as el } from '../../web/src/i18n/locales/el/find-shift';

import { DESKTOP, launchBrowser, PHONE, screenshot } from './browser';
import { demoSignIn } from './csp-routes';
import { FindAShiftPage } from './pages/find-a-shift-page';
import { StackApi } from './pages/stack-api';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let browser: Browser;
let api: StackApi;

/**
 * The demo partner at /find-a-shift in a browser of its own (the banner's memory starts empty); the
 * screenshots scan the banner's pages with axe.
 */
async function partnerAt(
  viewport = PHONE,
  userAgent?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-GB',
    timezoneId: 'Asia/Nicosia',
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  const demo = demoSignIn(stack, 'EMPLOYEE');
  await signInPartnerWithSavedSession(page, stack, api, demo.username);
  return { context, page };
}

const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName.toLowerCase(),
    text: document.activeElement?.textContent,
  }));

/**
 * The mobile-app download banner of /find-a-shift (spec section 2): the store links for the phone in
 * hand, "Don't show this again" and "Not now", by keyboard, in English and Greek.
 */
describe('The app banner on Find a shift', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should offer both stores, and hide with "Not now" for the visit only', async () => {
    const { context, page } = await partnerAt(DESKTOP);
    try {
      const find = new FindAShiftPage(page, stack.webUrl);
      await find.waitForList();
      await find.banner.getByRole('heading', { level: 2, name: 'Get the CareShift app' }).waitFor();
      const stores = find.banner.getByRole('link');
      expect(await stores.count()).toBe(2);
      for (const [index, name] of ['App Store', 'Google Play'].entries()) {
        const link = stores.nth(index);
        expect((await link.innerText()).trim()).toBe(name);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
      await find.banner.getByRole('link', { name: 'App Store Opens in a new tab', exact: true }).waitFor();
      await screenshot(page, 'app-banner-01-desktop');

      await find.dismissBanner();
      expect(await focused(page)).toEqual({ tag: 'h1', text: 'Find a shift' });
      // Another page of the portal and back: still hidden during this visit…
      await page.getByRole('navigation').getByRole('link', { name: 'My Shifts', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'My Shifts' }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Find a shift', exact: true }).click();
      await find.waitForList();
      expect(await find.bannerTitle.count()).toBe(0);
      // …and back on the next one: "Not now" alone is not remembered.
      await page.reload();
      await find.bannerTitle.waitFor();
    } finally {
      await context.close();
    }
  });

  it('should remember "Don\'t show this again" with "Not now", used with the keyboard on an iPhone', async () => {
    const { context, page } = await partnerAt(PHONE, IPHONE);
    try {
      const find = new FindAShiftPage(page, stack.webUrl);
      await find.waitForList();
      await find.bannerTitle.waitFor();
      // The iPhone is offered the App Store only, and the first shift stays on the first screen.
      expect((await find.banner.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual([
        'App Store',
      ]);
      expect(await find.firstCardOnFirstScreen()).toBe(true);

      const never = find.banner.getByRole('checkbox', { name: "Don't show this again", exact: true });
      await never.focus();
      await page.keyboard.press('Space');
      expect(await never.isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({ tag: 'button', text: 'Not now' });
      await screenshot(page, 'app-banner-02-iphone-checked');
      await page.keyboard.press('Enter');
      await find.bannerTitle.waitFor({ state: 'hidden' });
      expect(await page.evaluate((key) => localStorage.getItem(key), APP_BANNER_STORAGE_KEY)).toBe('true');

      await page.reload();
      await find.waitForList();
      expect(await find.bannerTitle.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('should speak Greek', async () => {
    const { context, page } = await partnerAt(PHONE);
    try {
      await page.goto(`${stack.webUrl}/find-a-shift?lang=el`);
      const banner = page.getByRole('region', { name: el.banner.title, exact: true });
      await banner.getByRole('heading', { level: 2, name: el.banner.title }).waitFor();
      await banner.getByRole('checkbox', { name: el.banner.dontShowAgain, exact: true }).waitFor();
      await banner.getByRole('button', { name: el.banner.notNow, exact: true }).waitFor();
      await banner.getByRole('link', { name: 'Google Play Ανοίγει σε νέα καρτέλα', exact: true }).waitFor();
      await page.getByRole('main').getByRole('listitem').first().waitFor();
      await screenshot(page, 'app-banner-03-greek-phone');
    } finally {
      await context.close();
    }
  });
});
