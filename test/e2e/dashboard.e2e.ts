import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import { clientsList, monthlyStatisticsGet, partnersList, shiftsList } from '@careshift/contract';
import type { MonthlyStatistics, ShiftRow } from '@careshift/contract';
import { formatEuros } from '@careshift/domain/money';
import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import { dashboardMonths } from '@careshift/domain/statistics/dashboard';
import { nicosiaWallClock } from '@careshift/domain/time/nicosia';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { LandingContactForm } from './pages/contact-form';
import { DashboardPage } from './pages/dashboard-page';
import { LandingPage } from './pages/landing-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';
import { signInPartnerWithSavedSession } from './support/saved-session';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
const PARTNER = stack.signIns.find((signIn) => signIn.role === 'EMPLOYEE');
const STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  VERIFIED: 'Verified',
  CLAIMED: 'Claimed',
  CANCELED: 'Canceled',
  ABANDONED: 'Abandoned',
  FINISHED: 'Finished',
  NO_SHOW: 'No show',
  COMPLETED: 'Completed',
};
const monthOf = (instant: string) => {
  const wall = nicosiaWallClock(instant);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}`;
};

/** Every item of a cursor-paged list operation, read through the API as the administrator. */
async function readAll<T>(api: StackApi, operation: Parameters<StackApi['call']>[0]): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const reply: { body: { items: T[]; cursor: string | null } } = await api.call(operation, {
      query: cursor ? { cursor } : {},
    });
    items.push(...reply.body.items);
    cursor = reply.body.cursor;
  } while (cursor);
  return items;
}

describe('dashboard, contact form and Help Center (issue 13)', () => {
  let browser: Browser;
  let api: StackApi;
  let shown: Page;
  const contexts: BrowserContext[] = [];
  const open = async (viewport = DESKTOP) => {
    const opened = await newPage(browser, viewport);
    contexts.push(opened.context);
    shown = opened.page;
    return opened.page;
  };

  beforeAll(async () => {
    if (!admin || !PARTNER) throw new Error('The e2e stack seeded no administrator or partner');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('should show the administrator the seeded six months in both charts and cards equal to a recount', async () => {
    const shifts = await readAll<ShiftRow>(api, shiftsList);
    const partners = await readAll<unknown>(api, partnersList);
    const clients = await readAll<unknown>(api, clientsList);
    const stats = (await api.call<MonthlyStatistics>(monthlyStatisticsGet)).body;
    const months = dashboardMonths(new Date(stats.generatedAt));
    const inMonth = (month: string, status: string) =>
      shifts.filter((shift) => monthOf(shift.startDate) === month && shift.status === status);

    const page = await open();
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=client');
    await signIn.signInWithEmail(admin?.username ?? '', admin?.password ?? '', admin?.authenticatorSecret);
    await new PortalShell(page, stack.webUrl).landOn('/dashboard');
    const dashboard = new DashboardPage(page, stack.webUrl);
    await dashboard.open();
    await dashboard.drawing('revenue').waitFor();
    await dashboard.drawing('shiftCounts').waitFor();
    await screenshot(page, 'dashboard-01-admin-en');

    expect(await dashboard.cardValue('Open Requests')).toBe(
      String(shifts.filter((shift) => shift.status === 'VERIFIED').length),
    );
    expect(await dashboard.cardValue('Total Partners')).toBe(String(partners.length));
    expect(await dashboard.cardValue('Total Clients')).toBe(String(clients.length));
    const lastMonth = months.at(-2) ?? '';
    const revenue = ['FINISHED', 'COMPLETED']
      .flatMap((status) => inMonth(lastMonth, status))
      .reduce((sum, shift) => sum + (shift.cost.companyCommission ?? 0), 0);
    expect(await dashboard.cardValue(/^Revenue /)).toBe(formatEuros(revenue, 'en'));

    const table = await dashboard.tableOf('shiftCounts');
    expect(table.months).toHaveLength(6);
    const expected = Object.fromEntries(
      SHIFT_STATUSES.filter((status) => months.some((month) => inMonth(month, status).length > 0)).map(
        (status) => [STATUS_LABELS[status], months.map((month) => String(inMonth(month, status).length))],
      ),
    );
    expect(table.rows).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(3);
    await screenshot(page, 'dashboard-02-table-en');

    await page.evaluate(() => localStorage.setItem('careshift.language', 'el'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Πίνακας ελέγχου' }).waitFor();
    await dashboard.drawing('revenue').waitFor();
    await screenshot(page, 'dashboard-06-admin-el');
    await page.evaluate(() => localStorage.setItem('careshift.language', 'en'));
    await page.reload();
    await dashboard.heading.waitFor();
    await dashboard.tableOf('shiftCounts');
    await page.getByRole('link', { name: 'Finished', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/requests' && url.searchParams.get('status') === 'FINISHED',
    );
  });

  it('should refuse a bad phone on the landing form, send a good one and e-mail the inbox and the sender', async () => {
    const page = await open(PHONE);
    await page.goto(`${stack.webUrl}/`);
    const form = new LandingContactForm(page);
    await form.form.scrollIntoViewIfNeeded();
    const email = `visitor-${Date.now().toString(36)}@example.com`;
    await form.fill({ name: 'Andreas Georgiou', email, phone: '12345', type: 'HIRE_NURSES' });
    await form.send();
    await form.error('Must be valid phone number.').waitFor();
    await screenshot(page, 'dashboard-03-landing-form-error-phone');

    const since = new Date();
    await form.form.getByLabel('Phone number', { exact: true }).fill('99123456');
    await form.send();
    await form.toast.waitFor();
    await screenshot(page, 'dashboard-04-landing-form-sent-phone');
    const acknowledgement = await api.outbox.waitFor(email, { channel: 'email', since });
    expect(acknowledgement.subject).toBe('We received your message');
    expect(acknowledgement.body).toContain('No message');
    const inbox = await api.outbox.list({ to: 'info@careshift.local', channel: 'email', since });
    expect(inbox.some((mail) => mail.body.includes(email) && mail.body.includes('+35799123456'))).toBe(true);

    await new LandingPage(page, stack.webUrl).switchLanguage('el');
    await page.locator('#contact-phone').fill('123');
    await page.locator('#get-in-touch form button[type="submit"]').click();
    await page.getByText('Πρέπει να είναι έγκυρος αριθμός τηλεφώνου.', { exact: true }).waitFor();
    await form.form.scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-07-landing-form-el-phone');
  });

  it('should let a signed-in partner send a feature idea to the company inbox', async () => {
    const page = await open(PHONE);
    const since = new Date();
    await signInPartnerWithSavedSession(page, stack, api, PARTNER?.username ?? '');
    await new PortalShell(page, stack.webUrl).landOn('/find-a-shift');
    await page.goto(`${stack.webUrl}/feature-ideas`);
    const title = `Calendar export ${Date.now().toString(36)}`;
    await page.getByLabel('Idea', { exact: true }).fill(title);
    await page
      .getByLabel('What would it change for you?', { exact: true })
      .fill('My shifts in my phone calendar.');
    await page.getByRole('button', { name: 'Send idea' }).click();
    await page.getByText('Thank you! Your idea was sent to our team.').waitFor();
    await screenshot(page, 'dashboard-05-feature-idea-phone');
    const mail = await api.outbox.waitFor('info@careshift.local', { channel: 'email', since });
    expect(mail.subject).toBe(`Feature idea: ${title}`);

    await page.goto(`${stack.webUrl}/contact-us`);
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).not.toBe('');
    await screenshot(page, 'dashboard-08-contact-us-phone');
    await page.evaluate(() => localStorage.setItem('careshift.language', 'el'));
    await page.goto(`${stack.webUrl}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Συχνές ερωτήσεις' }).waitFor();
    await page.getByText('Πώς αναλαμβάνω μια βάρδια;').click();
    await screenshot(page, 'dashboard-09-faq-el-phone');

    const desk = await open();
    const adminSignIn = new SignInPage(desk, stack.webUrl);
    await adminSignIn.open('?type=client');
    await adminSignIn.signInWithEmail(
      admin?.username ?? '',
      admin?.password ?? '',
      admin?.authenticatorSecret,
    );
    await new PortalShell(desk, stack.webUrl).landOn('/dashboard');
    await desk.getByRole('navigation').getByRole('link', { name: 'Enquiries' }).click();
    const row = desk.getByRole('row').filter({ hasText: title });
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Mark answered' }).click();
    await row.getByText('Answered', { exact: true }).waitFor();
    await screenshot(desk, 'dashboard-10-enquiries-en');
  });
});
