import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { earliestMultiShiftDate } from '@careshift/contract';
import { addDaysYmd } from '@careshift/domain';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { MultiCreatePage } from './pages/multi-create-page';
import { PositionFormModal, PositionsPage } from './pages/positions-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

const run = Date.now().toString(36);
const POSITION = { id: 'CARE_ASSISTANT', name: 'Care Assistant' };
const ORGANISATION = `Larnaca Bay Care ${run}`;
const PENDING_ORGANISATION = `Kiti Pending Home ${run}`;
const PENDING_OWNER = { email: `owner.${run}@kiti-pending.example`, password: 'Kiti-owner-1' };

/** Issue 32, items 8, 9, 10 and 13: what organisations and administrators tripped over. */
describe('organisation and administrator fixes (issue 32)', () => {
  let browser: Browser;
  let api: StackApi;
  let session: { context: BrowserContext; page: Page } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    await api.createOrganisation({
      name: ORGANISATION,
      positionIds: [POSITION.id],
      ownerEmail: `owner.${run}@larnaca-bay.example`,
      password: 'Larnaca-owner-1',
    });
    await api.createOrganisation({
      name: PENDING_ORGANISATION,
      positionIds: [POSITION.id],
      ownerEmail: PENDING_OWNER.email,
      password: PENDING_OWNER.password,
      status: 'PENDING',
    });
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (session) await screenshot(session.page, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('should tell a PENDING organisation it cannot post before it fills a form (item 9)', async () => {
    session = await newPage(browser, DESKTOP);
    const { page } = session;
    await new SignInPage(page, stack.webUrl).open('?type=client');
    await new SignInPage(page, stack.webUrl).signInWithEmail(PENDING_OWNER.email, PENDING_OWNER.password);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    for (const path of ['/requests/new', '/requests/multiCreate']) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.getByText('Your organisation cannot post requests yet').waitFor();
      expect(await page.getByText(/waiting for verification \(status: Pending\)/).count()).toBe(1);
      expect(await page.getByRole('button', { name: /^Position\b/ }).count()).toBe(0);
    }
    await screenshot(page, 'issue32-01-pending-organisation-desktop');
    await session.context.close();
    session = undefined;
  });

  it('should suggest a claim deadline that keeps the dates, warn of passed deadlines and lock after posting (item 8)', async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    session = await newPage(browser, DESKTOP);
    const { page } = session;
    await new SignInPage(page, stack.webUrl).open('?type=client');
    await new SignInPage(page, stack.webUrl).signInWithEmail(
      admin.username,
      admin.password,
      admin.authenticatorSecret,
    );
    await new PortalShell(page, stack.webUrl).landOn('/dashboard');
    const form = new MultiCreatePage(page, stack.webUrl);
    await form.open();
    await form.chooseClient(ORGANISATION);
    await form.choosePosition(POSITION.name);

    // Tomorrow is before today + 3: left out, and a 1-day claim deadline is offered to keep it.
    const tomorrow = earliestMultiShiftDate(new Date(), 1);
    await form.addDateRange(tomorrow, tomorrow);
    await form.datesNotice().waitFor();
    await page.getByRole('button', { name: 'Use a 1-day claim deadline and keep them', exact: true }).click();
    await expect.poll(() => form.datesChosen().innerText()).toBe('1 of 500 dates chosen');
    // A shift at 00:00 tomorrow with a 1-day deadline had its deadline at 00:00 today (Nicosia), passed at
    // any hour the journey runs (00:10 was not passed between midnight and 00:10): said before posting.
    await form.setSlot('Morning', '00:00');
    await page.getByText('Claim deadline passed', { exact: true }).waitFor();
    expect(await page.getByText(/^1 request has a claim deadline that has already passed/).count()).toBe(1);
    await screenshot(page, 'issue32-02-multi-create-deadline-desktop');

    // A later date posts; then the button stays disabled for this form.
    await page.getByRole('button', { name: 'Remove all', exact: true }).click();
    const later = addDaysYmd(earliestMultiShiftDate(new Date(), 1), 10);
    await form.addDateRange(later, addDaysYmd(later, 1));
    await form.setSlot('Morning', '07:00');
    await expect.poll(() => page.getByText('Claim deadline passed', { exact: true }).count()).toBe(0);
    await form.submit();
    expect(await form.summary().innerText()).toBe('Successfully created 2 requests.');
    expect(await form.submitButton().isDisabled()).toBe(true);
  });

  it('should show the not-found state, say what is wrong with a rate and what uses a position (items 10, 13)', async () => {
    const { page } = session!;
    const positions = new PositionsPage(page, stack.webUrl);
    await page.goto(`${stack.webUrl}/positions/NO_SUCH_POSITION_${run.toUpperCase()}/edit`);
    await page.getByText('Position not found', { exact: true }).waitFor();

    await positions.openAt('/positions/new');
    const modal = new PositionFormModal(positions.modal('New position'));
    await modal.fill({
      name: `Rate Check ${run}`,
      normalDay: '-5',
      normalNight: 'abc',
      holidayDay: '1e3',
      holidayNight: '1.505',
    });
    await modal.submit();
    await expect.poll(() => modal.description('normalDay')).toContain('Must be zero or more');
    expect(await modal.description('normalNight')).toContain('Must be a number, such as 12.50.');
    expect(await modal.description('holidayDay')).toContain('plain digits');
    expect(await modal.description('holidayNight')).toContain('2 decimals max');
    await modal.cancel();

    // Care Assistant has open requests now (posted above): deleting it is refused, and the dialog says why.
    await positions.open();
    const confirm = await positions.delete(POSITION.name);
    const usage = page.getByTestId('position-usage');
    await usage.waitFor();
    await expect
      .poll(() => usage.innerText())
      .toMatch(/open requests? \(pending, open or claimed\) uses? it/);
    expect(await usage.innerText()).toContain('It cannot be deleted while open requests use it');
    expect(await confirm.dialog.getByRole('button', { name: 'Yes, delete it!' }).count()).toBe(0);
    await screenshot(page, 'issue32-03-position-in-use-desktop');
    await confirm.cancel();
  });
});
