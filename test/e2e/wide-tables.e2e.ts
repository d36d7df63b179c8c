import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { launchBrowser, newPage, screenshot } from './browser';
import { demoIds } from './csp-routes';
import { PortalShell, SignInPage } from './pages/sign-in-page';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

/** The part of `inner` visible inside `outer` horizontally (px), 0 when hidden. */
async function visibleWidth(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return 0;
  return Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
}

/** "Created at" ends where the sticky Actions column begins (the first table of the page). */
async function expectCreatedBesideActions(page: Page, path: string): Promise<void> {
  await page.goto(`${stack.webUrl}${path}`);
  const created = page.getByRole('columnheader', { name: /^Created/ }).first();
  const actions = page.getByRole('columnheader', { name: /^Actions/ }).first();
  await created.waitFor();
  const [c, a] = [await created.boundingBox(), await actions.boundingBox()];
  expect(c && a && c.x + c.width <= a.x + 1).toBe(true);
}

/** Issue 32 item 11: tables at 1280 and 1440 px keep every column in view; Greek buttons break between words only. */
describe.each([1280, 1440])('wide tables at %i px (issue 32 item 11)', (width) => {
  let browser: Browser;
  let session: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    session = await newPage(browser, { width, height: 900 });
    const { page } = session;
    await new SignInPage(page, stack.webUrl).open('?type=client');
    await new SignInPage(page, stack.webUrl).signInWithEmail(
      admin.username,
      admin.password,
      admin.authenticatorSecret,
    );
    await new PortalShell(page, stack.webUrl).landOn('/dashboard');
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      await screenshot(session.page, `failed-${width}-${task.name.slice(0, 50).replace(/\W+/g, '-')}`, {
        axe: false,
      });
    });
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('should show "Created at" of the invoices beside the sticky Actions column, not under it', async () => {
    await expectCreatedBesideActions(session.page, '/invoices');
    await screenshot(session.page, `issue32-11-invoices-${width}`);
  });

  it('should show "Created at" of the shifts beside the sticky Actions column, not under it', async () => {
    await expectCreatedBesideActions(session.page, '/requests');
    await screenshot(session.page, `issue32-11-shifts-${width}`);
  });

  it('should show "Created at" of a partner\'s shifts tab beside the sticky Actions column', async () => {
    const { partnerId } = await demoIds(stack);
    await expectCreatedBesideActions(session.page, `/employees/${partnerId}/requests`);
    await screenshot(session.page, `issue32-11-partner-shifts-${width}`);
  });

  it("should show every month of the dashboard's table view without scrolling", async () => {
    const { page } = session;
    await page.goto(`${stack.webUrl}/dashboard`);
    const chart = page.getByTestId('chart-revenue');
    await chart
      .getByRole('radio', { name: 'Table' })
      .or(chart.getByRole('button', { name: 'Table' }))
      .first()
      .click();
    const table = chart.getByRole('table');
    await table.waitFor();
    const headers = table.getByRole('columnheader');
    const last = headers.last();
    const box = await last.boundingBox();
    expect(box).not.toBeNull();
    expect(await visibleWidth(last, chart)).toBeGreaterThanOrEqual((box?.width ?? 0) - 1);
    await screenshot(page, `issue32-11-dashboard-table-${width}`);
  });

  it('should never break a Greek button label inside a word', async () => {
    const { page } = session;
    await page.goto(`${stack.webUrl}/positions`);
    await page.getByRole('button', { name: 'Language' }).first().click();
    await page.getByRole('menuitemcheckbox', { name: 'Ελληνικά' }).click();
    const edit = page.getByRole('button', { name: 'Επεξεργασία', exact: true }).first();
    await edit.waitFor();
    const lines = await edit.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const styles = await edit.evaluate((button) => {
      const style = getComputedStyle(button.querySelector('span') ?? button);
      return { hyphens: style.hyphens, wordBreak: style.wordBreak, overflowWrap: style.overflowWrap };
    });
    expect(styles).toMatchObject({ hyphens: 'manual', wordBreak: 'normal', overflowWrap: 'normal' });
    await page.getByRole('button', { name: 'Γλώσσα' }).first().click();
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  });
});
