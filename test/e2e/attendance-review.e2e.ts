import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { shiftClaim, shiftPunch, shiftTimesheetGet } from '@careshift/contract';
import type { Partner, Position } from '@careshift/contract';
import { addDaysYmd } from '@careshift/domain/time/instant';
import { nicosiaInstant, nicosiaToday } from '@careshift/domain/time/nicosia';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { chooseOption } from './pages/cloudscape-select';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

const run = Date.now().toString(36);
const ORGANISATION = `Paphos Care Home ${run}`;
const OWNER_EMAIL = `owner.${run}@paphos.example`;
const OWNER_PASSWORD = 'Paphos-owner-1';
const PARTNER_NUMBER = `96${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const SECOND_NUMBER = `97${String(Date.now() % 1_000_000).padStart(6, '0')}`;
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
/**
 * A second partner's two shifts of the same day, 11 hours apart: clocked at the facility (no flag) at 06:00 and
 * without a position (flagged) at 20:00 — the queue's filters, "Approve all of this day" and the payroll export.
 */
const DAY_SHIFTS = [nicosiaInstant(DAY, '06:00'), nicosiaInstant(DAY, '20:00')].map(
  (instant) => new Date(instant),
);
/** Where the phone says it is (the organisation has no confirmed facility point: nothing is measured). */
const AT_THE_HOME = { latitude: 34.7768, longitude: 32.4245, accuracy: 15 };

describe('attendance review (issue 34): approve, dispute, settle, the queue’s filters, a day at once, the payroll CSV, the sweep', () => {
  let browser: Browser;
  let api: StackApi;
  let partnerApi: StackApi;
  let position: Position;
  let organisation: { id: string; name: string };
  let partner: Partner;
  type SeededShift = { id: string; ref: number; start: Date; end: Date };
  const shifts: SeededShift[] = [];
  /** The second partner's shifts of DAY: [clocked at the home, flagged]. */
  const dayShifts: SeededShift[] = [];
  let shown: Page | undefined;
  /** One signed-in page each, kept for the journeys that follow (signing in once per role). */
  let ownerPage: Page | undefined;
  let adminPage: Page | undefined;

  /**
   * A punch taken at `at` by the handlers' clock (moved there), by `who`; without a position a reason goes
   * with it (flagged "Clocked without a position").
   */
  async function punch(
    who: StackApi,
    shiftId: string,
    kind: 'CLOCK_IN' | 'CLOCK_OUT',
    at: Date,
    where?: typeof AT_THE_HOME,
  ) {
    await api.setClockOffset(at.getTime() - Date.now());
    const reply = await who.call(shiftPunch, {
      path: { shiftId },
      body: {
        kind,
        idempotencyKey: randomUUID(),
        clientTime: at.toISOString(),
        ...(where ?? { reason: 'The phone would not find a position' }),
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  /** Posts a 3-hour shift at `start` and has the administrator give it to `partnerId`. */
  async function heldShift(start: Date, partnerId: string): Promise<SeededShift> {
    const id = await api.postShift({
      clientId: organisation.id,
      positionId: position.id,
      start,
      hours: 3,
      idempotencyKey: randomUUID(),
    });
    const claimed = await api.call(shiftClaim, { path: { shiftId: id }, body: { partnerId } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const ref = (await api.getShift(id)).refNumber;
    return { id, ref, start, end: new Date(start.getTime() + 3 * HOUR) };
  }

  /** The refs of this journey's shifts the timesheet table shows, top to bottom. */
  async function refsShown(page: Page, mine: readonly SeededShift[]): Promise<number[]> {
    const texts = await page
      .getByRole('table')
      .getByRole('link', { name: /^#\d+$/ })
      .allInnerTexts();
    const ours = new Set(mine.map((shift) => shift.ref));
    return texts.map((text) => Number(text.slice(1))).filter((ref) => ours.has(ref));
  }

  /** Types the Day filter (YYYY/MM/DD) as a person does. */
  async function chooseDay(page: Page, day: string) {
    const box = page.getByRole('textbox', { name: 'Day', exact: true });
    await box.fill(day.replaceAll('-', '/'));
    await box.blur();
  }

  const timesheetOf = async (shiftId: string) =>
    (await api.call<{ status: string; workedMinutes?: number }>(shiftTimesheetGet, { path: { shiftId } }))
      .body;

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
    const second = await api.createPartner({
      firstName: 'Andreas',
      lastName: 'Christou',
      nationalNumber: SECOND_NUMBER,
      email: `andreas.${run}@example.com`,
      positionIds: [position.id],
    });
    for (const start of SHIFTS) shifts.push(await heldShift(start, partner.id));
    for (const start of DAY_SHIFTS) dayShifts.push(await heldShift(start, second.id));
    partnerApi = await StackApi.asPartner(stack, `+357${PARTNER_NUMBER}`);
    const secondApi = await StackApi.asPartner(stack, `+357${SECOND_NUMBER}`);
    // The second partner's day first: the clock ends where the first journeys expect it (after the third shift).
    for (const [shift, where] of [
      [dayShifts[0]!, AT_THE_HOME],
      [dayShifts[1]!, undefined],
    ] as const) {
      await punch(secondApi, shift.id, 'CLOCK_IN', new Date(shift.start.getTime() - 5 * MINUTE), where);
      await punch(secondApi, shift.id, 'CLOCK_OUT', new Date(shift.end.getTime() + 2 * MINUTE), where);
    }
    for (const shift of shifts) {
      await punch(partnerApi, shift.id, 'CLOCK_IN', new Date(shift.start.getTime() - 5 * MINUTE));
      await punch(partnerApi, shift.id, 'CLOCK_OUT', new Date(shift.end.getTime() + 2 * MINUTE));
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
    ownerPage = page;
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
    adminPage = page;
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

  it('should let an administrator narrow the queue: flagged first, by organisation, day, flag and status', async () => {
    const page = adminPage!;
    shown = page;
    await page.goto(`${stack.webUrl}/timesheets`);
    const [clear, flagged] = dayShifts as [SeededShift, SeededShift];
    const mine = [...shifts, ...dayShifts];
    await chooseOption(
      page,
      page.getByRole('button', { name: /^Organisation / }),
      ORGANISATION,
      ORGANISATION,
    );
    await chooseDay(page, DAY);
    // Awaiting approval or disputed (the queue's default): the flagged one first though it starts later.
    await expect.poll(() => refsShown(page, mine)).toEqual([flagged.ref, clear.ref]);
    await screenshot(page, 'attendance-review-queue-filtered');
    await chooseOption(page, page.getByRole('button', { name: /^Flag / }), 'Clocked without a position');
    await expect.poll(() => refsShown(page, mine)).toEqual([flagged.ref]);
    await chooseOption(page, page.getByRole('button', { name: /^Flag / }), 'Any flag');
    await chooseOption(page, page.getByRole('button', { name: /^Status / }), 'Settled');
    await expect.poll(() => refsShown(page, mine)).toEqual([shifts[1]!.ref]);
    await chooseOption(page, page.getByRole('button', { name: /^Status / }), 'Approved');
    await expect.poll(() => refsShown(page, mine)).toEqual([shifts[0]!.ref]);
    // Clear filters: the default statuses, every organisation and day again.
    await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Day', exact: true }).inputValue()).resolves.toBe('');
    await expect
      .poll(() => page.getByRole('button', { name: /^Organisation / }).innerText())
      .toContain('Every organisation');
  });

  it("should let the organisation approve all of a day's timesheets at once", async () => {
    const page = ownerPage!;
    shown = page;
    await page.goto(`${stack.webUrl}/timesheets`);
    const mine = [...shifts, ...dayShifts];
    const approveDay = page.getByRole('button', { name: 'Approve all of this day', exact: true });
    // A day first (the button says why it waits).
    await expect(approveDay.getAttribute('aria-disabled')).resolves.toBe('true');
    await chooseDay(page, DAY);
    // Awaiting approval on that day, by planned start (the first two of the day are approved and settled).
    await expect.poll(() => refsShown(page, mine)).toEqual(dayShifts.map((shift) => shift.ref));
    await approveDay.click();
    const modal = page.getByRole('dialog', { name: /^Approve every timesheet of / });
    await screenshot(page, 'attendance-review-approve-day');
    await modal.getByRole('button', { name: 'Approve all', exact: true }).click();
    await page.getByText('2 timesheets approved.', { exact: true }).waitFor();
    await expect.poll(() => refsShown(page, mine)).toEqual([]);
    for (const shift of dayShifts) expect((await timesheetOf(shift.id)).status).toBe('APPROVED');
  });

  it("should export the day's approved hours for payroll as a UTF-8 CSV with a BOM", async () => {
    const page = adminPage!;
    shown = page;
    await page.goto(`${stack.webUrl}/timesheets`);
    await chooseOption(
      page,
      page.getByRole('button', { name: /^Organisation / }),
      ORGANISATION,
      ORGANISATION,
    );
    await chooseDay(page, DAY);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^approved-hours-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toContain(',Break minutes,Worked hours,Status');
    // The day's four timesheets, all approved or settled now, each with its approved hours.
    const day = [shifts[0]!, shifts[1]!, ...dayShifts];
    expect(
      lines
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
        .sort(),
    ).toEqual(day.map((s) => s.ref).sort());
    for (const shift of day) {
      const { status, workedMinutes } = await timesheetOf(shift.id);
      const row = lines.find((line) => line.startsWith(`${shift.ref},${ORGANISATION},`));
      expect(row).toMatch(new RegExp(`,${((workedMinutes ?? 0) / 60).toFixed(2)},${status}$`));
    }
    expect(lines.find((line) => line.startsWith(`${dayShifts[0]!.ref},`))).toContain(',Andreas Christou,');
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
