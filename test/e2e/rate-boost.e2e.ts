import { randomUUID } from 'node:crypto';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Position } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { FindAShiftPage } from './pages/find-a-shift-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { failureScreenshots } from './support/failure-screenshots';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');

const run = Date.now().toString(36);
const HOME = `Nicosia Boost Home ${run}`;
const OWNER_EMAIL = `owner.${run}@boost.example`;
const OWNER_PASSWORD = 'Boost-owner-1';
const PARTNER_NUMBER = `99${String((Date.now() + 61) % 1_000_000).padStart(6, '0')}`;
const HOUR = 3_600_000;
const onTheHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);
/** Euros as the English interface writes them ("€123.40"). */
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/**
 * Issue 35 item 4: a boost reprices a shift and shows on partners' cards. The organisation raises the
 * rates of its open shift by 10 %, sees the price now and after before confirming, and the partner who
 * holds the position sees "Boosted" and the new earnings on Find a shift (English and Greek).
 */
describe('rate boost (issue 35): a boost reprices a shift and shows on partners’ cards', () => {
  let browser: Browser;
  let api: StackApi;
  let position: Position;
  let shiftId: string;
  let before: { totalCost: number; employeeEarnings?: number };
  let after: { totalCost: number; employeeEarnings?: number };
  const shown = failureScreenshots();

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(`Boost Nurse ${run.toUpperCase()}`, [2000, 2200, 2800, 3000]);
    const home = await api.createOrganisation({
      name: HOME,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'NICOSIA',
    });
    await api.createPartner({
      firstName: 'Chrystalla',
      lastName: 'Boostwatcher',
      nationalNumber: PARTNER_NUMBER,
      email: `chrystalla.${run}@example.com`,
      positionIds: [position.id],
    });
    shiftId = await api.postShift({
      clientId: home.id,
      positionId: position.id,
      start: new Date(onTheHour().getTime() + 3 * 24 * HOUR),
      idempotencyKey: randomUUID(),
    });
    before = (await api.getShift(shiftId)).cost;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should show the organisation the new price before it confirms the boost, then reprice the shift', async () => {
    const { page } = await newPage(browser, DESKTOP);
    shown.page = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    await shell.goto(`/requests/${shiftId}`);

    await page.getByRole('button', { name: 'Boost rate' }).click();
    const modal = page.getByRole('dialog', { name: /^Boost the rate of shift #\d+$/u });
    await modal.getByText('Price now').waitFor();
    await modal.getByText(euros(before.totalCost), { exact: true }).waitFor();
    const input = modal.getByLabel('Percentage (%)');
    await input.fill('60');
    await modal.getByText('Enter a valid value.').waitFor();
    await input.fill('10');
    await modal.getByText('Price after the boost').waitFor();
    const expected = Math.round(before.totalCost * 1.1);
    await modal.getByText(euros(expected), { exact: true }).waitFor();
    await screenshot(page, 'rate-boost-quote-modal', { axe: true });
    await modal.getByRole('button', { name: 'Boost', exact: true }).click();
    await page.getByText(/^Shift #\d+ was boosted: the new price is /u).waitFor();
    await page.getByText('↑ Boosted').first().waitFor();
    await screenshot(page, 'rate-boost-shift-page');

    after = (await api.getShift(shiftId)).cost;
    expect(after.totalCost).toBe(expected);
    expect(after.employeeEarnings ?? 0).toBeGreaterThan(before.employeeEarnings ?? 0);
    await page.close();
  });

  it('should let the organisation turn on its automatic rate boost on its Favourites and blocks tab', async () => {
    const { page } = await newPage(browser, DESKTOP);
    shown.page = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    // While the setting loads, and when it cannot be read, the card says so (with Try again).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const setting = /\/api\/clients\/[^/]+\/auto-boost$/u;
    await page.route(setting, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      await held;
      return route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Unavailable' } });
    });
    await shell.goto('/account/favourites');
    await page.getByText('Loading the automatic rate boost').waitFor();
    release();
    await page.getByText('The automatic rate boost could not be loaded').waitFor();
    await screenshot(page, 'rate-boost-automatic-failed');
    await page.unroute(setting);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Automatic rate boost' }).waitFor();
    await page.getByText('Off.', { exact: true }).waitFor();
    await page.getByLabel('Percentage (%)').fill('15');
    await page.getByLabel('Hours before the claim deadline').fill('12');
    await page.getByLabel('At most, times').fill('2');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await page.getByText('The automatic rate boost was saved.').waitFor();
    await page.getByText('On: +15 % from 12 hours before the claim deadline, at most 2 times.').waitFor();
    await screenshot(page, 'rate-boost-automatic-setting');
    await page.close();
  });

  it('should show the partner the boosted shift on Find a shift with its new earnings, in English and Greek', async () => {
    const { page } = await newPage(browser, PHONE);
    shown.page = page;
    await signInPartnerWithSavedSession(page, stack, api, `+357${PARTNER_NUMBER}`);
    const findAShift = new FindAShiftPage(page, stack.webUrl);
    await findAShift.open();
    const card = findAShift.card(HOME).first();
    await card.getByText('↑ Boosted').waitFor();
    await card.getByText(euros(after.employeeEarnings ?? 0)).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'rate-boost-partner-card');

    await page.goto(`${stack.webUrl}/find-a-shift?lang=el`);
    await findAShift.card(HOME).first().getByText('↑ Αυξημένη αμοιβή').waitFor();
    await screenshot(page, 'rate-boost-partner-card-el');
    await page.goto(`${stack.webUrl}/find-a-shift?lang=en`);
    await findAShift.card(HOME).first().getByText('↑ Boosted').waitFor();
  });
});
