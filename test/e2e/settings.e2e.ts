import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import {
  settingsGet,
  settingsUpdateConfigs,
  shiftCreate,
  systemUserRemove,
  systemUsersList,
} from '@careshift/contract';
import type { Position, SettingsReply } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { AuthenticatorSetupPage } from './pages/authenticator-page';
import { RequestDetailPage } from './pages/request-detail-page';
import { SettingsPage, SystemUserFormPage, SystemUsersPage } from './pages/settings-pages';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

const run = Date.now().toString(36);
const DAY_MS = 86_400_000;
const NEW_ADMIN = {
  firstName: 'Andreas',
  lastName: `Pavlou ${run}`,
  email: `andreas.${run}@careshift.example`,
  password: 'Andreas-admin-2030',
  lang: 'English' as const,
};

/** "€123.45" as the price card shows it in English, read back to cents. */
const cents = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);

interface Session {
  context: BrowserContext;
  page: Page;
}

describe('settings journey (issue 10): the system configuration prices new requests, system users', () => {
  let browser: Browser;
  let api: StackApi;
  let before: SettingsReply;
  let position: Position;
  let organisation: { id: string };
  let administrator: Session;
  let shown: Page | undefined;

  /**
   * A VERIFIED request of the journey's organisation, 8 hours, `days` from now at 10:00 UTC (`tag` tells
   * apart requests posted for the same day).
   */
  const postShift = async (days: number, tag = ''): Promise<string> => {
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + 8 * 3_600_000);
    const reply = await api.call<{ results: { requestId: string }[] }>(shiftCreate, {
      body: {
        clientId: organisation.id,
        positionId: position.id,
        shifts: [
          {
            startDate: start.toISOString(),
            endDate: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
            deadline: new Date(start.getTime() - DAY_MS).toISOString(),
          },
        ],
        idempotencyKey: `settings-e2e-${run}-${days}${tag}`,
      },
    });
    expect(reply.status).toBe(200);
    return reply.body.results[0]?.requestId ?? '';
  };

  /**
   * Signs an administrator in: the demo one with its authenticator app's code; a new one (no
   * `authenticatorSecret`) sets the app up first, as every administrator must (issue 30).
   */
  const signIn = async (
    email: string,
    password: string,
    authenticatorSecret?: string,
  ): Promise<Session & { authenticatorSecret: string }> => {
    const session = await newPage(browser, DESKTOP);
    const login = new SignInPage(session.page, stack.webUrl);
    await login.open('?type=client');
    await login.signInWithEmail(email, password, authenticatorSecret);
    const secret = authenticatorSecret ?? (await new AuthenticatorSetupPage(session.page).enrol());
    await new PortalShell(session.page, stack.webUrl).landOn('/dashboard');
    return { ...session, authenticatorSecret: secret };
  };

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    before = (await api.call<SettingsReply>(settingsGet)).body;
    position = await api.createPosition(`Settings Nurse ${run}`, [1500, 1800, 2200, 2600]);
    organisation = await api.createOrganisation({
      name: `Paphos Care ${run}`,
      positionIds: [position.id],
      ownerEmail: `owner.${run}@paphos.example`,
      password: 'Paphos-owner-1',
    });
    administrator = await signIn(admin.username, admin.password, admin.authenticatorSecret);
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() =>
      shown ? screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`) : undefined,
    );
  });
  afterAll(async () => {
    // The configuration is global: give the next journeys the one they started with.
    const { employeeRatePercent: _derived, ...restore } = before.settings;
    await api?.call(settingsUpdateConfigs, { body: restore });
    await administrator?.context.close();
    await browser?.close();
  });

  it("should price a new request with a changed commission while an old request's split stays", async () => {
    // Both requests start at the same time, so their totals are equal whatever day it falls on (a
    // Sunday or a public holiday is priced at the holiday rate).
    const oldShift = await postShift(9, '-old');
    const commission = before.settings.companyCommissionRatePercent === 30 ? 35 : 30;
    const page = administrator.page;
    shown = page;
    const configuration = new SettingsPage(page, stack.webUrl);
    await configuration.open();
    await configuration.setCommission(commission);
    await expect.poll(() => configuration.partnerShare.inputValue()).toBe(String(100 - commission));
    await configuration.submit();
    await configuration.activity.open();
    const [latest] = await configuration.activity.rows();
    expect(latest?.[2]).toBe('Configuration saved');
    expect(latest?.[3]).toContain(
      `Company commission (%): ${before.settings.companyCommissionRatePercent}% → ${commission}%`,
    );
    await screenshot(page, 'settings-01-configuration-en');
    await configuration.open('?lang=el');
    await configuration.activity.open();
    await screenshot(page, 'settings-02-configuration-el');
    await configuration.open('?lang=en');

    const newShift = await postShift(9, '-new');
    const detail = new RequestDetailPage(page, stack.webUrl);
    const split = async (shiftId: string) => {
      await detail.open(shiftId);
      const total = cents(await detail.price.text('Total cost'));
      return {
        total,
        commission: cents(await detail.price.text('Company commission')),
        earnings: cents(await detail.price.text('Partner earnings')),
      };
    };
    const fresh = await split(newShift);
    expect(fresh.commission).toBe(Math.round((fresh.total * commission) / 100));
    expect(fresh.earnings).toBe(fresh.total - fresh.commission);
    await detail.page.getByRole('button', { name: /^Activity/ }).click();
    await detail.page.getByText('Request posted', { exact: true }).waitFor();
    await screenshot(page, 'settings-03-request-activity-en');

    const old = await split(oldShift);
    const oldPercent = before.settings.companyCommissionRatePercent;
    expect(old.total).toBe(fresh.total);
    expect(old.commission).toBe(Math.round((old.total * oldPercent) / 100));
    expect(old.earnings).toBe(old.total - old.commission);
    await page.goto(`${stack.webUrl}/requests/${oldShift}?lang=el`);
    await page.getByRole('button', { name: /^Ιστορικό/ }).click();
    await page.getByText('Η βάρδια δημοσιεύτηκε', { exact: true }).waitFor();
    await screenshot(page, 'settings-04-request-activity-el');
    await page.goto(`${stack.webUrl}/configuration?lang=en`);
  });

  it('should let an administrator create a system user who signs in and cannot delete itself', async () => {
    const page = administrator.page;
    shown = page;
    const users = new SystemUsersPage(page, stack.webUrl);
    await users.open();
    await screenshot(page, 'settings-05-system-users-en');
    await users.addNew.click();
    await new PortalShell(page, stack.webUrl).landOn('/systemUsers/new');
    const form = new SystemUserFormPage(page);
    await form.fill(NEW_ADMIN);
    await screenshot(page, 'settings-06-system-user-form-en');
    await form.create();
    await new PortalShell(page, stack.webUrl).landOn('/systemUsers');
    await users.row(NEW_ADMIN.email).waitFor();
    expect(await users.row(NEW_ADMIN.email).innerText()).toContain('Active');

    const newcomer = await signIn(NEW_ADMIN.email, NEW_ADMIN.password);
    shown = newcomer.page;
    const own = new SystemUsersPage(newcomer.page, stack.webUrl);
    await own.open();
    await own.select(NEW_ADMIN.email);
    expect(await own.row(NEW_ADMIN.email).innerText()).toContain('(you)');
    await own.edit.waitFor();
    expect(await own.delete.count()).toBe(0);
    await own.select(admin?.username ?? '');
    await own.delete.waitFor();
    const self = await StackApi.asUser(
      stack,
      NEW_ADMIN.email,
      NEW_ADMIN.password,
      newcomer.authenticatorSecret,
    );
    const listed = await self.call<{ items: { id: string; email: string }[] }>(systemUsersList, {
      query: { statuses: 'ACTIVE' },
    });
    const selfId = listed.body.items.find((user) => user.email === NEW_ADMIN.email)?.id ?? '';
    const refused = await self.call<{ message: string }>(systemUserRemove, {
      path: { systemUserId: selfId },
    });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'You cannot disable or delete your own sign-in.' }),
    });
    await newcomer.page.goto(`${stack.webUrl}/systemUsers?lang=el`);
    await newcomer.page
      .getByRole('table', { name: 'Χρήστες συστήματος' })
      .locator('tbody tr')
      .first()
      .waitFor();
    await screenshot(newcomer.page, 'settings-07-system-users-el');
    await newcomer.page.goto(`${stack.webUrl}/systemUsers/new?lang=el`);
    await newcomer.page.getByLabel('Κωδικός πρόσβασης', { exact: true }).waitFor();
    await screenshot(newcomer.page, 'settings-08-system-user-form-el');
    await newcomer.context.close();

    shown = page;
    await users.open();
    await users.select(NEW_ADMIN.email);
    await users.deleteSelected();
    await expect.poll(() => users.row(NEW_ADMIN.email).count()).toBe(0);
  });
});
