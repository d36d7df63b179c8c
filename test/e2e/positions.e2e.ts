import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { DEMO_POSITIONS } from '@careshift/local/seed/positions';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { LandingPage } from './pages/landing-page';
import { PositionsPage } from './pages/positions-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

/** The test's own reading of a rate in cents as the landing shows it in English: euro per hour, "-" for 0. */
const shownRate = (cents: number) => (cents === 0 ? '-' : `€${(cents / 100).toFixed(2)}/h`);
const euros = (shown: string) => Number(shown.replace(/[^\d.]/g, ''));

/** A name no other journey of this run uses (the position id is derived from it). */
const NEW_POSITION = `Dialysis Nurse ${Date.now().toString(36).toUpperCase()}`;

async function publicPositionNames(): Promise<string[]> {
  const response = await fetch(`${stack.apiUrl}/api/public/positions`, { headers: stack.originHeaders });
  const { items } = (await response.json()) as { items: { name: string }[] };
  return items.map((item) => item.name);
}

describe('positions journey (issue 2): public rates, administrator sign-in, positions in English and Greek', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The page a failing test's screenshot shows. */
  let shown: Page;
  let phone: { context: BrowserContext; page: Page } | undefined;
  const positionWrites: Request[] = [];

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, DESKTOP));
    shown = page;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/positions'))
        positionWrites.push(request);
    });
  });
  beforeEach(({ task, onTestFailed }) => {
    shown = page;
    onTestFailed(() => screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`));
  });
  afterAll(async () => {
    await phone?.context.close();
    await context?.close();
    await browser?.close();
  });

  it('should show a visitor on a phone the seeded rates in euro per hour, a dash for 0, without TEST_POSITION', async () => {
    phone = await newPage(browser, PHONE);
    shown = phone.page;
    const landing = new LandingPage(phone.page, stack.webUrl);
    await landing.open();
    const rows = await landing.rateRows();
    await screenshot(phone.page, 'positions-01-landing-phone');

    const seeded = DEMO_POSITIONS.filter((position) => !position.positionId.includes('TEST_POSITION'));
    expect(rows).toEqual(
      expect.arrayContaining(
        seeded.map((position) => ({
          position: position.name,
          rates: [
            shownRate(position.normalDayHourlyRate),
            shownRate(position.normalNightHourlyRate),
            shownRate(position.holidayDayHourlyRate),
            shownRate(position.holidayNightHourlyRate),
          ],
        })),
      ),
    );
    expect(rows.find((row) => row.position === 'Physiotherapist')?.rates).toEqual([
      '€22.00/h',
      '-',
      '€30.00/h',
      '-',
    ]);
    expect(rows.map((row) => row.position)).not.toContain('Test Position');
    const dayRates = rows.map((row) => euros(row.rates[0] ?? ''));
    expect(dayRates).toEqual([...dayRates].sort((a, b) => a - b));
    await landing.navLink('Log In').waitFor();
  });

  it('should sign the administrator in from the landing page with e-mail and password, to their landing page', async () => {
    const landing = new LandingPage(page, stack.webUrl);
    const signIn = new SignInPage(page, stack.webUrl);
    await landing.open();
    await landing.navLink('Log In').click();
    await signIn.portal('Organizations Portal').click();
    await signIn.signInWithEmail(admin!.username, admin!.password, admin!.authenticatorSecret);
    await new PortalShell(page, stack.webUrl).landOn('/dashboard');
    await screenshot(page, 'positions-02-dashboard');
  });

  it('should refuse bad input in the position form with the spec’s messages and write nothing', async () => {
    const positions = new PositionsPage(page, stack.webUrl);
    await positions.openFromNavigation();
    const before = await positions.count();
    const publicBefore = await publicPositionNames();

    const form = await positions.addNew();
    await form.submit();
    for (const field of ['name', 'normalDay', 'normalNight', 'holidayDay', 'holidayNight'] as const) {
      await expect.poll(() => form.description(field), { timeout: 5000 }).toContain('Value is required');
    }
    await form.fill({ name: NEW_POSITION, normalDay: '12.345', normalNight: '14', holidayDay: '18.5' });
    await form.fill({ holidayNight: '0' });
    await form.submit();
    await expect.poll(() => form.description('normalDay'), { timeout: 5000 }).toContain('2 decimals max');
    expect(await form.description('name')).not.toContain('Value is required');
    expect(await form.description('normalNight')).not.toContain('2 decimals max');
    await screenshot(page, 'positions-03-bad-input');
    await form.cancel();

    expect(positionWrites).toEqual([]);
    await positions.button('Refresh').click();
    await expect.poll(() => positions.count()).toBe(before);
    expect(await publicPositionNames()).toEqual(publicBefore);
  });

  it('should create a position in the modal, showing the commission / employee split, and list it', async () => {
    const positions = new PositionsPage(page, stack.webUrl);
    const form = await positions.addNew();
    await form.fill({
      name: NEW_POSITION,
      normalDay: '12.50',
      normalNight: '14',
      holidayDay: '18.5',
      holidayNight: '0',
    });
    expect(await form.description('normalDay')).toContain('Commission €2.50 · Employee €10.00');
    await form.submit();
    await positions.flash(`Position "${NEW_POSITION}" created.`).waitFor();
    await form.dialog.waitFor({ state: 'hidden' });

    expect((await positions.rowCells(NEW_POSITION)).slice(0, 6)).toEqual([
      NEW_POSITION,
      '-', // no Greek name
      '€12.50/h',
      '€14.00/h',
      '€18.50/h',
      '-',
    ]);
    expect(positionWrites.map((request) => request.method())).toEqual(['POST']);
    await screenshot(page, 'positions-04-created');
  });

  it('should show the new position on the landing page in rate order, then every label in Greek', async () => {
    const landing = new LandingPage(page, stack.webUrl);
    await landing.open();
    const rows = await landing.rateRows();
    const index = rows.findIndex((row) => row.position === NEW_POSITION);
    expect(rows[index]?.rates).toEqual(['€12.50/h', '€14.00/h', '€18.50/h', '-']);
    expect(euros(rows[index - 1]?.rates[0] ?? '')).toBeLessThanOrEqual(12.5);
    expect(euros(rows[index + 1]?.rates[0] ?? '')).toBeGreaterThanOrEqual(12.5);
    await landing.navLink('Portal').waitFor();
    await landing.headerButton('Log Out').waitFor();

    await landing.switchLanguage('el');
    await landing.ratesSection.getByRole('heading', { name: 'Χρεώσεις βαρδιών' }).waitFor();
    expect(await landing.rateHeaders()).toEqual(['Θέση', 'Ημέρα', 'Νύχτα', 'Ημέρα αργίας', 'Νύχτα αργίας']);
    for (const label of ['Σχετικά με εμάς', 'Χρεώσεις βαρδιών', 'Επικοινωνία', 'Πύλη'])
      await landing.navLink(label).waitFor();
    await landing.headerButton('Αποσύνδεση').waitFor();
    const greekRow = await landing.rateRow(NEW_POSITION).locator('td').allInnerTexts();
    expect(greekRow.map((text) => text.replace(/\s/g, ' '))).toEqual([
      '12,50 €/ώρα',
      '14,00 €/ώρα',
      '18,50 €/ώρα',
      '-',
    ]);
    expect(await page.title()).toContain('βάρδιες');
    await screenshot(page, 'positions-05-landing-greek');

    // The choice is remembered: the portal opens in Greek too.
    const positions = new PositionsPage(page, stack.webUrl);
    await positions.open();
    await positions.page.getByRole('heading', { level: 1, name: /^Θέσεις/ }).waitFor();
    await landing.open();
    await landing.switchLanguage('en');
    await landing.ratesSection.getByRole('heading', { name: 'Shift rates' }).waitFor();
  });

  it('should edit a position in the modal and delete it only after "Are you sure?" is confirmed', async () => {
    const positions = new PositionsPage(page, stack.webUrl);
    await positions.open();
    const before = await positions.count();

    const form = await positions.edit(NEW_POSITION);
    expect(await form.field('name').inputValue()).toBe(NEW_POSITION);
    expect(Number(await form.field('normalDay').inputValue())).toBe(12.5);
    expect(Number(await form.field('holidayNight').inputValue())).toBe(0);
    await form.fill({ normalDay: '13.75', holidayNight: '21' });
    await form.submit();
    await positions.flash(`Position "${NEW_POSITION}" updated.`).waitFor();
    await expect
      .poll(async () => (await positions.rowCells(NEW_POSITION)).slice(2, 6))
      .toEqual(['€13.75/h', '€14.00/h', '€18.50/h', '€21.00/h']);

    const notNow = await positions.delete(NEW_POSITION);
    expect(await notNow.dialog.innerText()).toContain("You won't be able to revert this!");
    await screenshot(page, 'positions-06-are-you-sure');
    await notNow.cancel();
    await positions.row(NEW_POSITION).waitFor();

    const confirm = await positions.delete(NEW_POSITION);
    await confirm.confirm();
    await positions.flash(`Position "${NEW_POSITION}" deleted.`).waitFor();
    await positions.row(NEW_POSITION).waitFor({ state: 'detached' });
    await expect.poll(() => positions.count()).toBe(before - 1);
    expect(positionWrites.map((request) => request.method())).toEqual(['POST', 'PUT', 'DELETE']);
    expect(await publicPositionNames()).not.toContain(NEW_POSITION);
    await screenshot(page, 'positions-07-deleted');
  });
});
