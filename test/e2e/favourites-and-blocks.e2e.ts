import { randomUUID } from 'node:crypto';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { partnerMarksList, shiftClaim, shiftCreate } from '@careshift/contract';
import type { ClientPartnerMarks, Partner, Position } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { FindAShiftPage } from './pages/find-a-shift-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { failureScreenshots } from './support/failure-screenshots';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');

const run = Date.now().toString(36);
const HOME = `Larnaca Rest Home ${run}`;
const OTHER_HOME = `Kition Care ${run}`;
const OWNER_EMAIL = `owner.${run}@larnaca.example`;
const OWNER_PASSWORD = 'Larnaca-owner-1';
const FAVOURITE_NUMBER = `96${String((Date.now() + 17) % 1_000_000).padStart(6, '0')}`;
const BLOCKED_NUMBER = `97${String((Date.now() + 29) % 1_000_000).padStart(6, '0')}`;
const HOUR = 3_600_000;
/** Now, on the hour (shifts start in 10-minute steps). */
const onTheHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);
const REASON = 'Left the residents unattended during the night round.';

/**
 * Issue 35 item 1: an organisation favourites one partner and blocks another ("Do not send again", with a
 * reason) from their ended shifts, sees both on its "Favourites and blocks" tab, and the blocked partner
 * no longer sees its shifts on the phone (another home's shift still shows) nor can claim them.
 */
describe('favourites and blocks (issue 35): from an ended shift to Find a shift', () => {
  let browser: Browser;
  let api: StackApi;
  let position: Position;
  let home: { id: string; name: string };
  let favourite: Partner;
  let blocked: Partner;
  let workedByFavourite: string;
  let workedByBlocked: string;
  let openAtHome: string;
  const shown = failureScreenshots();
  let ownerPage: Page;

  /** A 6-hour shift of `clientId` that ended yesterday, recorded by the administrator for `partnerId`. */
  async function endedShift(clientId: string, partnerId: string, daysAgo: number): Promise<string> {
    const start = new Date(onTheHour().getTime() - daysAgo * 24 * HOUR);
    const reply = await api.call<{ results: { requestId?: string }[] }>(shiftCreate, {
      body: {
        clientId,
        positionId: position.id,
        shifts: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + 6 * HOUR).toISOString(),
            deadline: new Date(start.getTime() - 24 * HOUR).toISOString(),
            claimedBy: partnerId,
          },
        ],
        idempotencyKey: randomUUID(),
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.results[0]?.requestId ?? '';
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Night Nurse ${run.toUpperCase()}`, [1700, 1900, 2500, 2900]);
    home = await api.createOrganisation({
      name: HOME,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'LARNACA',
    });
    const other = await api.createOrganisation({
      name: OTHER_HOME,
      positionIds: [position.id],
      ownerEmail: `owner.${run}@kition.example`,
      password: OWNER_PASSWORD,
      city: 'LARNACA',
    });
    favourite = await api.createPartner({
      firstName: 'Sofia',
      lastName: 'Kyriacou',
      nationalNumber: FAVOURITE_NUMBER,
      email: `sofia.${run}@example.com`,
      positionIds: [position.id],
    });
    blocked = await api.createPartner({
      firstName: 'Nikos',
      lastName: 'Pavlou',
      nationalNumber: BLOCKED_NUMBER,
      email: `nikos.${run}@example.com`,
      positionIds: [position.id],
    });
    workedByFavourite = await endedShift(home.id, favourite.id, 2);
    workedByBlocked = await endedShift(home.id, blocked.id, 3);
    const inFiveDays = new Date(onTheHour().getTime() + 5 * 24 * HOUR);
    openAtHome = await api.postShift({
      clientId: home.id,
      positionId: position.id,
      start: inFiveDays,
      idempotencyKey: randomUUID(),
    });
    await api.postShift({
      clientId: other.id,
      positionId: position.id,
      start: new Date(inFiveDays.getTime() + 24 * HOUR),
      idempotencyKey: randomUUID(),
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should let the organisation favourite one partner and block another, with a reason, from their ended shifts', async () => {
    ({ page: ownerPage } = await newPage(browser, DESKTOP));
    const page = ownerPage;
    shown.page = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');

    await shell.goto(`/requests/${workedByFavourite}`);
    const marks = page.getByRole('group', { name: 'Favourites and blocks' });
    await marks.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByText('Sofia Kyriacou is now among the favourites.').waitFor();
    await marks.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await screenshot(page, 'favourites-added-on-shift');

    await shell.goto(`/requests/${workedByBlocked}`);
    await marks.getByRole('button', { name: 'Do not send again' }).click();
    const modal = page.getByRole('dialog', { name: 'Do not send Nikos Pavlou again?' });
    await modal.getByText('never by the partner').waitFor();
    await modal.getByRole('button', { name: 'Do not send again' }).click();
    await modal.getByText('Value is required').waitFor();
    await modal.getByLabel('Reason').fill(REASON);
    await screenshot(page, 'favourites-block-modal');
    await modal.getByRole('button', { name: 'Do not send again' }).click();
    await page.getByText('Nikos Pavlou will not be sent again.').waitFor();
    await marks.getByRole('button', { name: 'Send again' }).waitFor();
    await expect(marks.getByRole('button', { name: 'Add to favourites' }).count()).resolves.toBe(0);

    const saved = await api.call<ClientPartnerMarks>(partnerMarksList, { path: { clientId: home.id } });
    expect(saved.body.favourites.map((mark) => mark.partnerId)).toEqual([favourite.id]);
    expect(saved.body.blocks).toEqual([expect.objectContaining({ partnerId: blocked.id, reason: REASON })]);
  });

  it("should list the organisation's favourites and blocks, with the reason, on its own tab", async () => {
    const page = ownerPage;
    shown.page = page;
    await new PortalShell(page, stack.webUrl).goto('/account/favourites');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await page.getByRole('heading', { name: /^Favourites( \(\d+\))?$/ }).waitFor();
    await row('Sofia Kyriacou').getByRole('button', { name: 'Remove Sofia Kyriacou' }).waitFor();
    await page.getByRole('heading', { name: /^Do not send again( \(\d+\))?$/ }).waitFor();
    await row('Nikos Pavlou').getByText(REASON).waitFor();
    await page.getByRole('heading', { name: 'Favourites’ early access' }).waitFor();
    await screenshot(page, 'favourites-and-blocks-tab', { axe: true });

    // Favourites' early access: 2 hours from the next shift posted on.
    // The tab also holds the automatic boost's form (its own Hours and Save): the early access's section only.
    const earlyAccess = page
      .getByRole('heading', { name: 'Favourites’ early access' })
      .locator('xpath=ancestor::*[.//input and .//button][1]');
    await earlyAccess.getByLabel('Hours').fill('2');
    await earlyAccess.getByRole('button', { name: 'Save' }).click();
    await page.getByText('On: the favourites see a new shift 2 hours before everyone else.').waitFor();
    const saved = await api.call<ClientPartnerMarks>(partnerMarksList, { path: { clientId: home.id } });
    expect(saved.body.favouritesEarlyAccessHours).toBe(2);

    // The same tab in Greek.
    await page.goto(`${stack.webUrl}/account/favourites?lang=el`);
    await page.getByRole('heading', { name: /^Αγαπημένοι( \(\d+\))?$/ }).waitFor();
    await page.getByRole('heading', { name: /^Να μη σταλούν ξανά( \(\d+\))?$/ }).waitFor();
    await page.getByRole('heading', { name: 'Προτεραιότητα στους αγαπημένους' }).waitFor();
    const earlyAccessEl = page
      .getByRole('heading', { name: 'Προτεραιότητα στους αγαπημένους' })
      .locator('xpath=ancestor::*[.//input and .//button][1]');
    await earlyAccessEl.getByLabel('Ώρες').fill('73');
    await earlyAccessEl.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByText('Πρέπει να είναι ακέραιος αριθμός από 0 έως 72.').waitFor();
    await screenshot(page, 'favourites-and-blocks-tab-el');
    await page.goto(`${stack.webUrl}/account/favourites?lang=en`);
  });

  it("should keep the organisation's shifts from the blocked partner's phone, and refuse the claim", async () => {
    const { page } = await newPage(browser, PHONE);
    shown.page = page;
    await signInPartnerWithSavedSession(page, stack, api, `+357${BLOCKED_NUMBER}`);
    const findAShift = new FindAShiftPage(page, stack.webUrl);
    await findAShift.open();
    await findAShift.card(OTHER_HOME).first().waitFor();
    await expect(findAShift.card(HOME).count()).resolves.toBe(0);
    await screenshot(page, 'favourites-blocked-partner-find-a-shift');

    const partnerApi = await StackApi.asPartner(stack, `+357${BLOCKED_NUMBER}`);
    const refused = await partnerApi.call<{ code: string; message: string }>(shiftClaim, {
      path: { shiftId: openAtHome },
      body: { partnerId: '' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'BLOCKED_BY_CLIENT',
      message: "This organisation's shifts are not offered to you.",
    });
    expect(JSON.stringify(refused.body)).not.toContain('residents');
  });
});
