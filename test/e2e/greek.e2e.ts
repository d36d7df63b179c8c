import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { clientsList, partnerGet, partnersList } from '@careshift/contract';

import { auth } from '../../web/src/i18n/locales/el/auth';
import { landing } from '../../web/src/i18n/locales/el/landing';

import { DESKTOP, launchBrowser, PHONE, screenshot } from './browser';
import { demoIds, demoSignIn } from './csp-routes';
import type { DemoIds } from './csp-routes';
import { authenticatorCode } from './pages/authenticator-page';
import { StackApi } from './pages/stack-api';
import { visibleEnglish, wordsOf } from './support/english-words';
import { signInWithSavedSession } from './support/saved-session';

const stack = inject('stack');
let api: StackApi;
let ids: DemoIds;

/** A Greek visitor: the browser asks for Greek (navigator.languages and Accept-Language). */
async function greekPage(browser: Browser, viewport = DESKTOP, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport,
    locale: 'el-GR',
    timezoneId: 'Asia/Nicosia',
    javaScriptEnabled,
  });
  return { context, page: await context.newPage() };
}

/** Signs a demo user in through the Greek sign-in page, as a person does. */
async function signIn(page: Page, role: 'EMPLOYEE' | 'OWNER' | 'SYSTEM_USER', api: StackApi): Promise<void> {
  const demo = demoSignIn(stack, role);
  if (role === 'EMPLOYEE') {
    await signInWithSavedSession(page, stack, demo.username, '/find-a-shift', async () => {
      await page.goto(`${stack.webUrl}/login?type=employee`);
      const since = new Date();
      await page.getByLabel(auth.phone.number, { exact: true }).fill(demo.username.replace(/^\+357/, ''));
      await page.getByRole('button', { name: auth.phone.sendCode, exact: true }).click();
      await page.getByLabel(auth.phone.code, { exact: true }).fill(await api.smsCode(demo.username, since));
      await page.getByRole('button', { name: auth.phone.submitCode, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/find-a-shift');
    });
    return;
  }
  await page.goto(`${stack.webUrl}/login?type=client`);
  await page.getByLabel(auth.email.email, { exact: true }).fill(demo.username);
  await page.getByLabel(auth.email.password, { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: auth.email.submit, exact: true }).click();
  // The administrator's authenticator app (issue 30): the Greek code step.
  if (demo.authenticatorSecret) {
    await page
      .getByLabel(auth.authenticator.code, { exact: true })
      .fill(authenticatorCode(demo.authenticatorSecret));
    await page.getByRole('button', { name: auth.email.submit, exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Words other journeys of this run typed as data (organisation names such as "Paphos Care …", partners'
 * names such as "Χαραλάμπους" with a Latin run tag, the demo partner's bank "Bank …"): content in people's own words, like the seed's, not interface. Read through
 * the API just before a walk, so the check does not depend on which journeys ran first.
 */
let typedByTheRun: ReadonlySet<string> = new Set();

/** Every item of a list operation, page by page. */
async function everyItem(operation: typeof clientsList | typeof partnersList): Promise<unknown[]> {
  const items: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.call<{ items: unknown[]; cursor: string | null }>(operation, {
      query: cursor ? { cursor } : {},
    });
    items.push(...page.body.items);
    cursor = page.body.cursor ?? undefined;
  } while (cursor);
  return items;
}

async function readTypedByTheRun(): Promise<void> {
  const [clients, partners] = await Promise.all([everyItem(clientsList), everyItem(partnersList)]);
  const partner = await api.call(partnerGet, { path: { partnerId: ids.partnerId } });
  typedByTheRun = new Set(wordsOf([clients, partners, partner.body]).map((word) => word.toLowerCase()));
}

/** The visible leaf texts of the page that say «Φόρτωση» (loading), with their element's tag. */
function stillLoading(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter(
        (node) =>
          node.childElementCount === 0 && node.textContent?.includes('Φόρτωση') && node.checkVisibility(),
      )
      .map((node) => `${node.tagName.toLowerCase()}: ${node.textContent?.trim() ?? ''}`),
  );
}

/** Opens a page, waits until it has loaded, saves its screenshot and returns its English words. */
async function visit(page: Page, path: string, shot: string): Promise<string[]> {
  await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Lists and cards read after the page: wait until nothing says «Φόρτωση…» (loading) any more. Polled
  // on a timer (a page beside another journey's may get few animation frames), and a page that stays
  // loading names what still loads in the failure.
  await expect
    .poll(() => stillLoading(page), { timeout: 30_000, interval: 250, message: `${path} still loading` })
    .toEqual([]);
  await page.waitForLoadState('networkidle');
  await screenshot(page, `greek-${shot}`);
  const words = await visibleEnglish(page, typedByTheRun);
  if (words.length === 0) return words;
  // A journey running beside this one may have just typed the name the page shows: read the names again.
  await readTypedByTheRun();
  return words.filter((word) => !typedByTheRun.has(word.toLowerCase()));
}

/** Visits every path and collects, per path, the English a Greek reader would see there. */
async function walk(page: Page, role: string, paths: string[]): Promise<Record<string, string[]>> {
  await readTypedByTheRun();
  const english: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    const words = await visit(page, path, `${role}-${String(index + 1).padStart(2, '0')}`);
    if (words.length > 0) english[path] = words;
  }
  return english;
}

describe('Greek journeys (issue 19): every role reads its main pages in Greek, no English but names', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let shown: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    ids = await demoIds(stack);
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (shown) await screenshot(shown, `failed-greek-${task.name.slice(0, 50).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('should paint the landing page in Greek before any JavaScript runs, for a Greek browser', async () => {
    const { context, page } = await greekPage(browser, PHONE, false);
    contexts.push(context);
    shown = page;
    const response = await page.goto(`${stack.webUrl}/`);
    expect(await response?.text()).toContain('<html lang="el">');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(landing.hero.title);
    await screenshot(page, 'greek-landing-no-js', { axe: false });
  });

  it('should show a partner on a phone their pages in Greek', async () => {
    const { context, page } = await greekPage(browser, PHONE);
    contexts.push(context);
    shown = page;
    const landingEnglish = await visit(page, '/', 'partner-00-landing');
    await signIn(page, 'EMPLOYEE', api);
    const english = await walk(page, 'partner', [
      '/find-a-shift',
      '/my-requests',
      `/requests/${ids.partnerShiftId}`,
      '/profile/info',
      '/profile/documents',
      '/faq',
    ]);
    expect({ landingEnglish, ...english }).toEqual({ landingEnglish: [] });
  });

  it('should show an organisation its pages in Greek', async () => {
    const { context, page } = await greekPage(browser);
    contexts.push(context);
    shown = page;
    await signIn(page, 'OWNER', api);
    const english = await walk(page, 'organisation', [
      '/requests',
      '/requests/new',
      `/requests/${ids.shiftId}`,
      '/account/info',
      '/account/users',
      '/faq',
    ]);
    expect(english).toEqual({});
  });

  it('should show an administrator the main pages in Greek', async () => {
    const { context, page } = await greekPage(browser);
    contexts.push(context);
    shown = page;
    await signIn(page, 'SYSTEM_USER', api);
    const english = await walk(page, 'administrator', [
      '/dashboard',
      '/requests',
      `/requests/${ids.shiftId}`,
      '/positions',
      '/employees',
      `/employees/${ids.partnerId}/info`,
      '/clients',
      `/clients/${ids.clientId}/info`,
      '/configuration',
      '/systemUsers',
    ]);
    expect(english).toEqual({});
  });
});
