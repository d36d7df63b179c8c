import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import type { Position } from '@careshift/contract';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { decryptPushBody, generatePhoneKeys } from '@careshift/local/outbox/push-crypto';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../setup/chromium';

import { PHONE, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');

const run = Date.now().toString(36);
const HOME = `Limassol Nursing Home ${run}`;
const OWNER_EMAIL = `owner.${run}@limassol-push.example`;
const OWNER_PASSWORD = 'Limassol-owner-1';
const NUMBER = `94${String((Date.now() + 53) % 1_000_000).padStart(6, '0')}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const onTheHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);

/** The phone's push subscription: its keys (the test made them) and an endpoint at the push twin. */
const phoneKeys = generatePhoneKeys();
const pushId = randomBytes(12).toString('hex');
const endpoint = `${stack.outboxUrl}/push/${pushId}`;

/**
 * Stands in for the browser's push service (headless Chromium reaches none): `PushManager.subscribe`
 * answers a subscription whose endpoint is the local push twin and whose keys the test holds, and
 * `getSubscription` finds it again after a reload. Everything else — the service worker, the app's
 * code, the server's web-push call — is the production path.
 */
function fakePushManager(subscription: { endpoint: string; p256dh: string; auth: string }) {
  const KEY = 'careshift-test-push-subscription';
  const make = () => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe() {
    localStorage.setItem(KEY, '1');
    return make() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return localStorage.getItem(KEY) ? (make() as unknown as PushSubscription) : null;
  };
}

/** The notification the service worker shows with `tag`: its title and the url it opens, or null. */
async function notificationWithTag(page: Page, tag: string): Promise<{ title: string; url?: string } | null> {
  return page.evaluate(async (wanted) => {
    const [shown] = await (await navigator.serviceWorker.ready).getNotifications({ tag: wanted });
    return shown ? { title: shown.title, url: (shown.data as { url?: string } | null)?.url } : null;
  }, tag);
}

/** What the page sees when a notification is missing: the permission and every notification shown. */
async function notificationState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const shown = await (await navigator.serviceWorker.ready).getNotifications();
    return JSON.stringify({ permission: Notification.permission, shown: shown.map((n) => [n.tag, n.title]) });
  });
}

/**
 * Hands the push to the service worker as a push service would, and waits for its notification. A push
 * service delivers again what a device did not take: so does this, every 5 s for 20 s (one CI run on a busy
 * machine saw no notification within 15 s of a single delivery; a notification with the same tag replaces
 * the last, so a second delivery shows one notification).
 */
async function deliverUntilShown(
  page: Page,
  cdp: CDPSession,
  push: { registrationId: string; data: string; tag: string },
): Promise<{ title: string; url?: string }> {
  for (let delivery = 0; delivery < 4; delivery += 1) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: stack.webUrl,
      registrationId: push.registrationId,
      data: push.data,
    });
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const shown = await notificationWithTag(page, push.tag);
      if (shown) return shown;
      await page.waitForTimeout(250);
    }
  }
  throw new Error(`No notification tagged ${push.tag} after 4 deliveries: ${await notificationState(page)}`);
}

/**
 * Issue 36 item 2, "Done when": on a phone the partner turns push on from its profile (never asked on a
 * first visit), an organisation posts a shift of the partner's position, the push twin receives it
 * encrypted for the phone, the test decrypts it, hands it to the service worker through the DevTools
 * protocol and opens the shift from the notification's url; a shift of another position sends nothing.
 */
describe('push notifications on the phone (issue 36)', () => {
  let profile: string;
  let admin: StackApi;
  let owner: StackApi;
  let position: Position;
  let otherPosition: Position;
  let home: { id: string; name: string };
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  const outbox = createOutboxClient(stack.outboxUrl);

  beforeAll(async () => {
    admin = await StackApi.asAdministrator(stack);
    position = await admin.createPosition(`Push Nurse ${run.toUpperCase()}`, [1700, 1900, 2500, 2900]);
    otherPosition = await admin.createPosition(`Push Carer ${run.toUpperCase()}`, [1500, 1700, 2200, 2500]);
    home = await admin.createOrganisation({
      name: HOME,
      positionIds: [position.id, otherPosition.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'LIMASSOL',
    });
    owner = await StackApi.asUser(stack, OWNER_EMAIL, OWNER_PASSWORD);
    await admin.createPartner({
      firstName: 'Eleni',
      lastName: 'Charalambous',
      nationalNumber: NUMBER,
      email: `eleni.${run}@example.com`,
      positionIds: [position.id],
    });
    profile = mkdtempSync(join(tmpdir(), 'careshift-push-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
      viewport: PHONE,
      locale: 'en-GB',
      timezoneId: 'Asia/Nicosia',
    });
    await context.grantPermissions(['notifications'], { origin: stack.webUrl });
    await context.addInitScript(fakePushManager, {
      endpoint,
      p256dh: phoneKeys.p256dh,
      auth: phoneKeys.auth,
    });
    page = context.pages()[0] ?? (await context.newPage());
    cdp = await context.newCDPSession(page);
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

  it('should let the partner turn push on from the profile, never on a first visit', async () => {
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=employee');
    await signIn.signInWithSmsCode(NUMBER, admin);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/find-a-shift');
    // The app registers its service worker after the page's load; it is active before push is offered.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    // Nothing subscribed or asked on the way in.
    await expect(
      page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    ).resolves.toBeNull();

    await shell.goto('/profile/info');
    await page.getByText('This phone does not receive notifications').waitFor();
    await page.getByRole('button', { name: 'Turn on notifications on this phone' }).click();
    await page.getByText('Notifications are on for this phone.').waitFor();
    await page.getByText('This phone receives your notifications').waitFor();
    await screenshot(page, 'push-profile-on', { axe: true });
    // Signing in, the service worker's first install and an axe scan: on a busy machine over the default 2 minutes.
  }, 240_000);

  it('should push a matching new shift encrypted for the phone, and open the shift from the notification', async () => {
    const since = new Date();
    const start = new Date(onTheHour().getTime() + 4 * DAY);
    const shiftId = await owner.postShift({
      clientId: home.id,
      positionId: position.id,
      start,
      idempotencyKey: `push-${run}-match`,
    });
    const received = await outbox.waitFor(pushId, { channel: 'push', since, timeoutMs: 20_000 });
    const text = decryptPushBody(Buffer.from(received.push?.ciphertext ?? '', 'base64url'), phoneKeys);
    const payload = JSON.parse(text) as { title: string; body: string; url: string; lang?: string };
    expect(payload).toMatchObject({
      title: `New shift: ${position.name}`,
      url: `/requests/${shiftId}`,
      lang: 'en',
    });
    expect(payload.body).toContain(HOME);

    // The service worker gets the push as a push service would deliver it, and shows the notification.
    // Delivered only once the worker is activated: a push given to a worker still activating can be lost
    // (one CI run showed no notification within 15 s, after faster axe scans shortened the wait before).
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker || worker.state === 'activated') return;
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        }),
      );
    });
    const registration = new Promise<string>((resolve) => {
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        ({
          registrations,
        }: {
          registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
        }) => {
          const ours = registrations.find((r) => r.scopeURL === `${stack.webUrl}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        },
      );
    });
    // Listening before enabling: the registrations are reported as soon as the domain is enabled.
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const notification = await deliverUntilShown(page, cdp, {
      registrationId,
      data: text,
      tag: `new-shifts-${shiftId}`,
    });
    expect(notification).toEqual({ title: payload.title, url: `/requests/${shiftId}` });

    // Opening the notification opens its url: the shift.
    await page.goto(`${stack.webUrl}${notification.url}`);
    await page.getByText(HOME).first().waitFor();
    await screenshot(page, 'push-opened-shift');
  });

  it('should send nothing for a shift of another position', async () => {
    const since = new Date();
    const start = new Date(onTheHour().getTime() + 5 * DAY);
    const other = await owner.postShift({
      clientId: home.id,
      positionId: otherPosition.id,
      start,
      idempotencyKey: `push-${run}-other`,
    });
    // A shift of the partner's position posted after it: once its push is here, the other was handled.
    const marker = await owner.postShift({
      clientId: home.id,
      positionId: position.id,
      start: new Date(start.getTime() + DAY),
      idempotencyKey: `push-${run}-marker`,
    });
    await outbox.waitFor(pushId, { channel: 'push', since, timeoutMs: 20_000 });
    const urls = (await outbox.list({ to: pushId, channel: 'push', since })).map(
      (item) =>
        (
          JSON.parse(decryptPushBody(Buffer.from(item.push?.ciphertext ?? '', 'base64url'), phoneKeys)) as {
            url: string;
          }
        ).url,
    );
    expect(urls).toContain(`/requests/${marker}`);
    expect(urls).not.toContain(`/requests/${other}`);
  });

  it('should show the notification choices in Greek', async () => {
    await page.goto(`${stack.webUrl}/profile/info?lang=el`);
    await page.getByText('Ειδοποιήσεις σε αυτό το τηλέφωνο').waitFor();
    await page.getByText('Αυτό το τηλέφωνο λαμβάνει τις ειδοποιήσεις σας').waitFor();
    await page.getByText('Νέες βάρδιες των θέσεών μου').waitFor();
    await screenshot(page, 'push-profile-el');
    await page.goto(`${stack.webUrl}/profile/info?lang=en`);
  });

  it("should end the phone's subscription at Log Out, so the next person on it hears nothing of this partner", async () => {
    await page.getByText('This phone receives your notifications').waitFor();
    const shell = new PortalShell(page, stack.webUrl);
    await shell.logOut();
    // The app goes to the sign-in page once the sign-out has finished (the subscription is ended first).
    await shell.waitForPath('/login');
    await expect(
      page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    ).resolves.toBeNull();
  });
});
