import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { settingsVatGet, settingsVatUpdate } from '@careshift/contract';
import type { VatSettingReply } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { SettingsPage } from './pages/settings-pages';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

describe('VAT on invoices (issue 29 item 5): the administrator sets a rate or an exemption on /configuration', () => {
  let browser: Browser;
  let api: StackApi;
  let before: VatSettingReply;
  let session: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    before = (await api.call<VatSettingReply>(settingsVatGet)).body;
    session = await newPage(browser, DESKTOP);
    const login = new SignInPage(session.page, stack.webUrl);
    await login.open('?type=client');
    await login.signInWithEmail(admin.username, admin.password, admin.authenticatorSecret);
    await new PortalShell(session.page, stack.webUrl).landOn('/dashboard');
  });
  afterAll(async () => {
    // The setting is global: give the next journeys the one they started with.
    await api?.call(settingsVatUpdate, { body: before.vat });
    await session?.context.close();
    await browser?.close();
  });

  it('should require both wordings of an exemption, save them, then a rate, each read back by the API', async () => {
    const { page } = session;
    const configuration = new SettingsPage(page, stack.webUrl);
    await configuration.open();
    await page.getByRole('radio', { name: 'Exempt from VAT' }).check();
    await page.getByRole('button', { name: 'Save VAT', exact: true }).click();
    await expect.poll(() => page.getByText('Value is required', { exact: true }).count()).toBe(2);
    await page
      .getByLabel('Exemption wording printed on English invoices')
      .fill('Exempt from VAT (article 18)');
    await page
      .getByLabel('Exemption wording printed on Greek invoices')
      .fill('Απαλλάσσεται από ΦΠΑ (άρθρο 18)');
    await page.getByRole('button', { name: 'Save VAT', exact: true }).click();
    await page.getByText('The VAT setting is saved.').first().waitFor();
    expect((await api.call<VatSettingReply>(settingsVatGet)).body).toEqual({
      vat: {
        mode: 'EXEMPT',
        exemptionEn: 'Exempt from VAT (article 18)',
        exemptionEl: 'Απαλλάσσεται από ΦΠΑ (άρθρο 18)',
      },
      saved: true,
    });
    await screenshot(page, 'vat-01-exemption-en');

    await configuration.open('?lang=el');
    await page.getByRole('radio', { name: 'Χρέωση ΦΠΑ με συντελεστή' }).check();
    const rate = page.getByLabel('Συντελεστής ΦΠΑ (%)');
    await rate.fill('101');
    await page.getByRole('button', { name: 'Αποθήκευση ΦΠΑ', exact: true }).click();
    await page.getByText('Πρέπει να είναι συντελεστής από 0 έως 100 με έως 2 δεκαδικά.').waitFor();
    await rate.fill('9');
    await page.getByRole('button', { name: 'Αποθήκευση ΦΠΑ', exact: true }).click();
    await page.getByText('Η ρύθμιση ΦΠΑ αποθηκεύτηκε.').first().waitFor();
    expect((await api.call<VatSettingReply>(settingsVatGet)).body.vat).toEqual({
      mode: 'RATE',
      ratePercent: 9,
    });
    await screenshot(page, 'vat-02-rate-el');
    await configuration.open('?lang=en');
  });
});
