import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { shiftClaim, shiftTimesheetGet } from '@careshift/contract';
import type { TimesheetView } from '@careshift/contract/operations/attendance-schemas';

import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const run = Date.now().toString(36);
/** The organisation's address point (Limassol), the facility attendance measures from. */
const FACILITY = { latitude: 34.6786, longitude: 33.0413 };
/** About 40 m from the facility: inside the default 300 m radius. */
const AT_THE_DOOR = { latitude: 34.6789, longitude: 33.0415, accuracy: 12 };
/** About 5 km away: outside the radius. */
const DOWN_THE_ROAD = { latitude: 34.7236, longitude: 33.0413, accuracy: 20 };
const MINUTE = 60_000;

let browser: Browser;
let api: StackApi;
/** One partner and one shift per journey (each partner clocks in once). */
const partners: Record<'inside' | 'outside' | 'offline', { number: string; shiftId: string }> = {
  inside: { number: `996${String(Date.now()).slice(-5)}`, shiftId: '' },
  outside: { number: `995${String(Date.now()).slice(-5)}`, shiftId: '' },
  offline: { number: `994${String(Date.now()).slice(-5)}`, shiftId: '' },
};

async function failing<T>(page: Page, name: string, step: Promise<T>): Promise<T> {
  return step.catch(async (error: unknown) => {
    await screenshot(page, `failed-${name}`, { axe: false });
    throw error;
  });
}

/** A phone at `position` with the browser's location permission granted, signed in as the partner. */
async function partnerPhone(number: string, position: typeof AT_THE_DOOR) {
  const { context, page } = await newPage(browser, PHONE);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(position);
  const signIn = new SignInPage(page, stack.webUrl);
  await signIn.open('?type=employee');
  await signIn.signInWithSmsCode(number, api);
  await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');
  return { context, page };
}

/** The shift's card on My Shifts (the partner holds one shift here). */
async function myShiftCard(page: Page) {
  await page.goto(`${stack.webUrl}/my-requests`);
  const card = page.getByRole('main').locator('li.sc-card').first();
  await card.waitFor();
  return card;
}

/** The one punch queued on the phone (the app's localStorage queue), as it will be sent. */
async function queuedPunch(page: Page): Promise<{ kind: string; clientTime: string }> {
  const stored = await page.evaluate(() => localStorage.getItem('careshift.attendance.queue'));
  const entries = JSON.parse(stored ?? '[]') as { body: { kind: string; clientTime: string } }[];
  expect(entries).toHaveLength(1);
  return entries[0]!.body;
}

function timesheet(shiftId: string): Promise<TimesheetView> {
  return api.call<TimesheetView>(shiftTimesheetGet, { path: { shiftId } }).then((reply) => reply.body);
}

/**
 * Issue 34, item 1, on a 390 px phone: a shift starting in 20 minutes, clocked in and out with the
 * browser's (fake) position inside the facility's radius, outside it (a reason, flagged), and offline
 * (queued with its time, sent when back online).
 */
describe('Attendance on the partner’s phone', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    await api.setClockOffset(0);
    const position = await api.createPosition(
      `Care Assistant ${run.toUpperCase()}`,
      [1500, 1700, 2200, 2600],
    );
    const organisation = await api.createOrganisation({
      name: `Limassol Elders ${run}`,
      positionIds: [position.id],
      ownerEmail: `owner.${run}@limassol-elders.example`,
      password: 'Limassol-owner-1',
      point: FACILITY,
    });
    // Shift times are in 10-minute steps: the start 20 to 30 minutes from now, so clock in is already open.
    const STEP = 10 * MINUTE;
    const start = new Date(Math.ceil((Date.now() + 20 * MINUTE) / STEP) * STEP);
    for (const [name, entry] of Object.entries(partners)) {
      const partner = await api.createPartner({
        firstName: 'Maria',
        lastName: `Georgiou ${name}`,
        nationalNumber: entry.number,
        email: `maria.${name}.${run}@example.com`,
        positionIds: [position.id],
      });
      entry.shiftId = await api.postShift({
        clientId: organisation.id,
        positionId: position.id,
        start,
        hours: 4,
        deadline: new Date(start.getTime() - STEP),
        idempotencyKey: `attendance-e2e-${name}-${run}`,
      });
      const claimed = await api.call(shiftClaim, {
        path: { shiftId: entry.shiftId },
        body: { partnerId: partner.id },
      });
      if (claimed.status !== 200)
        throw new Error(`assign: ${claimed.status} ${JSON.stringify(claimed.body)}`);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should clock in, take a break and clock out at the facility, on My Shifts', async () => {
    const { context, page } = await partnerPhone(partners.inside.number, AT_THE_DOOR);
    try {
      const card = await myShiftCard(page);
      const main = page.getByRole('main');
      await failing(page, 'attendance-clock-in', card.getByRole('button', { name: 'Clock in' }).waitFor());
      await main.getByText('we record only that moment, not your route', { exact: false }).first().waitFor();
      // A finger's 44×44 CSS px (the partner-touch-targets rule).
      const target = await card.getByRole('button', { name: 'Clock in' }).boundingBox();
      expect(target?.height).toBeGreaterThanOrEqual(44);
      expect(target?.width).toBeGreaterThanOrEqual(44);
      await screenshot(page, 'attendance-partner-01-clock-in-phone');

      await card.getByRole('button', { name: 'Clock in' }).click();
      await failing(
        page,
        'attendance-clocked-in',
        card.getByText(/^Clock in recorded at \d\d:\d\d\.$/).waitFor(),
      );
      await card.getByText('In progress').waitFor();
      await card
        .getByText(/m from the facility/)
        .first()
        .waitFor();
      expect(await card.getByRole('button', { name: 'Clock in' }).count()).toBe(0);
      await screenshot(page, 'attendance-partner-02-clocked-in-phone');

      await card.getByRole('button', { name: 'Start break' }).click();
      await card.getByText(/^Start break recorded at/).waitFor();
      expect(await card.getByRole('button', { name: 'Clock out' }).count()).toBe(0);
      await card.getByRole('button', { name: 'End break' }).click();
      await card.getByText(/^End break recorded at/).waitFor();
      await card.getByRole('button', { name: 'Clock out' }).click();
      await failing(page, 'attendance-clocked-out', card.getByText(/^Clock out recorded at/).waitFor());
      await card.getByText('Awaiting approval').waitFor();
      await card.getByText('You have clocked out.', { exact: false }).waitFor();
      await screenshot(page, 'attendance-partner-03-clocked-out-phone');

      const stored = await timesheet(partners.inside.shiftId);
      expect(stored.status).toBe('SUBMITTED');
      expect(stored.punches.map((punch) => punch.kind).sort()).toEqual(
        ['BREAK_END', 'BREAK_START', 'CLOCK_IN', 'CLOCK_OUT'].sort(),
      );
      expect(stored.flags).not.toContain('OUTSIDE_RADIUS');
      expect(stored.flags).not.toContain('NO_POSITION');
      const clockIn = stored.punches.find((punch) => punch.kind === 'CLOCK_IN');
      expect(clockIn?.distance).toBeLessThan(300);
    } finally {
      await context.close();
    }
  });

  it('should ask for a reason outside the radius, then accept the punch flagged, on the shift page', async () => {
    const { context, page } = await partnerPhone(partners.outside.number, DOWN_THE_ROAD);
    try {
      await page.goto(`${stack.webUrl}/requests/${partners.outside.shiftId}`);
      const main = page.getByRole('main');
      await failing(page, 'attendance-detail', main.getByRole('button', { name: 'Clock in' }).waitFor());
      await main.getByRole('button', { name: 'Clock in' }).click();

      const dialog = page.getByRole('dialog');
      await failing(
        page,
        'attendance-reason',
        dialog.getByText(/^You are \d+ m from the facility \(allowed: 300 m\)/).waitFor(),
      );
      await dialog.getByRole('button', { name: 'Send with reason' }).click();
      await dialog.getByText('Write a reason of at least 3 characters.').waitFor();
      await screenshot(page, 'attendance-partner-04-reason-phone');
      await dialog.getByRole('textbox').fill('Parked down the road; the facility car park is closed.');
      await dialog.getByRole('button', { name: 'Send with reason' }).click();

      await failing(page, 'attendance-flagged', main.getByText(/^Clock in recorded at/).waitFor());
      await main.getByText('Clocked outside the facility’s radius', { exact: false }).first().waitFor();
      await main.getByText('Reason: Parked down the road', { exact: false }).waitFor();
      await screenshot(page, 'attendance-partner-05-flagged-phone');

      const stored = await timesheet(partners.outside.shiftId);
      expect(stored.flags).toContain('OUTSIDE_RADIUS');
      expect(stored.punches).toHaveLength(1);
      expect(stored.punches[0]?.reason).toBe('Parked down the road; the facility car park is closed.');
      expect(stored.punches[0]?.distance).toBeGreaterThan(300);
    } finally {
      await context.close();
    }
  });

  it('should keep a punch taken offline on the phone and send it with its own time when back online', async () => {
    const { context, page } = await partnerPhone(partners.offline.number, AT_THE_DOOR);
    try {
      const card = await myShiftCard(page);
      await card.getByRole('button', { name: 'Clock in' }).click();
      await failing(page, 'attendance-offline-in', card.getByText(/^Clock in recorded at/).waitFor());

      await context.setOffline(true);
      await card.getByRole('button', { name: 'Start break' }).click();
      await failing(
        page,
        'attendance-queued',
        card.getByText('Saved on this phone — it will be sent when you are back online.').waitFor(),
      );
      await card.getByText('Saved on this phone, not sent yet').waitFor();
      await card.getByRole('button', { name: 'End break' }).waitFor();
      const entry = await queuedPunch(page);
      expect(entry.kind).toBe('BREAK_START');
      await screenshot(page, 'attendance-partner-06-queued-phone', { axe: false });
      expect((await timesheet(partners.offline.shiftId)).punches).toHaveLength(1);

      // A while later the network is back: the queued punch goes with the time it was taken.
      await page.waitForTimeout(2_000);
      await context.setOffline(false);
      await failing(
        page,
        'attendance-sent',
        card.getByText(/^Sent: your Start break taken at \d\d:\d\d\.$/).waitFor(),
      );
      expect(await card.getByText('Saved on this phone, not sent yet').count()).toBe(0);
      await screenshot(page, 'attendance-partner-07-sent-phone');

      const stored = await timesheet(partners.offline.shiftId);
      const breakStart = stored.punches.find((punch) => punch.kind === 'BREAK_START');
      if (!breakStart) throw new Error('The queued break was not recorded');
      // Sent with the time it was taken on the phone, received at least two seconds later.
      expect(Date.parse(breakStart.clientTime)).toBe(Date.parse(entry.clientTime));
      expect(Date.parse(breakStart.receivedAt) - Date.parse(breakStart.clientTime)).toBeGreaterThanOrEqual(
        2_000,
      );
      expect(await page.evaluate(() => localStorage.getItem('careshift.attendance.queue'))).toBe('[]');
    } finally {
      await context.close();
    }
  });
});
