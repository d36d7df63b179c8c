import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { clientGet, shiftClaim, shiftPunch } from '@careshift/contract';
import type { Client } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
const run = Date.now().toString(36);
const OWNER_EMAIL = `owner.${run}@larnaca-care.example`;
const OWNER_PASSWORD = 'Larnaca-owner-1';
const PARTNER_NUMBER = `94${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const MINUTE = 60_000;
/** The care home's front door (Larnaca), where the administrator stands. */
const AT_THE_DOOR = { latitude: 34.9182, longitude: 33.6235, accuracy: 8 };
/** What the owner pastes first: a point a few streets away, which the administrator moves. */
const PASTED = '34.9163, 33.6290';
/** About 2.2 km north of the door: outside a 1000 m radius. */
const ACROSS_TOWN = { latitude: 34.9382, longitude: 33.6235, accuracy: 20 };
const TILE_HOST = 'https://tile.openstreetmap.org';

/** A plain 256 px map tile (this machine has no internet): a PNG the page loads as OSM's would. */
function plainTile(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3, 0xec)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Serves the map's tiles locally, counts those the page asked for, and collects CSP violations: the
 * tile host must be allowed by img-src (one policy, CloudFront's and the local server's).
 */
async function mapTiles(context: BrowserContext, page: Page) {
  const seen = { tiles: 0, violations: [] as string[] };
  const tile = plainTile();
  await context.route(`${TILE_HOST}/**`, async (route) => {
    seen.tiles += 1;
    await route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.violations.push(message.text());
  });
  return seen;
}

/**
 * Issue 34 item 1, the organisation's side: the owner sets the clock-in radius and rounding and places a
 * facility point; an administrator at the building confirms it with the browser's position; the
 * partner's clock-in is then measured against the confirmed point with that radius, and rounded.
 */
describe('attendance settings and the facility point (issue 34)', () => {
  let browser: Browser;
  let api: StackApi;
  let organisation: { id: string; name: string };
  let shiftId = '';
  let shown: Page | undefined;

  const clientNow = async () =>
    (await api.call<Client>(clientGet, { path: { clientId: organisation.id } })).body;

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    const position = await api.createPosition(`Home Carer ${run.toUpperCase()}`, [1500, 1700, 2200, 2600]);
    organisation = await api.createOrganisation({
      name: `Larnaca Care ${run}`,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'LARNACA',
    });
    const partner = await api.createPartner({
      firstName: 'Maria',
      lastName: 'Christodoulou',
      nationalNumber: PARTNER_NUMBER,
      email: `maria.${run}@example.com`,
      positionIds: [position.id],
    });
    // A shift 20–30 minutes from now, in 10-minute steps: clock-in is open.
    const STEP = 10 * MINUTE;
    const start = new Date(Math.ceil((Date.now() + 20 * MINUTE) / STEP) * STEP);
    shiftId = await api.postShift({
      clientId: organisation.id,
      positionId: position.id,
      start,
      hours: 4,
      deadline: new Date(start.getTime() - STEP),
      idempotencyKey: randomUUID(),
    });
    const claimed = await api.call(shiftClaim, { path: { shiftId }, body: { partnerId: partner.id } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  });
  beforeEach(({ task, onTestFailed }) => {
    shown = undefined;
    onTestFailed(async () => {
      if (shown)
        await screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`, { axe: false });
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should let the owner set the radius and rounding, with clear messages, and place a point to confirm', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    const tiles = await mapTiles(context, page);
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    await shell.goto('/account/info');
    await page.getByRole('tab', { name: 'Attendance' }).click();
    await shell.waitForPath('/account/attendance');

    // No point yet: the pin starts at the centre of Larnaca, and nothing is measured.
    await page.getByText('No point yet').waitFor();
    await page.getByText('The pin starts at the centre of Larnaca').waitFor();
    // The city's centre is not a building: nothing to save until the pin moves.
    await expect(page.getByRole('button', { name: 'Save point' }).isDisabled()).resolves.toBe(true);
    const radius = page.getByLabel('Clock-in radius (metres)');
    await expect(radius.inputValue()).resolves.toBe('300');
    await radius.fill('20');
    await page.getByRole('button', { name: 'Save clock-in settings' }).click();
    await page.getByText('Must be a whole number from 50 to 5000.').waitFor();
    await radius.fill('1000');
    await page.getByRole('radio', { name: 'To the nearest 15 minutes' }).check();
    await page.getByRole('button', { name: 'Save clock-in settings' }).click();
    await page.getByText('Clock-in settings saved.').waitFor();

    // A swapped pair is refused with its own message; a pasted point moves the pin.
    const coordinates = page.getByLabel('Latitude, longitude');
    await coordinates.fill('33.6290, 34.9163');
    await page.getByText('This point is not in Cyprus.', { exact: false }).waitFor();
    await coordinates.fill(PASTED);
    await expect(page.getByRole('button', { name: 'Confirm facility point' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save point' }).click();
    await page.getByText('Not confirmed yet').waitFor();
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    await screenshot(page, 'attendance-settings-owner-en');
    await page.getByRole('tab', { name: 'Info' }).click();
    await page.getByText('Not confirmed', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Attendance' }).click();

    const saved = await clientNow();
    expect(saved.attendance).toMatchObject({
      radiusMetres: 1000,
      roundingRule: 'FIFTEEN_MINUTES',
      facilityPoint: { latitude: 34.9163, longitude: 33.629, confirmed: false },
    });
    expect(tiles.tiles).toBeGreaterThan(0);
    expect(tiles.violations).toEqual([]);

    // The same page in Greek.
    await page.getByRole('button', { name: 'Language' }).first().click();
    await page.getByRole('menuitemcheckbox', { name: 'Ελληνικά' }).click();
    await page.getByText('Δεν έχει επιβεβαιωθεί ακόμη').waitFor();
    await page.getByLabel('Ακτίνα καταγραφής άφιξης (μέτρα)').fill('');
    await page.getByRole('button', { name: 'Αποθήκευση ρυθμίσεων καταγραφής' }).click();
    await page.getByText('Η τιμή είναι υποχρεωτική').waitFor();
    await screenshot(page, 'attendance-settings-owner-el');
    await page.getByRole('button', { name: 'Γλώσσα' }).first().click();
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
    await context.close();
  });

  it('should let an administrator at the building confirm the point with the browser’s position', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    shown = page;
    const tiles = await mapTiles(context, page);
    await context.grantPermissions(['geolocation'], { origin: stack.webUrl });
    await context.setGeolocation(AT_THE_DOOR);
    await page.goto(`${stack.webUrl}/clients/${organisation.id}/attendance`);
    await page.waitForURL((url) => url.pathname === '/login');
    await new SignInPage(page, stack.webUrl).signInWithEmail(
      admin!.username,
      admin!.password,
      admin!.authenticatorSecret,
    );
    await new PortalShell(page, stack.webUrl).waitForPath(`/clients/${organisation.id}/attendance`);
    await page.getByText('Not confirmed yet').waitFor();
    await expect(page.getByLabel('Latitude, longitude').inputValue()).resolves.toBe('34.9163, 33.629');

    await page.getByRole('button', { name: 'Use my current position' }).click();
    await page.getByText('Your position, accurate to about 8 m.').waitFor();
    await expect(page.getByLabel('Latitude, longitude').inputValue()).resolves.toBe('34.9182, 33.6235');
    await page.getByText('The pin has moved: save it to keep the change.').waitFor();
    await page.getByRole('button', { name: 'Confirm facility point' }).click();
    await page.getByText(/^Confirmed by .+ on \d\d\/\d\d\/\d{4}/).waitFor();
    await expect(page.getByRole('button', { name: 'Confirm facility point' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    await screenshot(page, 'attendance-settings-admin-confirmed-en');
    expect(tiles.violations).toEqual([]);

    // Beside the address on the Info tab, too.
    await page.getByRole('tab', { name: 'Info' }).click();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Attendance settings' }).waitFor();

    const confirmed = await clientNow();
    expect(confirmed.attendance?.facilityPoint).toMatchObject({
      latitude: AT_THE_DOOR.latitude,
      longitude: AT_THE_DOOR.longitude,
      confirmed: true,
    });
    await context.close();
  });

  it('should measure the partner’s clock-in against the confirmed point and radius, rounded to 15 minutes', async () => {
    const partnerApi = await StackApi.asPartner(stack, `+357${PARTNER_NUMBER}`);
    const body = {
      kind: 'CLOCK_IN',
      idempotencyKey: randomUUID(),
      clientTime: new Date().toISOString(),
      ...ACROSS_TOWN,
    };
    const refused = await partnerApi.call<{ code: string }>(shiftPunch, { path: { shiftId }, body });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PUNCH_REASON_REQUIRED');
    const punched = await partnerApi.call<{
      actualStart: string;
      punches: { distance?: number; flags: string[] }[];
    }>(shiftPunch, {
      path: { shiftId },
      body: { ...body, idempotencyKey: randomUUID(), reason: 'Called to the other building first' },
    });
    expect(punched.status, JSON.stringify(punched.body)).toBe(200);
    expect(punched.body.punches[0]?.distance).toBeGreaterThan(2000);
    expect(punched.body.punches[0]?.distance).toBeLessThan(2500);
    expect(punched.body.punches[0]?.flags).toContain('OUTSIDE_RADIUS');
    expect(new Date(punched.body.actualStart).getUTCMinutes() % 15).toBe(0);
  });
});
