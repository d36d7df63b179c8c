import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { shiftCreate } from '@careshift/contract';
import type { Partner, Position } from '@careshift/contract';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../setup/chromium';

import { PHONE, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { auditEveryPage } from './support/axe';

const stack = inject('stack');

const run = Date.now().toString(36);
const HOME = `Paphos Care ${run}`;
const NUMBER = `95${String((Date.now() + 41) % 1_000_000).padStart(6, '0')}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const onTheHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);

/** What the browser keeps: Cache Storage (each cache's request paths) and the IndexedDB databases. */
async function browserStores(page: Page) {
  return page.evaluate(async () => {
    const cacheNames = await caches.keys();
    const cached = await Promise.all(
      cacheNames.map(async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      ),
    );
    const databases = (await indexedDB.databases()).map((database) => database.name);
    const signIn = Object.keys(localStorage).filter((key) =>
      key.startsWith('CognitoIdentityServiceProvider.'),
    );
    return { cacheNames, cachedPaths: cached.flat(), databases, signIn };
  });
}

/** The partner's offline shifts in IndexedDB (web/src/app/pwa/offline-shifts-store.ts), or undefined. */
async function savedSnapshot(page: Page, userId: string) {
  return page.evaluate(
    (key) =>
      new Promise<
        { shifts: { id: string }[]; details: Record<string, unknown>; savedAt: number } | undefined
      >((resolve) => {
        const open = indexedDB.open('careshift-offline', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('snapshots', { keyPath: 'userId' });
        open.onsuccess = () => {
          const read = open.result.transaction('snapshots').objectStore('snapshots').get(key);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as never);
          };
          read.onerror = () => resolve(undefined);
        };
        open.onerror = () => resolve(undefined);
      }),
    userId,
  );
}

/**
 * Issue 36 items 1 and 3 on a phone: the app is installable (manifests, a service worker in control,
 * Chromium's own installability check), My Shifts' next 14 days are readable with the network cut
 * (offline state, "Last updated", the shift's page), an action says it needs a connection, and after
 * Log Out nothing of the partner is left in Cache Storage, IndexedDB or the stored sign-in.
 */
describe('the installable app and offline My Shifts (issue 36)', () => {
  let profile: string;
  let api: StackApi;
  let position: Position;
  let partner: Partner;
  let context: BrowserContext;
  let page: Page;
  let soon: string;
  let later: string;
  let outside: string;

  /** A shift of the home claimed by the partner, starting `inDays` from now. */
  async function claimedShift(clientId: string, inDays: number): Promise<string> {
    const start = new Date(onTheHour().getTime() + inDays * DAY);
    const reply = await api.call<{ results: { requestId?: string }[] }>(shiftCreate, {
      body: {
        clientId,
        positionId: position.id,
        shifts: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + 8 * HOUR).toISOString(),
            deadline: new Date(start.getTime() - DAY).toISOString(),
            claimedBy: partner.id,
          },
        ],
        idempotencyKey: randomUUID(),
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.results[0]?.requestId ?? '';
  }

  beforeAll(async () => {
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Home Nurse ${run.toUpperCase()}`, [1700, 1900, 2500, 2900]);
    const home = await api.createOrganisation({
      name: HOME,
      positionIds: [position.id],
      ownerEmail: `owner.${run}@paphos.example`,
      password: 'Paphos-owner-1',
      city: 'PAPHOS',
    });
    partner = await api.createPartner({
      firstName: 'Maria',
      lastName: 'Georgiou',
      nationalNumber: NUMBER,
      email: `maria.${run}@example.com`,
      positionIds: [position.id],
    });
    soon = await claimedShift(home.id, 2);
    later = await claimedShift(home.id, 6);
    outside = await claimedShift(home.id, 20);
    // A browser profile of its own, not an incognito context: Chromium installs nothing from incognito.
    profile = mkdtempSync(join(tmpdir(), 'careshift-pwa-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      viewport: PHONE,
      locale: 'en-GB',
      timezoneId: 'Asia/Nicosia',
    });
    page = context.pages()[0] ?? (await context.newPage());
    auditEveryPage(context, page);
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      await screenshot(page, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('should serve a valid manifest per language and the service worker revalidated', async () => {
    for (const [path, lang, name] of [
      ['/manifest.webmanifest', 'en', 'CareShift — care shifts in Cyprus'],
      ['/manifest.el.webmanifest', 'el', 'CareShift — βάρδιες φροντίδας στην Κύπρο'],
    ] as const) {
      const reply = await fetch(`${stack.webUrl}${path}`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/manifest+json');
      const manifest = (await reply.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        name,
        short_name: 'CareShift',
        lang,
        start_url: '/find-a-shift',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f4c5c',
      });
    }
    const worker = await fetch(`${stack.webUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('should install: the service worker controls the page and Chromium finds nothing against installing', async () => {
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=employee');
    await signIn.signInWithSmsCode(NUMBER, api);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/find-a-shift');

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 90_000,
    });
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptURL).toBe(`${stack.webUrl}/sw.js`);
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe(
      '/manifest.webmanifest',
    );

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${stack.webUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installability.installabilityErrors).toEqual([]);
    await cdp.detach();

    // The precache holds the app's own files only, never an API reply.
    const stores = await browserStores(page);
    expect(stores.cacheNames.every((name) => name.startsWith('workbox-precache'))).toBe(true);
    expect(stores.cachedPaths).toContain('/app.html');
    expect(stores.cachedPaths.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  it("should keep the next 14 days of the partner's shifts, with their details, under the partner's id", async () => {
    const shell = new PortalShell(page, stack.webUrl);
    await shell.goto('/my-requests');
    await shell.landOn('/my-requests');
    await page.getByRole('list', { name: 'Shifts' }).getByRole('listitem').first().waitFor();
    await expect
      .poll(async () => (await savedSnapshot(page, partner.id))?.shifts.map((shift) => shift.id), {
        timeout: 20_000,
      })
      .toEqual([soon, later]);
    const snapshot = await savedSnapshot(page, partner.id);
    expect(Object.keys(snapshot?.details ?? {}).sort()).toEqual([soon, later].sort());
    expect(snapshot?.details).not.toHaveProperty(outside);
    await screenshot(page, 'pwa-offline-01-my-shifts-online');
  });

  it('should show My Shifts without a network: the saved shifts, the offline state and when they were read', async () => {
    await context.setOffline(true);
    await page.reload();
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
    await offline.getByText('Your shifts for the next 14 days are shown').waitFor();
    await page
      .getByTestId('offline-last-updated')
      .getByText(/^Last updated \d/)
      .waitFor();
    const cards = page.getByRole('list', { name: 'Shifts' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(2);
    await expect(page.getByRole('link', { name: position.name }).count()).resolves.toBe(2);
    await screenshot(page, 'pwa-offline-02-my-shifts-offline');

    // The shift's page, from the saved details; an action says it needs a connection.
    await page.getByRole('link', { name: position.name }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/requests/'));
    const actions = page.getByRole('main').getByRole('button', { name: 'Cancel Claim', exact: true });
    await actions.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Family emergency');
    await dialog.getByRole('button', { name: 'Cancel claim', exact: true }).click();
    await page.getByText('You are offline — this needs a connection.').first().waitFor();
    await screenshot(page, 'pwa-offline-03-action-needs-connection');
    await dialog.getByRole('button', { name: 'Go back' }).click();

    // In Greek too (the page is the precached app, the language the visitor's choice).
    await page.goto(`${stack.webUrl}/my-requests?lang=el`);
    await page.getByRole('status').filter({ hasText: 'Είστε εκτός σύνδεσης' }).waitFor();
    await page
      .getByTestId('offline-last-updated')
      .getByText(/^Τελευταία ενημέρωση \d/)
      .waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('list')
          .filter({ has: page.getByRole('link', { name: position.name }) })
          .getByRole('listitem')
          .count(),
      )
      .toBe(2);
    await screenshot(page, 'pwa-offline-04-my-shifts-offline-el');
    await context.setOffline(false);
    await page.goto(`${stack.webUrl}/my-requests?lang=en`);
    await page.getByRole('list', { name: 'Shifts' }).getByRole('listitem').first().waitFor();
  });

  it('should leave nothing of the partner after Log Out: no cached reply, no offline shifts, no sign-in', async () => {
    const shell = new PortalShell(page, stack.webUrl);
    await shell.logOut();
    await shell.waitForPath('/login');
    const stores = await browserStores(page);
    expect(stores.databases).not.toContain('careshift-offline');
    expect(stores.cacheNames.every((name) => name.startsWith('workbox-precache'))).toBe(true);
    expect(stores.cachedPaths.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(stores.signIn.filter((key) => /idToken|accessToken|refreshToken/.test(key))).toEqual([]);
  });
});
