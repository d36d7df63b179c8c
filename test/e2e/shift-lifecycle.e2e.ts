import { readFile } from 'node:fs/promises';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import type { Partner, Position } from '@careshift/contract';
import { nextPartnerRating, REVIEW_QUESTIONS, reviewScore } from '@careshift/domain';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { FindAShiftPage } from './pages/find-a-shift-page';
import { NewRequestPage } from './pages/new-request-page';
import { RequestDetailPage } from './pages/request-detail-page';
import type { ReviewInput } from './pages/request-detail-page';
import { RequestsPage } from './pages/requests-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

/** Names no other journey of this run uses. */
const run = Date.now().toString(36);
const ORGANISATION = `Kyrenia Care Home ${run}`;
const OWNER_EMAIL = `owner.${run}@kyrenia.example`;
const OWNER_PASSWORD = 'Kyrenia-owner-1';
const PARTNER_NUMBER = `97${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const PARTNER_NAME = 'Sofia Charalambous';
const DAY_MS = 86_400_000;

const REVIEW: ReviewInput = {
  ratings: ['Great', 'Awesome', 'Very good', 'Great', 'Awesome'],
  comment: 'Calm with the residents and handed over carefully.',
};
const RATING_OF = { Bad: 1, Good: 2, 'Very good': 3, Great: 4, Awesome: 5 } as const;

/** One person at their own browser: the context keeps their sign-in between steps. */
interface Session {
  context: BrowserContext;
  page: Page;
}

describe('shift lifecycle (issue 6): posted by a client, claimed by a partner, finished by the clock, reviewed', () => {
  let browser: Browser;
  let api: StackApi;
  let position: Position;
  let organisation: { id: string; name: string };
  let partner: Partner;
  let client: Session;
  let administrator: Session;
  let shiftId: string;
  let refNumber: number;
  /** The page a failing step saves as .local/screenshots/failed-<test>.png. */
  let shown: Page | undefined;

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    // A position of its own, so the partner's Find a shift lists this journey's shift and no demo shift.
    position = await api.createPosition(`Dialysis Nurse ${run.toUpperCase()}`, [1600, 1850, 2400, 2800]);
    organisation = await api.createOrganisation({
      name: ORGANISATION,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
    });
    partner = await api.createPartner({
      firstName: 'Sofia',
      lastName: 'Charalambous',
      nationalNumber: PARTNER_NUMBER,
      email: `sofia.${run}@example.com`,
      positionIds: [position.id],
    });
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
    await client?.context.close();
    await administrator?.context.close();
    await browser?.close();
  });

  it('should let a client post a shift at /requests/new with the default times and show its page', async () => {
    client = await newPage(browser, DESKTOP);
    const { page } = client;
    shown = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    await new PortalShell(page, stack.webUrl).landOn('/requests');

    const form = new NewRequestPage(page, stack.webUrl);
    await form.open();
    const start = await form.shown('Start');
    expect(start.time).toBe('10:00');
    expect((await form.shown('End')).time).toBe('18:00');
    expect((await form.shown('Claim deadline')).time).toBe('10:00');
    expect(await form.description('Start')).toContain('At least one day from now.');
    await form.summary().waitFor();
    await form.choosePosition(position.name);
    // The organisation sees what it will pay the partner, priced by the server, and never the split.
    const quoted = page.getByTestId('quoted-total');
    await quoted.waitFor();
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('Total to pay the partner');
    expect(main).not.toMatch(/Company commission|Partner earnings/);
    await screenshot(page, 'shift-lifecycle-01-new-request-desktop');
    const quotedTotal = await quoted.innerText();
    shiftId = await form.submit();

    const detail = new RequestDetailPage(page, stack.webUrl);
    await detail.waitForLoaded();
    refNumber = await detail.refNumber();
    await detail.notice(`Request #${refNumber} created.`).waitFor();
    expect(await detail.heading.innerText()).toBe(position.name);
    expect(await detail.status()).toBe('Verified');
    expect(await detail.details.text('Partner')).toBe('Not claimed yet');
    expect(await detail.details.text('Client')).toBe(ORGANISATION);
    await detail.action('Cancel').waitFor();
    await detail.price.value('Total cost').waitFor();
    expect(await detail.price.root.getByText('Company commission').count()).toBe(0);
    await screenshot(page, 'shift-lifecycle-02-posted-desktop');

    // The defaults the form showed are what the server stored: the next allowed 10:00, 8 hours, a day before.
    const shift = await api.getShift(shiftId);
    const startsAt = Date.parse(shift.startDate);
    expect(startsAt).toBeGreaterThanOrEqual(Date.now() + DAY_MS - 60_000);
    // The date field shows YYYY/MM/DD, the format its hint asks for (issue 32).
    expect(start.date).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Nicosia' }).format(startsAt).replaceAll('-', '/'),
    );
    expect(Date.parse(shift.endDate) - startsAt).toBe(8 * 3_600_000);
    expect(startsAt - Date.parse(shift.deadline)).toBe(DAY_MS);
    expect(shift).toMatchObject({ status: 'VERIFIED', clientId: organisation.id, refNumber });
    expect(quotedTotal).toBe(`€${(shift.cost.totalCost / 100).toFixed(2)}`);
  });

  it('should let a VERIFIED partner sign in on a phone with the SMS code, find the shift and claim it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    shown = page;
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=employee');
      await signIn.signInWithSmsCode(PARTNER_NUMBER, api);
      await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');

      const find = new FindAShiftPage(page, stack.webUrl);
      await find.waitForList();
      await find.bannerTitle.waitFor();
      await page.getByRole('checkbox', { name: "Don't show this again" }).waitFor();
      // The banner is compact: the first shift is on the first screen of a 390 × 844 phone.
      expect(await find.firstCardOnFirstScreen()).toBe(true);
      await screenshot(page, 'shift-lifecycle-03-find-a-shift-phone');
      await find.dismissBanner();
      const card = find.card(ORGANISATION);
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.innerText()).toContain(position.name);
      expect(await card.innerText()).toContain('Verified');
      await find.openShift(card);

      const detail = new RequestDetailPage(page, stack.webUrl);
      await detail.waitForLoaded();
      expect(new URL(page.url()).pathname).toBe(`/requests/${shiftId}`);
      await detail.price.value('Partner earnings').waitFor();
      await screenshot(page, 'shift-lifecycle-04-shift-partner-phone');
      await detail.claim();
      await detail.notice(`Request #${refNumber} is yours.`).waitFor();
      await expect.poll(() => detail.status()).toBe('Claimed');
      expect(await detail.details.text('Partner')).toBe(PARTNER_NAME);
      await detail.action('Cancel Claim').waitFor();
      await screenshot(page, 'shift-lifecycle-05-claimed-phone');
    } finally {
      await context.close();
    }
  });

  it('should show the administrator the shift CLAIMED in /requests and on its page with the partner', async () => {
    administrator = await newPage(browser, DESKTOP);
    const { page } = administrator;
    shown = page;
    // A link to the organisation's shifts: the sign-in comes first, then the list it pointed at.
    const requests = new RequestsPage(page, stack.webUrl);
    await page.goto(requests.address({ client: organisation.id }));
    await page.waitForURL((url) => url.pathname === '/login');
    await new SignInPage(page, stack.webUrl).signInWithEmail(
      admin!.username,
      admin!.password,
      admin!.authenticatorSecret,
    );
    await requests.waitForList();
    expect(new URL(page.url()).searchParams.get('client')).toBe(organisation.id);
    const row = await requests.rowCells(refNumber);
    expect(row).toMatchObject({ Ref: `#${refNumber}`, Position: position.name, Partner: PARTNER_NAME });
    expect(row.Status).toContain('Claimed');
    expect(row.Client).toBe(ORGANISATION);
    await screenshot(page, 'shift-lifecycle-06-requests-admin-desktop');

    await requests.openShift(refNumber);
    const detail = new RequestDetailPage(page, stack.webUrl);
    await detail.waitForLoaded();
    expect(await detail.status()).toBe('Claimed');
    expect(await detail.details.text('Partner')).toBe(PARTNER_NAME);
    expect(await detail.partner.text('Name')).toBe(PARTNER_NAME);
    await detail.price.value('Company commission').waitFor();
    await screenshot(page, 'shift-lifecycle-07-claimed-admin-desktop');
  });

  it('should finish the shift when the clock passes its end and the sweep runs', async () => {
    shown = administrator.page;
    const shift = await api.getShift(shiftId);
    const clock = await api.setClockOffset(Date.parse(shift.endDate) + 10 * 60_000 - Date.now());
    expect(Date.parse(clock.now)).toBeGreaterThan(Date.parse(shift.endDate));
    const sweep = (await api.runJob('shift-sweep')) as { finished: number };
    expect(sweep.finished).toBeGreaterThanOrEqual(1);
    expect((await api.getShift(shiftId)).status).toBe('FINISHED');

    const detail = new RequestDetailPage(administrator.page, stack.webUrl);
    await detail.refresh();
    await expect.poll(() => detail.status()).toBe('Finished');
    await detail.page.getByText('Pending Review', { exact: true }).waitFor();
    await screenshot(administrator.page, 'shift-lifecycle-08-finished-admin-desktop');
  });

  it("should let the client review the finished shift and move the partner's rating", async () => {
    const before = await api.getPartner(partner.id);
    expect(before.ratingCount).toBe(0);
    shown = client.page;
    const detail = new RequestDetailPage(client.page, stack.webUrl);
    await detail.open(shiftId);
    expect(await detail.status()).toBe('Finished');
    expect(await detail.partner.text('Rating')).toBe('No reviews yet');

    const score = reviewScore(
      REVIEW_QUESTIONS.map((question, index) => ({ question, rating: RATING_OF[REVIEW.ratings[index]!] })),
    );
    const expected = nextPartnerRating(before, score);
    const review = await detail.openReview();
    await review.fill(REVIEW);
    expect(await review.score().innerText()).toBe(`Score: ${score.toFixed(2)} out of 5`);
    await screenshot(client.page, 'shift-lifecycle-09-review-desktop');
    await review.submit();
    await detail.notice(`Thank you! Request #${refNumber} is reviewed.`).waitFor();
    await detail.action('Check Review').waitFor();

    const after = await api.getPartner(partner.id);
    expect(after).toMatchObject(expected);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    await expect
      .poll(() => detail.partner.text('Rating'))
      .toBe(`${expected.ratingScore.toFixed(2)} (${expected.ratingCount})`);
    await screenshot(client.page, 'shift-lifecycle-10-reviewed-desktop');
  });

  it("should download the shift's payment note as a PDF named with its reference number", async () => {
    shown = client.page;
    const detail = new RequestDetailPage(client.page, stack.webUrl);
    const download = await detail.downloadPaymentNote();
    expect(download.suggestedFilename()).toContain(String(refNumber));
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
