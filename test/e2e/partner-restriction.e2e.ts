import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { shiftClaim, shiftCreate } from '@careshift/contract';
import { nicosiaToday } from '@careshift/domain';

import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { FindAShiftPage } from './pages/find-a-shift-page';
import { PartnerFormPage } from './pages/partners-pages';
import { RequestDetailPage } from './pages/request-detail-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const run = Date.now().toString(36);
/** A number of this journey's own (+357 99 7…). */
const NUMBER = `997${String(Date.now()).slice(-5)}`;
/** A VERIFIED partner of the same position, whose own shift leaves too little rest before another. */
const TIRED_NUMBER = `998${String(Date.now()).slice(-5)}`;
const DAY_MS = 86_400_000;

let browser: Browser;
let api: StackApi;
let shiftId = '';
let organisationId = '';
let positionId = '';
const today = nicosiaToday(Date.now());
/** "28/11/2026": the day the licence expired, as the partner reads it. */
const expiredOn = today.split('-').reverse().join('/');

async function failing<T>(page: Page, name: string, step: Promise<T>): Promise<T> {
  return step.catch(async (error: unknown) => {
    await screenshot(page, `failed-${name}`, { axe: false });
    throw error;
  });
}

/**
 * Issue 32, items 1 and 5: a partner whose licence expired (the licence sweep restricted them) is told
 * on a phone why and what to do, on Find a shift and the profile, and no Claim button works; the
 * profile refuses letters in the postal code and a tax number that is not a Cyprus TIN.
 */
describe('A RESTRICTED partner on a phone', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    const position = await api.createPosition(`Ward Nurse ${run.toUpperCase()}`, [1600, 1850, 2400, 2800]);
    const organisation = await api.createOrganisation({
      name: `Larnaca Care ${run}`,
      positionIds: [position.id],
      ownerEmail: `owner.${run}@larnaca.example`,
      password: 'Larnaca-owner-1',
    });
    await api.createPartner({
      firstName: 'Androulla',
      lastName: 'Christodoulou',
      nationalNumber: NUMBER,
      email: `androulla.${run}@example.com`,
      positionIds: [position.id],
      registrationExpirationDate: today,
    });
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 6 * DAY_MS + 8 * 3_600_000);
    shiftId = await api.postShift({
      clientId: organisation.id,
      positionId: position.id,
      start,
      idempotencyKey: `restriction-e2e-${run}`,
    });
    organisationId = organisation.id;
    positionId = position.id;
    // Two days on, the licence sweep finds the licence expired and restricts the partner.
    await api.setClockOffset(2 * DAY_MS);
    await api.runJob('licence-sweep');
  });
  afterAll(async () => {
    await api?.setClockOffset(0);
    await browser?.close();
  });

  it('should show the reason and the steps, and let no Claim button work', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=employee');
      await signIn.signInWithSmsCode(NUMBER, api);
      await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');

      const findAShift = new FindAShiftPage(page, stack.webUrl);
      const alert = page.getByRole('main').getByText('You cannot claim shifts right now', { exact: true });
      await failing(page, 'restricted-find-a-shift', alert.waitFor());
      const main = page.getByRole('main');
      await main.getByText('Your status: Restricted').waitFor();
      await main.getByText(`Your professional licence expired on ${expiredOn}.`).waitFor();
      await main.getByText('Upload your renewed licence under Documents.', { exact: true }).waitFor();
      await findAShift.waitForList();
      await screenshot(page, 'partner-restricted-find-a-shift-phone');

      // The shift's Claim is disabled, with why and what to do next to it.
      const detail = new RequestDetailPage(page, stack.webUrl);
      await detail.open(shiftId);
      const claim = detail.action('Claim');
      await claim.waitFor();
      expect(await claim.isDisabled()).toBe(true);
      await main
        .getByText(`Your professional licence expired on ${expiredOn}. Upload the renewed licence`)
        .waitFor();
      const enabledClaims = main
        .getByRole('button', { name: 'Claim', exact: true })
        .and(page.locator(':enabled'));
      expect(await enabledClaims.count()).toBe(0);
      await screenshot(page, 'partner-restricted-claim-off-phone');

      // The profile says the same, and leads to Documents.
      await page.goto(`${stack.webUrl}/profile/info`);
      await main.getByText(`Your professional licence expired on ${expiredOn}.`).waitFor();
      await main
        .getByRole('link', { name: 'Open Documents' })
        .or(main.getByRole('button', { name: 'Open Documents' }))
        .first()
        .waitFor();
      await screenshot(page, 'partner-restricted-profile-phone');
    } finally {
      await context.close();
    }
  });

  it('should flag on Find a shift the open shift whose rest hours a held shift breaks, naming that shift', async () => {
    const tired = await api.createPartner({
      firstName: 'Panayiota',
      lastName: 'Ioannou',
      nationalNumber: TIRED_NUMBER,
      email: `panayiota.${run}@example.com`,
      positionIds: [positionId],
    });
    const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    // 14:00–22:00 Nicosia (UTC+2) on day 8, then 03:00–09:00 on day 9: 5 hours of rest.
    const at = (day: number, hourUtc: number) =>
      new Date(midnight + day * DAY_MS + hourUtc * 3_600_000).toISOString();
    const posted = await api.call<{ results: { requestId: string; refNumber: number }[] }>(shiftCreate, {
      body: {
        clientId: organisationId,
        positionId,
        shifts: [
          { startDate: at(8, 12), endDate: at(8, 20), deadline: at(7, 12) },
          { startDate: at(9, 1), endDate: at(9, 7), deadline: at(8, 1) },
        ],
        idempotencyKey: `restriction-e2e-rest-${run}`,
      },
    });
    expect(posted.status).toBe(200);
    const [held, early] = posted.body.results;
    const assigned = await api.call(shiftClaim, {
      path: { shiftId: held?.requestId ?? '' },
      body: { partnerId: tired.id },
    });
    expect(assigned.status).toBe(200);

    const { context, page } = await newPage(browser, PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=employee');
      await signIn.signInWithSmsCode(TIRED_NUMBER, api);
      await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');
      const findAShift = new FindAShiftPage(page, stack.webUrl);
      await findAShift.waitForList();
      const flag = page
        .getByRole('main')
        .getByText(
          new RegExp(
            `^Your #${held?.refNumber} ends \\d\\d/\\d\\d 22:00: you need at least \\d+ hours of rest`,
          ),
        );
      await failing(page, 'find-a-shift-conflict', flag.waitFor());
      expect(await flag.count()).toBe(1);
      expect(early?.requestId).toBeTruthy();
      await screenshot(page, 'find-a-shift-conflict-phone');
    } finally {
      await context.close();
    }
  });

  it('should refuse letters in the postal code and a tax number that is not a Cyprus TIN', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=employee');
      await signIn.signInWithSmsCode(NUMBER, api);
      await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');
      await page.goto(`${stack.webUrl}/profile/edit`);
      const form = new PartnerFormPage(page);
      await form.field('Postal code').waitFor();
      await form.field('Postal code').fill('30ab');
      await form.field('Tax identification number').fill('<b>TIN</b>');
      await form.save.click();
      await failing(page, 'profile-postal-code', form.message('Must be exactly 4 digits.').waitFor());
      await form
        .message('Must be a Cyprus tax number (TIN): 8 digits and a letter, such as 12345678L.')
        .waitFor();
      expect(await form.field('Postal code').inputValue()).toBe('30ab');
      expect(page.url()).toContain('/profile/edit');
      await screenshot(page, 'partner-profile-postal-code-tin-phone');
    } finally {
      await context.close();
    }
  });
});
