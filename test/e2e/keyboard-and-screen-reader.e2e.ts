import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { demoIds, signIn } from './csp-routes';
import type { DemoIds } from './csp-routes';
import { RequestDetailPage } from './pages/request-detail-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { checkA11y } from './support/axe';

const stack = inject('stack');
const run = Date.now().toString(36);
const DAY_MS = 86_400_000;
const PARTNER_NUMBER = `97${String(Date.now() % 1_000_000).padStart(6, '0')}`;

/** A new organisation, partner and open shift the partner may claim; the shift's id. */
async function claimableShift(api: StackApi): Promise<string> {
  const position = await api.createPosition(
    `Stoma Care Nurse ${run.toUpperCase()}`,
    [1600, 1850, 2400, 2800],
  );
  const organisation = await api.createOrganisation({
    name: `Larnaca Care ${run}`,
    positionIds: [position.id],
    ownerEmail: `owner.${run}@larnaca.example`,
    password: 'Larnaca-owner-1',
  });
  await api.createPartner({
    firstName: 'Andreas',
    lastName: 'Christou',
    nationalNumber: PARTNER_NUMBER,
    email: `andreas.${run}@example.com`,
    positionIds: [position.id],
  });
  const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 6 * DAY_MS + 8 * 3_600_000);
  return api.postShift({
    clientId: organisation.id,
    positionId: position.id,
    start,
    idempotencyKey: `kbd-e2e-${run}`,
  });
}

/** Where focus is: the element's tag and its accessible text, for assertions. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(),
    };
  });

/** The accessible name of each button with none (no text, no aria-label, no labelledby). */
const unnamedButtons = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('button'))
      .filter((button) => button.getClientRects().length > 0)
      .filter(
        (button) =>
          !button.textContent?.trim() &&
          !button.getAttribute('aria-label') &&
          !button.getAttribute('aria-labelledby'),
      )
      .map((button) => button.outerHTML.slice(0, 120)),
  );

describe('keyboard and screen reader (issue 32 items 14–18)', () => {
  let browser: Browser;
  let ids: DemoIds;
  let api: StackApi;
  let shown: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    ids = await demoIds(stack);
    api = await StackApi.asAdministrator(stack);
  });
  beforeEach(({ task, onTestFailed }) => {
    shown = undefined;
    onTestFailed(async () => {
      if (shown) await screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('item 16: focus goes to the heading after switching the login type, signing in and signing out; New Request focuses its first invalid field', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    try {
      const signInPage = new SignInPage(page, stack.webUrl);
      await signInPage.open('');
      // Focus lands in the new form (its heading, or the field it starts with), never on the body.
      const inForm = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return Boolean(active && active !== document.body && active.closest('main'));
        });
      await page.getByRole('link', { name: /Partners Portal/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Partners Portal' }).waitFor();
      await expect.poll(inForm).toBe(true);
      await page.getByRole('link', { name: /Organisation or administrator\?/ }).click();
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Partners Portal' }).waitFor();
      await expect.poll(inForm).toBe(true);

      await signIn(page, stack, 'SYSTEM_USER');
      await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Dashboard' });

      await page.goto(`${stack.webUrl}/requests/new`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'New Request' }).waitFor();
      await page.getByRole('button', { name: 'Create request', exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
        .toBe('true');
      const first = await page.evaluate(() => {
        const invalid = document.querySelector('form [aria-invalid="true"]');
        return invalid === document.activeElement;
      });
      expect(first).toBe(true);

      await page.goto(`${stack.webUrl}/dashboard`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await new PortalShell(page, stack.webUrl).logOut();
      await page.waitForURL(/\/login/);
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });
    } finally {
      await context.close();
    }
  });

  it('items 17 and 18: a skip link past 28 tab stops, named search clear button, tab titles of the info pages', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    try {
      await signIn(page, stack, 'SYSTEM_USER');
      await page.goto(`${stack.webUrl}/positions`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Positions' }).waitFor();
      await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({ tag: 'a', text: 'Skip to main content' });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const inContent = await page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active?.closest('#main-content')) && !active?.closest('nav');
      });
      expect(inContent).toBe(true);

      await page.goto(`${stack.webUrl}/employeeStatistics`, { waitUntil: 'networkidle' });
      await page.getByRole('searchbox').or(page.getByLabel('Search by employee name')).first().fill('zz');
      await page.getByRole('button', { name: 'Clear', exact: true }).waitFor();
      expect(await unnamedButtons(page)).toEqual([]);
      await checkA11y(page, 'statistics search filled', { force: true });

      await page.goto(`${stack.webUrl}/clients/${ids.clientId}/info`, { waitUntil: 'networkidle' });
      const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await expect.poll(() => page.title()).toBe(`${name} · CareShift`);
    } finally {
      await context.close();
    }
  });

  it('item 17: the account info page has its own title (owner)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    try {
      await signIn(page, stack, 'OWNER');
      await page.goto(`${stack.webUrl}/account/info`, { waitUntil: 'networkidle' });
      const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await expect.poll(() => page.title()).toBe(`${name} · CareShift`);
    } finally {
      await context.close();
    }
  });

  it('item 17: the tabs scroll arrows at 390 px are named, in English and Greek', async () => {
    const { context, page } = await newPage(browser, PHONE);
    shown = page;
    try {
      await signIn(page, stack, 'SYSTEM_USER');
      for (const language of ['en', 'el']) {
        await page.goto(`${stack.webUrl}/employees/${ids.partnerId}/info?lang=${language}`, {
          waitUntil: 'networkidle',
        });
        await page.getByRole('tablist').first().waitFor();
        expect(await unnamedButtons(page), language).toEqual([]);
        const arrows = page.getByRole('button', {
          name: language === 'el' ? /^Κύλιση (αριστερά|δεξιά)$/ : /^Scroll (left|right)$/,
        });
        await expect.poll(() => arrows.count()).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
    }
  });

  it('items 14, 15, 18: the partner hears a dialog failure and a success, the drawer keeps focus, invoices fit at 200 %', async () => {
    const shift = await claimableShift(api);
    const { context, page } = await newPage(browser, PHONE);
    shown = page;
    try {
      const signInPage = new SignInPage(page, stack.webUrl);
      await signInPage.open('?type=employee');
      await signInPage.signInWithSmsCode(PARTNER_NUMBER, api);
      await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');

      // Item 18: the open drawer keeps Tab inside; Escape closes it and gives focus back.
      await page.getByRole('button', { name: 'Open side navigation', exact: true }).click();
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () =>
            Boolean(document.activeElement?.closest('#partner-navigation')) ||
            Boolean(document.activeElement?.closest('.ps-navigation-toggle')),
        );
        expect(inside, `Tab ${press + 1}`).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Escape');
      await expect.poll(() => focused(page)).toEqual({ tag: 'button', text: 'Open side navigation' });

      // Item 14: a claim that fails is announced (role alert) and focused in the dialog.
      {
        const detail = new RequestDetailPage(page, stack.webUrl);
        await detail.open(shift);
        // Item 15: the live region is in the page before any message.
        const politeRegion = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
        await politeRegion.waitFor({ state: 'attached' });
        const region = await politeRegion.elementHandle();
        await page.route('**/api/requests/*/claim', (route) => route.abort('failed'));
        await detail.action('Claim').click();
        await detail.dialog.getByRole('button', { name: 'Claim', exact: true }).click();
        const alert = detail.dialog.getByRole('alert').filter({ hasText: 'Process Failed' });
        await alert.waitFor();
        expect(await alert.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        await page.unroute('**/api/requests/*/claim');
        await detail.dialog.getByRole('button', { name: 'Claim', exact: true }).click();
        await detail.dialog.waitFor({ state: 'hidden' });
        // Item 15: the success is inserted into the region that was there from the start.
        await expect.poll(() => region?.evaluate((element) => element.textContent ?? '')).toMatch(/is yours/);
      }
    } finally {
      await context.close();
    }
  });

  it("item 18: a partner's /invoices, with invoices in it, fits a 640 px viewport (200 % zoom of 1280 px)", async () => {
    const { context, page } = await newPage(browser, { width: 640, height: 400 });
    shown = page;
    try {
      // The demo VERIFIED partner has paid and pending invoices and penalties.
      await signIn(page, stack, 'EMPLOYEE');
      await page.goto(`${stack.webUrl}/invoices?lang=en`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(/#\d+/).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Nor does any part of the page: the invoice list reflows instead of scrolling inside a box.
      const scrolled = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main *'))
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
      );
      expect(scrolled).toEqual([]);
      await screenshot(page, 'kbd-invoices-200-percent');
    } finally {
      await context.close();
    }
  });

  it("item 18: the landing page's language select changes language on confirm, not on ArrowDown", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    try {
      await page.goto(`${stack.webUrl}/?lang=en`, { waitUntil: 'networkidle' });
      const select = page.getByLabel('Language', { exact: true });
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('el');
    } finally {
      await context.close();
    }
  });
});
