import { randomUUID } from 'node:crypto';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { shiftClaim, shiftPunch, shiftTimesheetGet } from '@careshift/contract';
import type { Partner, Position } from '@careshift/contract';
import { addDaysYmd } from '@careshift/domain/time/instant';
import { nicosiaInstant, nicosiaToday } from '@careshift/domain/time/nicosia';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

const run = Date.now().toString(36);
const ORGANISATION = `Paphos Care Home ${run}`;
const OWNER_EMAIL = `owner.${run}@paphos.example`;
const OWNER_PASSWORD = 'Paphos-owner-1';
const PARTNER_NUMBER = `96${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Three 3-hour shifts from two days ahead, 8 hours' rest apart and all within 48 hours of the first end (so each
 * is still in its approval window when the organisation looks): approved, disputed then settled, approved by the sweep.
 */
const DAY = addDaysYmd(nicosiaToday(new Date()), 2);
const SHIFTS = [
  nicosiaInstant(DAY, '07:00'),
  nicosiaInstant(DAY, '22:00'),
  nicosiaInstant(addDaysYmd(DAY, 1), '11:00'),
].map((instant) => new Date(instant));

describe('attendance review (issue 34): the organisation approves and disputes, an administrator settles, the sweep approves', () => {
  let browser: Browser;
  let api: StackApi;
  let partnerApi: StackApi;
  let position: Position;
  let organisation: { id: string; name: string };
  let partner: Partner;
  const shifts: { id: string; ref: number; start: Date; end: Date }[] = [];
  let shown: Page | undefined;

  /** A punch taken at `at` by the handlers' clock (moved there), without a position: a reason goes with it. */
  async function punch(shiftId: string, kind: 'CLOCK_IN' | 'CLOCK_OUT', at: Date) {
    await api.setClockOffset(at.getTime() - Date.now());
    const reply = await partnerApi.call(shiftPunch, {
      path: { shiftId },
      body: {
        kind,
        idempotencyKey: randomUUID(),
        clientTime: at.toISOString(),
        reason: 'The phone would not find a position',
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Night Carer ${run.toUpperCase()}`, [1600, 1850, 2400, 2800]);
    organisation = await api.createOrganisation({
      name: ORGANISATION,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
    });
    partner = await api.createPartner({
      firstName: 'Eleni',
      lastName: 'Georgiou',
      nationalNumber: PARTNER_NUMBER,
      email: `eleni.${run}@example.com`,
      positionIds: [position.id],
    });
    for (const start of SHIFTS) {
      const id = await api.postShift({
        clientId: organisation.id,
        positionId: position.id,
        start,
        hours: 3,
        idempotencyKey: randomUUID(),
      });
      const claimed = await api.call(shiftClaim, { path: { shiftId: id }, body: { partnerId: partner.id } });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      const ref = (await api.getShift(id)).refNumber;
      shifts.push({ id, ref, start, end: new Date(start.getTime() + 3 * HOUR) });
    }
    partnerApi = await StackApi.asPartner(stack, `+357${PARTNER_NUMBER}`);
    for (const shift of shifts) {
      await punch(shift.id, 'CLOCK_IN', new Date(shift.start.getTime() - 5 * MINUTE));
      await punch(shift.id, 'CLOCK_OUT', new Date(shift.end.getTime() + 2 * MINUTE));
    }
  });
  beforeEach(({ task, onTestFailed }) => {
    shown = undefined;
    onTestFailed(async () => {
      if (shown) await screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    // Other journeys of this run read the real time.
    await api?.setClockOffset(0);
    await browser?.close();
  });

  it('should let the organisation approve one timesheet and dispute another with corrected times', async () => {
    const { page } = await newPage(browser, DESKTOP);
    shown = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');

    await shell.goto('/timesheets');
    const table = page.getByRole('table');
    await table.getByRole('link', { name: `#${shifts[0]!.ref}` }).waitFor();
    for (const shift of shifts)
      await expect(table.getByRole('link', { name: `#${shift.ref}` }).count()).resolves.toBe(1);
    await expect(table.getByText('Clocked without a position').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'attendance-review-organisation-list');

    await table.getByRole('link', { name: `#${shifts[0]!.ref}` }).click();
    const card = page.locator('[data-testid="timesheet-card"]');
    await card.getByText('Approve within 48 hours').waitFor();
    await expect(card.getByRole('cell', { name: 'Clock in' }).count()).resolves.toBe(1);
    await screenshot(page, 'attendance-review-timesheet-submitted');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Approved', { exact: true }).waitFor();

    await shell.goto(`/requests/${shifts[1]!.id}`);
    await card.getByRole('button', { name: 'Dispute' }).click();
    const modal = page.getByRole('dialog', { name: 'Dispute the timesheet' });
    await modal.getByLabel('Start time').fill('22:15');
    await modal.getByLabel('Break (minutes)').fill('15');
    await modal.getByLabel('Reason').fill('She arrived at a quarter past and took a break.');
    await screenshot(page, 'attendance-review-dispute-modal');
    await modal.getByRole('button', { name: 'Send dispute' }).click();
    await card.getByText('Disputed', { exact: true }).waitFor();
    await card.getByText('The organisation’s corrected times').waitFor();
    await screenshot(page, 'attendance-review-disputed');

    const approved = await api.call<{ status: string }>(shiftTimesheetGet, {
      path: { shiftId: shifts[0]!.id },
    });
    expect(approved.body.status).toBe('APPROVED');
    const disputed = await api.call<{ status: string; dispute?: { breakMinutes: number } }>(
      shiftTimesheetGet,
      {
        path: { shiftId: shifts[1]!.id },
      },
    );
    expect(disputed.body).toMatchObject({ status: 'DISPUTED', dispute: { breakMinutes: 15 } });
  });

  it('should let an administrator find the dispute in the queue and settle it with final times', async () => {
    const { page } = await newPage(browser, DESKTOP);
    shown = page;
    // The queue's address before signing in: the sign-in comes first, then the queue.
    await page.goto(`${stack.webUrl}/timesheets`);
    await page.waitForURL((url) => url.pathname === '/login');
    await new SignInPage(page, stack.webUrl).signInWithEmail(
      admin!.username,
      admin!.password,
      admin!.authenticatorSecret,
    );
    await new PortalShell(page, stack.webUrl).waitForPath('/timesheets');
    // In the administrators' side navigation.
    await page.getByRole('link', { name: 'Timesheets', exact: true }).first().waitFor();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: `#${shifts[1]!.ref}` }).waitFor();
    await screenshot(page, 'attendance-review-admin-queue');

    await table.getByRole('link', { name: `#${shifts[1]!.ref}` }).click();
    const card = page.locator('[data-testid="timesheet-card"]');
    await card.getByRole('button', { name: 'Settle' }).click();
    const modal = page.getByRole('dialog', { name: 'Settle the dispute' });
    await expect(modal.getByLabel('Start time').inputValue()).resolves.toBe('22:15');
    await modal.getByLabel('Reason').fill('Agreed with the home and the partner.');
    await screenshot(page, 'attendance-review-settle-modal');
    await modal.getByRole('button', { name: 'Settle' }).click();
    await card.getByText('Settled', { exact: true }).waitFor();
    await card.getByText('The administrators’ decision').waitFor();
    await screenshot(page, 'attendance-review-settled');

    const settled = await api.call<{ status: string }>(shiftTimesheetGet, {
      path: { shiftId: shifts[1]!.id },
    });
    expect(settled.body.status).toBe('SETTLED');
  });

  it('should approve the timesheet left alone once its 48 hours pass (the sweep under the test clock)', async () => {
    const third = shifts[2]!;
    const before = await api.call<{ status: string }>(shiftTimesheetGet, { path: { shiftId: third.id } });
    expect(before.body.status).toBe('SUBMITTED');
    await api.setClockOffset(third.end.getTime() + 49 * HOUR - Date.now());
    await api.runJob('timesheet-sweep');
    const after = await api.call<{ status: string }>(shiftTimesheetGet, { path: { shiftId: third.id } });
    expect(after.body.status).toBe('APPROVED');
  });
});
