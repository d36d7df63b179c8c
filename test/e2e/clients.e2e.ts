import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { ClientPages } from './pages/clients-pages';
import { NewRequestPage } from './pages/new-request-page';
import { RequestDetailPage } from './pages/request-detail-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
const run = Date.now().toString(36);
const ORGANISATION = `Kourion Care ${run}`;
const OWNER_EMAIL = `owner-${run}@kourion.example`;
const OWNER_PASSWORD = 'Kourion-owner-1';
/** The organisation's own commission, set on its config tab (the system's is 20 %). */
const OWN_COMMISSION = 30;
const euros = (shown: string) => Number(shown.replace(/[^\d.]/g, ''));

interface Session {
  context: BrowserContext;
  page: Page;
}

describe('clients journey (issue 10): an administrator onboards an organisation, its owner runs its account', () => {
  let browser: Browser;
  let administrator: Session;
  let owner: Session;
  let positionName: string;
  let clientId: string;
  let shiftId: string;
  /** The page a failing step saves as .local/screenshots/failed-<test>.png. */
  let shown: Page | undefined;

  /** Screenshots of a page in English and Greek at 1280 px (the language switch is `?lang=`). */
  const bothLanguages = async (session: Session, path: string, name: string) => {
    for (const lang of ['en', 'el']) {
      await session.page.goto(`${stack.webUrl}${path}?lang=${lang}`);
      await session.page.getByRole('main').locator('h1:visible').first().waitFor();
      await session.page.waitForLoadState('networkidle');
      await screenshot(session.page, `clients-${name}-${lang}`);
    }
    await session.page.goto(`${stack.webUrl}${path}?lang=en`);
  };

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    const api = await StackApi.asAdministrator(stack);
    positionName = (await api.createPosition(`Hospice Nurse ${run.toUpperCase()}`, [1500, 1800, 2200, 2600]))
      .name;
    administrator = await newPage(browser, DESKTOP);
    const signIn = new SignInPage(administrator.page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(admin.username, admin.password, admin.authenticatorSecret);
    await new PortalShell(administrator.page, stack.webUrl).landOn('/dashboard');
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (shown) await screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    await owner?.context.close();
    await administrator?.context.close();
    await browser?.close();
  });

  it("should refuse an empty client form with the spec's messages, then create the client and its owner", async () => {
    const { page } = administrator;
    shown = page;
    const pages = new ClientPages(page, stack.webUrl);
    await pages.goto('/clients');
    await page.getByRole('button', { name: 'Add New', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/clients/new');
    await pages.button('Create client').click();
    expect(await pages.description('Street')).toContain('Value is required');
    expect(await pages.description('Postal code')).toContain('Value is required');
    await pages.field('Postal code').fill('30');
    await pages.field('Password').fill('12345');
    await pages.button('Create client').click();
    expect(await pages.description('Postal code')).toContain('Must be exactly 4 digits.');
    expect(await pages.description('Password')).toContain('Must be at least 12 characters.');
    await page.getByText('You need to select at least one.', { exact: true }).first().waitFor();
    await screenshot(page, 'clients-new-errors-en');

    await pages.fillClientForm({
      name: ORGANISATION,
      legalName: `${ORGANISATION} Ltd`,
      phone: '25123456',
      description: 'Hospice care, 40 beds.',
      position: positionName,
      street: '12 Kourion Avenue',
      city: 'Limassol',
      postalCode: '4620',
      owner: { firstName: 'Irene', lastName: 'Kyprianou', email: OWNER_EMAIL, password: OWNER_PASSWORD },
    });
    await pages.button('Create client').click();
    await page.waitForURL((url) => /^\/clients\/[^/]+\/info$/.test(url.pathname));
    clientId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await pages.notice(`Client ${ORGANISATION} created.`).waitFor();
    await page.getByRole('heading', { name: ORGANISATION, level: 1 }).waitFor();
    expect(await pages.info.text('Legal name')).toBe(`${ORGANISATION} Ltd`);
    expect(await pages.info.text('Contact phone')).toBe('+35725123456');
    expect(await pages.address.text('City')).toBe('4620 Limassol');
    expect(await pages.count('Open')).toBe('0');
    expect(await pages.count('Closed')).toBe('0');
    await screenshot(page, 'clients-created-info-en');
  });

  it('should list the owner on the users tab and send its reset-password e-mail after "Are you sure?"', async () => {
    const { page } = administrator;
    shown = page;
    const pages = new ClientPages(page, stack.webUrl);
    await pages.tab('Users').click();
    await page.waitForURL((url) => url.pathname === `/clients/${clientId}/users`);
    const row = pages.userRow(OWNER_EMAIL);
    await row.getByText('Owner', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^More actions for/ }).click();
    // The client has one user: Delete is not offered.
    expect(await page.getByRole('menuitem', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Reset password', exact: true }).click();
    await pages.dialog.getByText('Are you sure?', { exact: true }).waitFor();
    await pages.dialog.getByRole('button', { name: 'Yes, send it!' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Email sent!').waitFor();
  });

  it('should give the organisation its own commission on the config tab, which then appears', async () => {
    const { page } = administrator;
    shown = page;
    const pages = new ClientPages(page, stack.webUrl);
    expect(await pages.tab('Configuration').count()).toBe(0);
    await pages.button('Add custom config').click();
    await page.waitForURL((url) => url.pathname === `/clients/${clientId}/config`);
    await page.getByText('Client configuration overrides system configuration.').waitFor();
    const slider = page.getByRole('slider', { name: 'Company commission percent' });
    await slider.focus();
    const current = Number(await slider.inputValue());
    for (let step = current; step < OWN_COMMISSION; step += 1) await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('Partner share (%)').inputValue()).toBe(String(100 - OWN_COMMISSION));
    await pages.button('Save').click();
    await pages.notice('Configuration saved.').waitFor();
    await pages.tab('Configuration').waitFor();
    await pages.button('Remove custom config').waitFor();
    await screenshot(page, 'clients-config-en');
  });

  it('should let the owner sign in, open nothing it may not, and edit its account without the status', async () => {
    owner = await newPage(browser, DESKTOP);
    const { page } = owner;
    shown = page;
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(OWNER_EMAIL, OWNER_PASSWORD);
    const shell = new PortalShell(page, stack.webUrl);
    await shell.landOn('/requests');
    for (const path of [
      '/clients',
      '/clients/new',
      `/clients/${clientId}/info`,
      `/clients/${clientId}/config`,
    ]) {
      await shell.goto(path);
      await shell.notFound.waitFor();
    }
    await screenshot(page, 'clients-owner-404-en');

    const pages = new ClientPages(page, stack.webUrl);
    await shell.goto('/account');
    await page.waitForURL((url) => url.pathname === '/account/info');
    expect(await pages.info.text('Legal name')).toBe(`${ORGANISATION} Ltd`);
    expect(await pages.card('Request analytics').count()).toBe(0);
    await pages.button('Edit').click();
    await page.waitForURL((url) => url.pathname === '/account/edit');
    await page.getByRole('heading', { name: 'Update Account', level: 1 }).waitFor();
    expect(await page.getByText('Status', { exact: true }).count()).toBe(0);
    await pages.field('Description').fill('Hospice care, 42 beds.');
    await pages.button('Save').click();
    await page.waitForURL((url) => url.pathname === '/account/info');
    await pages.notice('Changes saved.').waitFor();
    expect(await pages.info.text('Description')).toBe('Hospice care, 42 beds.');
    await pages.tab('Users').click();
    await pages.userRow(OWNER_EMAIL).waitFor();
    expect(await page.getByRole('button', { name: 'Create', exact: true }).count()).toBe(0);
  });

  it("should price the owner's new shift with the organisation's own commission", async () => {
    const { page } = owner;
    shown = page;
    const form = new NewRequestPage(page, stack.webUrl);
    await form.open();
    await form.select('Position').click();
    // Only the organisation's own position is offered (once the list has arrived).
    await page.getByRole('option').first().waitFor();
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered.map((text) => text.trim())).toEqual([positionName]);
    await page.getByRole('option', { name: positionName, exact: true }).click();
    shiftId = await form.submit();
    const detail = new RequestDetailPage(page, stack.webUrl);
    await detail.waitForLoaded();
    expect(await detail.price.root.getByText('Company commission').count()).toBe(0);

    shown = administrator.page;
    const asAdmin = new RequestDetailPage(administrator.page, stack.webUrl);
    await asAdmin.open(shiftId);
    await asAdmin.price.value('Company commission').waitFor();
    const total = euros(await asAdmin.price.text('Total cost'));
    const commission = euros(await asAdmin.price.text('Company commission'));
    const earnings = euros(await asAdmin.price.text('Partner earnings'));
    expect(total).toBeGreaterThan(0);
    expect(Math.abs(commission - total * (OWN_COMMISSION / 100))).toBeLessThanOrEqual(0.01);
    expect(Math.abs(earnings - total * (1 - OWN_COMMISSION / 100))).toBeLessThanOrEqual(0.01);
    await screenshot(administrator.page, 'clients-shift-price-admin-en');
    await administrator.page.getByRole('link', { name: ORGANISATION, exact: true }).first().click();
    await administrator.page.waitForURL((url) => url.pathname === `/clients/${clientId}/info`);
    expect(await new ClientPages(administrator.page, stack.webUrl).count('Open')).toBe('1');
  });

  it('should show every clients page in English and Greek at 1280 px', async () => {
    shown = administrator.page;
    await bothLanguages(administrator, '/clients', 'list');
    await bothLanguages(administrator, '/clients/new', 'new');
    for (const tab of ['info', 'users', 'requests', 'config', 'edit', 'users/new'])
      await bothLanguages(administrator, `/clients/${clientId}/${tab}`, `admin-${tab.replace('/', '-')}`);
    shown = owner.page;
    for (const path of ['info', 'users', 'edit'])
      await bothLanguages(owner, `/account/${path}`, `account-${path}`);
  });
});
