import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import type { Position } from '@careshift/contract';

import { APP_ROUTES } from '../../web/src/app/route-table';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { concretePath, demoIds, routesFor, signIn } from './csp-routes';
import type { DemoIds, Walker } from './csp-routes';
import { RequestDetailPage } from './pages/request-detail-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { checkA11y } from './support/axe';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
const run = Date.now().toString(36);
const DAY_MS = 86_400_000;
const PARTNER_NUMBER = `96${String(Date.now() % 1_000_000).padStart(6, '0')}`;

/** Where focus is: the element's tag and its accessible text, for assertions. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(),
    };
  });

describe('accessibility (issue 17 item 12): axe in Greek on every route of each role, focus, messages, phone navigation', () => {
  let browser: Browser;
  let ids: DemoIds;
  let api: StackApi;
  let position: Position;
  let shown: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    ids = await demoIds(stack);
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Wound Care Nurse ${run.toUpperCase()}`, [1600, 1850, 2400, 2800]);
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

  // The English walk of every route is test/e2e/csp.e2e.ts (each page scanned before it is left).
  it.each<Exclude<Walker, 'signed-out'>>(['SYSTEM_USER', 'OWNER', 'CLIENT', 'EMPLOYEE'])(
    'should open every route %s may open in Greek with no critical or serious axe finding',
    async (walker) => {
      const { context, page } = await newPage(browser, walker === 'EMPLOYEE' ? PHONE : DESKTOP);
      shown = page;
      // A route that only sends on (`/admin`, `/clients/:id`) is walked as the page it lands on.
      const redirects = new Set(
        APP_ROUTES.filter((route) => route.redirectTo).map((route) => concretePath(route.path, ids, walker)),
      );
      try {
        await signIn(page, stack, walker);
        await page.evaluate(() => localStorage.setItem('careshift.language', 'el'));
        for (const path of routesFor(walker, ids).filter((path) => !redirects.has(path))) {
          await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
          expect(await page.evaluate(() => document.documentElement.lang), path).toBe('el');
          await checkA11y(page, 'Greek walk');
        }
      } finally {
        await context.close();
      }
    },
    300_000,
  );

  // Issue 32: an administrator on a phone (390 px) too — Tabs' scroll arrows, folded top bar, tables.
  it('should open every administrator route at 390 px with no critical or serious axe finding', async () => {
    const { context, page } = await newPage(browser, PHONE);
    shown = page;
    const redirects = new Set(
      APP_ROUTES.filter((route) => route.redirectTo).map((route) =>
        concretePath(route.path, ids, 'SYSTEM_USER'),
      ),
    );
    try {
      await signIn(page, stack, 'SYSTEM_USER');
      for (const path of routesFor('SYSTEM_USER', ids).filter((path) => !redirects.has(path))) {
        await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
        await checkA11y(page, 'administrator at 390 px');
      }
    } finally {
      await context.close();
    }
  }, 300_000);

  it('should move focus to the new page heading after a sidebar link, and name each date field calendar button', async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    try {
      const signInPage = new SignInPage(page, stack.webUrl);
      await signInPage.open('?type=client');
      await signInPage.signInWithEmail(admin.username, admin.password, admin.authenticatorSecret);
      await new PortalShell(page, stack.webUrl).landOn('/dashboard');
      await page.getByRole('navigation').getByRole('link', { name: 'Positions', exact: true }).click();
      await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Positions' });

      await page.goto(`${stack.webUrl}/requests/new`);
      const calendars = page.getByRole('button', { name: /^(Choose|Change) the date of / });
      await expect.poll(() => calendars.count()).toBe(3);
      const names = await calendars.evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('aria-label')),
      );
      expect(names.map((name) => /of (Start|End|Claim deadline)/.exec(name ?? '')?.[1])).toEqual([
        'Start',
        'End',
        'Claim deadline',
      ]);
      const duplicated = await page.evaluate(() => {
        const seen = new Map<string, number>();
        Array.from(document.querySelectorAll('[id]')).forEach((element) =>
          seen.set(element.id, (seen.get(element.id) ?? 0) + 1),
        );
        return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
      });
      expect(duplicated).toEqual([]);
      // Each label names its own control: the field's label points at the date, not at the time too.
      await page.getByLabel('Date of Start').waitFor();
    } finally {
      await context.close();
    }
  });

  it('should announce a claim on a phone, move focus to the new action, close the menu with Escape and mark English names on Greek pages', async () => {
    const organisation = await api.createOrganisation({
      name: `Paphos Care ${run}`,
      positionIds: [position.id],
      ownerEmail: `owner.${run}@paphos.example`,
      password: 'Paphos-owner-1',
    });
    await api.createPartner({
      firstName: 'Eleni',
      lastName: 'Georgiou',
      nationalNumber: PARTNER_NUMBER,
      email: `eleni.${run}@example.com`,
      positionIds: [position.id],
    });
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 5 * DAY_MS + 8 * 3_600_000);
    const shiftId = await api.postShift({
      clientId: organisation.id,
      positionId: position.id,
      start,
      idempotencyKey: `a11y-e2e-${run}`,
    });

    const { context, page } = await newPage(browser, PHONE);
    shown = page;
    try {
      const signInPage = new SignInPage(page, stack.webUrl);
      await signInPage.open('?type=employee');
      await signInPage.signInWithSmsCode(PARTNER_NUMBER, api);
      const shell = new PortalShell(page, stack.webUrl);
      await shell.landOn('/find-a-shift');

      // Escape closes the side navigation and gives focus back to the menu button.
      await page.getByRole('button', { name: 'Open side navigation', exact: true }).click();
      await page.getByRole('button', { name: 'Close side navigation', exact: true }).waitFor();
      await checkA11y(page, 'navigation open');
      await page.keyboard.press('Escape');
      await expect.poll(() => focused(page)).toEqual({ tag: 'button', text: 'Open side navigation' });
      await screenshot(page, 'a11y-01-navigation-closed-by-escape-phone');

      // The user menu names the partner and offers Profile and Log Out (item 8).
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile', exact: true }).waitFor();
      await page.getByRole('menuitem', { name: 'Log Out', exact: true }).waitFor();
      await screenshot(page, 'a11y-02-user-menu-phone');
      await page.keyboard.press('Escape');

      const detail = new RequestDetailPage(page, stack.webUrl);
      await detail.open(shiftId);
      await detail.claim();
      // Announced politely (role status), kept until dismissed or 10 s; focus on the first new action.
      await page
        .getByRole('status')
        .filter({ hasText: /^Request #\d+ is yours\.$/ })
        .waitFor();
      await detail.action('Cancel Claim').waitFor();
      const firstAction = await detail.card('Request Details').getByRole('button').first().innerText();
      expect(['Payment note', 'Cancel Claim']).toContain(firstAction);
      await expect.poll(() => focused(page)).toEqual({ tag: 'button', text: firstAction });
      await screenshot(page, 'a11y-03-claimed-phone');

      // In Greek, the English position name is marked as English.
      await page.goto(`${stack.webUrl}/find-a-shift?lang=el`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('[lang="en"]', { hasText: position.name }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('el');
      await screenshot(page, 'a11y-04-find-a-shift-greek-phone');
    } finally {
      await context.close();
    }
  });
});
