import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { demoSignIn } from './csp-routes';
import { StackApi } from './pages/stack-api';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');

let browser: Browser;
let api: StackApi;

/** The boot bar route-preload.ts paints, as the page shows it now. */
const bootBar = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.cs-boot-bar');
    if (!bar) return null;
    const box = bar.getBoundingClientRect();
    return {
      text: bar.textContent,
      hidden: bar.getAttribute('aria-hidden'),
      top: box.top,
      height: box.height,
      background: getComputedStyle(bar).backgroundColor,
    };
  });

/**
 * Opens `path` with the partner's portal chunk held back until `release` is called, so the page shows
 * what it paints before the app has drawn anything of its own.
 */
async function openHeldBack(page: Page, path: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/partner-[A-Za-z0-9_-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * A signed-in partner's first paint on a phone (issue 16, "The partner's phone"): the top bar is
 * painted from index.html's small script before the app's JavaScript arrives, and gives way to the
 * app's own bar without moving the page.
 */
describe("The partner's first paint", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should paint the top bar at once, then hand over to the app without moving the page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInPartnerWithSavedSession(page, stack, api, demoSignIn(stack, 'EMPLOYEE').username);

    const release = await openHeldBack(page, '/find-a-shift');
    await page.waitForSelector('.cs-boot-bar');
    expect(await bootBar(page)).toEqual({
      text: 'CareShift',
      hidden: 'true',
      top: 0,
      height: 56,
      background: 'rgb(15, 20, 26)',
    });
    await screenshot(page, 'partner-first-paint-phone', { axe: false });

    const rootTop = await page.evaluate(() => document.getElementById('root')?.getBoundingClientRect().top);
    release();
    await page.getByRole('heading', { level: 1, name: 'Find a shift' }).waitFor();
    expect(await bootBar(page)).toBeNull();
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').some((text) =>
          text.includes('cs-boot-bar'),
        ),
      ),
    ).toBe(false);
    expect(rootTop).toBe(0);
    expect(await page.evaluate(() => document.getElementById('root')?.getBoundingClientRect().top)).toBe(0);
    await context.close();
  });

  it('should paint nothing of its own for someone signed out, nor on the other pages', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const release = await openHeldBack(page, '/find-a-shift');
    await page.waitForTimeout(300);
    expect(await bootBar(page)).toBeNull();
    release();
    await page.waitForURL((url) => url.pathname === '/login');

    await signInPartnerWithSavedSession(page, stack, api, demoSignIn(stack, 'EMPLOYEE').username);
    const releaseProfile = await openHeldBack(page, '/profile/info');
    await page.waitForTimeout(300);
    expect(await bootBar(page)).toBeNull();
    releaseProfile();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
