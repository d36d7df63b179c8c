import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { earliestMultiShiftDate, fromNicosiaWallClock, nicosiaDateOf } from '@careshift/contract';
import { addDaysYmd } from '@careshift/domain';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { MultiCreatePage } from './pages/multi-create-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

/** Names no other journey of this run uses. */
const run = Date.now().toString(36);
const ORGANISATION = `Paphos Seaview Residence ${run}`;
const POSITION = { id: 'CARE_ASSISTANT', name: 'Care Assistant' };
const DATES = 10;
const SLOTS = [
  { slot: 'Morning', start: '07:00', end: '15:00' },
  { slot: 'Evening', start: '15:00', end: '23:00' },
  { slot: 'Night', start: '23:00', end: '07:00' },
] as const;
const SHIFTS = DATES * SLOTS.length;

/** DD/MM/YYYY of a YYYY-MM-DD day, as the preview shows dates. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

describe('multi-shift posting (issue 6): an administrator posts 30 shifts from /requests/multiCreate', () => {
  let browser: Browser;
  let api: StackApi;
  let organisation: { id: string; name: string };
  let session: { context: BrowserContext; page: Page } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    organisation = await api.createOrganisation({
      name: ORGANISATION,
      positionIds: [POSITION.id],
      ownerEmail: `owner.${run}@seaview.example`,
      password: 'Seaview-owner-1',
      city: 'PAPHOS',
    });
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (session) await screenshot(session.page, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  /** The journey's administrator page, signed in on first use (each test may run alone). */
  async function signedInAdministrator(): Promise<Page> {
    if (session) return session.page;
    session = await newPage(browser, DESKTOP);
    const shell = new PortalShell(session.page, stack.webUrl);
    await shell.goto('/requests');
    await session.page.waitForURL((url) => url.pathname === '/login');
    await new SignInPage(session.page, stack.webUrl).signInWithEmail(
      admin!.username,
      admin!.password,
      admin!.authenticatorSecret,
    );
    await shell.landOn('/requests');
    return session.page;
  }

  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('should preview 10 dates × 3 slots, post them in one request and show 30 Created rows', async () => {
    const page = await signedInAdministrator();
    const shell = new PortalShell(page, stack.webUrl);
    await shell.goto('/requests');
    await shell.landOn('/requests');
    await page.getByRole('button', { name: 'Create multiple requests', exact: true }).click();
    await shell.landOn('/requests/multiCreate');
    const form = new MultiCreatePage(page, stack.webUrl);
    await form.heading.waitFor();
    await form.chooseClient(ORGANISATION);
    await form.choosePosition(POSITION.name);
    // The default claim deadline is 3 days, so the first day allowed is today + 3 (Asia/Nicosia).
    const earliest = earliestMultiShiftDate(new Date(), 3);
    expect(await form.datesDescription().innerText()).toBe(
      `From ${shownDay(earliest)} on, at most 500 dates.`,
    );
    const first = addDaysYmd(earliest, 1);
    const last = addDaysYmd(first, DATES - 1);
    await form.addDateRange(first, last);
    expect(await form.datesChosen().innerText()).toBe(`${DATES} of 500 dates chosen`);
    for (const { slot, start, end } of SLOTS) expect(await form.setSlot(slot, start)).toBe(end);

    await expect.poll(() => form.previewHeading.innerText()).toBe(`Requests to create (${SHIFTS})`);
    expect(await form.submitButton().innerText()).toBe(`Create ${SHIFTS} requests`);
    const preview = await form.allRows();
    expect(preview).toHaveLength(SHIFTS);
    expect(preview.every((row) => row.result === 'Not posted')).toBe(true);
    expect(preview[0]).toMatchObject({ number: '1', date: shownDay(first), slot: 'Morning' });
    expect(preview.find((row) => row.slot === 'Night')?.time).toBe('23:00 – 07:00 (+1)');
    // The live price of the 30 shifts (administrators), computed as the server will store them.
    const livePrice = page.locator('dl > div').filter({ hasText: 'Total cost' }).getByRole('definition');
    await livePrice.waitFor();
    const shownTotal = (await livePrice.innerText()).trim();
    await form.scrollToTop();
    await screenshot(page, 'multi-shift-01-preview-desktop');

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/requests')
        posts.push(request.url());
    });
    await form.submit();
    expect(posts).toHaveLength(1);
    await form.notice('Requests created!').waitFor();
    await form.notice(`Successfully created ${SHIFTS} requests.`).waitFor();
    expect(await form.summary().innerText()).toBe(`Successfully created ${SHIFTS} requests.`);
    await form.scrollToTop();
    await screenshot(page, 'multi-shift-02-created-desktop');

    const results = await form.allRows();
    expect(results).toHaveLength(SHIFTS);
    const created = results.filter((row) => /^Created #\d+$/.test(row.result));
    const stored = await api.organisationShifts(organisation.id);
    const storedTotal = stored.reduce((sum, shift) => sum + shift.cost.totalCost, 0);
    expect(shownTotal.replaceAll(',', '')).toBe(`€${(storedTotal / 100).toFixed(2)}`);
    expect(created).toHaveLength(SHIFTS);
    expect(new Set(created.map((row) => row.result)).size).toBe(SHIFTS);

    // The organisation has exactly these 30 open shifts.
    const shifts = await api.organisationShifts(organisation.id);
    expect(shifts).toHaveLength(SHIFTS);
    expect(shifts.every((shift) => shift.status === 'VERIFIED' && shift.position.id === POSITION.id)).toBe(
      true,
    );
    expect(new Set(shifts.map((shift) => `#${shift.refNumber}`))).toEqual(
      new Set(created.map((row) => row.result.replace('Created ', ''))),
    );
  });

  it("should copy last week's rota as it was: each date only the slots it had (issue 32 item 8)", async () => {
    // Last week as the form sees it: the 7 days before its first allowed date (today + 3), so a
    // night tomorrow and a morning the day after are "last week"; a week later they are 2 shifts,
    // not every date × every slot (4).
    const today = nicosiaDateOf(new Date());
    const night = fromNicosiaWallClock(addDaysYmd(today, 1), '23:00');
    const morning = fromNicosiaWallClock(addDaysYmd(today, 2), '07:00');
    // A deadline an hour or so from now, on a 10-minute step as the API asks.
    const deadline = new Date(Math.ceil((Date.now() + 3_600_000) / 600_000) * 600_000);
    for (const start of [night, morning])
      await api.postShift({
        clientId: organisation.id,
        positionId: POSITION.id,
        start,
        deadline,
        idempotencyKey: `rota-${run}-${start.getTime()}`,
      });
    const page = await signedInAdministrator();
    const form = new MultiCreatePage(page, stack.webUrl);
    await form.open();
    await form.chooseClient(ORGANISATION);
    await form.choosePosition(POSITION.name);
    await page.getByRole('button', { name: 'Copy last week', exact: true }).click();
    await page.getByText(/^Copied 2 requests from last week/).waitFor();
    await expect.poll(() => form.previewHeading.innerText()).toBe('Requests to create (2)');
    const rows = await form.allRows();
    expect(rows.map((row) => [row.date, row.slot, row.time])).toEqual([
      [shownDay(addDaysYmd(today, 8)), 'Night', '23:00 – 07:00 (+1)'],
      [shownDay(addDaysYmd(today, 9)), 'Morning', '07:00 – 15:00'],
    ]);
    await form.scrollToTop();
    await screenshot(page, 'multi-shift-03-copied-rota-desktop');
  });
});
