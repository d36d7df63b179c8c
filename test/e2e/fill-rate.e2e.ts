import { randomUUID } from 'node:crypto';

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { clientFillRateGet, fillRateGet, shiftCancel, shiftClaim } from '@careshift/contract';
import type { FillRateReportView, Partner, Position } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { failureScreenshots } from './support/failure-screenshots';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

const run = Date.now().toString(36);
const HOME = `Paphos Care ${run}`;
const EMPTY_HOME = `Kato Paphos Home ${run}`;
const OWNER_EMAIL = `owner.${run}@paphos.example`;
const OWNER_PASSWORD = 'Paphos-owner-12';
const POSITION = `Fill Nurse ${run.toUpperCase()}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const onTheHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR);

/**
 * Issue 35 item 5: an organisation posts four shifts; an administrator assigns one 2 hours after posting
 * and one 5 hours after (the handlers' clock moved), one stays open, one is cancelled before its start.
 * Five days later every one has started: the organisation's page and the dashboard show a fill rate of
 * 2 of 3 (66.7 %), a median time to fill of 3 h 30 min and a 90th percentile of 4 h 42 min, per
 * position too; a fresh organisation shows "No shifts posted in this period". Exclusive: it moves the
 * handlers' clock.
 */
describe('fill-rate reporting (issue 35 item 5): dashboard and client page', () => {
  let browser: Browser;
  let api: StackApi;
  let position: Position;
  let home: { id: string; name: string };
  let emptyHome: { id: string; name: string };
  const shown = failureScreenshots();

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    position = await api.createPosition(POSITION, [1700, 1900, 2500, 2900]);
    home = await api.createOrganisation({
      name: HOME,
      positionIds: [position.id],
      ownerEmail: OWNER_EMAIL,
      password: OWNER_PASSWORD,
      city: 'PAPHOS',
    });
    emptyHome = await api.createOrganisation({
      name: EMPTY_HOME,
      positionIds: [position.id],
      ownerEmail: `owner.${run}@kato-paphos.example`,
      password: OWNER_PASSWORD,
      city: 'PAPHOS',
    });
    const partner: Partner = await api.createPartner({
      firstName: 'Andreas',
      lastName: 'Charalambous',
      nationalNumber: `94${String((Date.now() + 41) % 1_000_000).padStart(6, '0')}`,
      email: `andreas.${run}@example.com`,
      positionIds: [position.id],
    });
    const start = (days: number) => new Date(onTheHour().getTime() + days * DAY);
    const post = (days: number) =>
      api.postShift({
        clientId: home.id,
        positionId: position.id,
        start: start(days),
        idempotencyKey: randomUUID(),
      });
    const [first, second, , cancelled] = [await post(3), await post(4), await post(4.5), await post(5)];
    const assign = async (shiftId: string) => {
      const claimed = await api.call(shiftClaim, { path: { shiftId }, body: { partnerId: partner.id } });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    };
    try {
      await api.setClockOffset(2 * HOUR);
      await assign(first ?? '');
      await api.setClockOffset(5 * HOUR);
      await assign(second ?? '');
      const cancel = await api.call(shiftCancel, {
        path: { shiftId: cancelled ?? '' },
        body: { cancellationReason: 'No longer needed' },
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      // Five days on, every shift has started: the report's period (the last 30 days) holds them.
      await api.setClockOffset(5 * DAY + 6 * HOUR);
    } catch (error) {
      await api.setClockOffset(0);
      throw error;
    }
  });
  afterAll(async () => {
    await api?.setClockOffset(0);
    await browser?.close();
  });

  const card = (page: Page) => page.locator('[data-testid="fill-rate-card"]');
  const positionRow = (section: Locator) =>
    section.locator('[data-testid="fill-rate-positions"]').getByRole('row').filter({ hasText: POSITION });

  it('should show the organisation its own fill rate and times to fill, in English and Greek', async () => {
    const reply = await api.call<FillRateReportView>(clientFillRateGet, { path: { clientId: home.id } });
    expect(reply.body.overall).toMatchObject({
      posted: 3,
      filled: 2,
      fillRatePercent: 66.7,
      medianMinutes: 210,
      p90Minutes: 282,
    });
    const { page } = await newPage(browser, DESKTOP);
    shown.page = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    await shell.goto('/account/info');
    const section = card(page);
    await section.getByRole('heading', { name: 'Filling shifts' }).waitFor();
    await section.getByText('66.7%').first().waitFor();
    await section.getByText('2 of 3 posted shifts claimed before their start').waitFor();
    await section.getByText('3 h 30 min').first().waitFor();
    await section.getByText('4 h 42 min').first().waitFor();
    const cells = await positionRow(section).getByRole('cell').allInnerTexts();
    expect(cells.map((text) => text.trim())).toEqual([
      '3',
      '2',
      '66.7%',
      '3 h 30 min',
      '4 h 42 min',
      '0%',
      '0%',
    ]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'fill-rate-organisation', { axe: true });

    await section.getByRole('button', { name: 'Last 90 days' }).click();
    await section.getByText('Shifts that started in the last 90 days', { exact: false }).waitFor();
    await section.getByText('66.7%').first().waitFor();

    await page.goto(`${stack.webUrl}/account/info?lang=el`);
    const greek = card(page);
    await greek.getByRole('heading', { name: 'Κάλυψη βαρδιών' }).waitFor();
    await greek.getByText('2 από 3 δημοσιευμένες βάρδιες αναλήφθηκαν πριν από την έναρξή τους').waitFor();
    await greek.getByText('66,7%').first().waitFor();
    await greek.getByText('3 ώρ. 30 λεπ.').first().waitFor();
    await greek.scrollIntoViewIfNeeded();
    await screenshot(page, 'fill-rate-organisation-el');
    await page.goto(`${stack.webUrl}/account/info?lang=en`);
  });

  it('should show administrators every organisation on the dashboard, and one on its page', async () => {
    const { page } = await newPage(browser, DESKTOP);
    shown.page = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(admin?.username ?? '', admin?.password ?? '', admin?.authenticatorSecret);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/dashboard');
    const section = card(page);
    await section.getByRole('heading', { name: 'Filling shifts' }).waitFor();
    // Other journeys add shifts meanwhile: only this journey's position row is compared exactly.
    const row = positionRow(section);
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.map((text) => text.trim())).toEqual([
      '3',
      '2',
      '66.7%',
      '3 h 30 min',
      '4 h 42 min',
      '0%',
      '0%',
    ]);
    const everyone = await api.call<FillRateReportView>(fillRateGet, { query: { days: '30' } });
    expect(everyone.status).toBe(200);
    expect(everyone.body.positions.find((p) => p.positionId === position.id)).toMatchObject({
      posted: 3,
      filled: 2,
    });
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'fill-rate-dashboard', { axe: true });

    await shell.goto(`/clients/${home.id}/info`);
    await card(page).getByText('2 of 3 posted shifts claimed before their start').waitFor();
    await shell.goto(`/clients/${emptyHome.id}/info`);
    await card(page).getByText('No shifts posted in this period.').waitFor();
    await card(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'fill-rate-empty');
  });

  it("should refuse another organisation's report to an organisation's user", async () => {
    const owner = await StackApi.asUser(stack, OWNER_EMAIL, OWNER_PASSWORD);
    const other = await owner.call(clientFillRateGet, { path: { clientId: emptyHome.id } });
    expect(other.status).toBe(404);
    const everyone = await owner.call(fillRateGet, {});
    expect(everyone.status).toBe(403);
  });
});
