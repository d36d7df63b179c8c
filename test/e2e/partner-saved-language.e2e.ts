import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const run = Date.now().toString(36);
/** A number of this journey's own (+357 99 6…): a Greek-speaking partner. */
const NUMBER = `996${String(Date.now()).slice(-5)}`;

let browser: Browser;

/**
 * Issue 32, item 6: a partner who saved Greek signs in from an English browser. The code SMS is in
 * Greek (the saved language, not the sign-in page's), and the app is in Greek once signed in.
 */
describe("The partner's saved language", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    const api = await StackApi.asAdministrator(stack);
    await api.createPartner({
      firstName: 'Χρυσταλλα',
      lastName: 'Κωνσταντινου',
      nationalNumber: NUMBER,
      email: `chrystalla.${run}@example.com`,
      positionIds: ['REGISTERED_NURSE'],
      lang: 'el',
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should text the code and show the app in the saved language, not the browser’s', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=employee');
      const since = new Date();
      await signIn.requestCode(NUMBER);
      const sms = await createOutboxClient(stack.outboxUrl).waitFor(`+357${NUMBER}`, {
        channel: 'sms',
        since,
      });
      expect(sms.body).toMatch(/^Κωδικός επαλήθευσης CareShift: \d{6}\./);
      await signIn.enterCode(/\b(\d{6})\b/.exec(sms.body)?.[1] ?? '');
      await signIn.logIn.click();
      await page.waitForURL((url) => url.pathname === '/find-a-shift');
      await page.getByRole('heading', { level: 1, name: 'Βρείτε βάρδια' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('el');
      await screenshot(page, 'partner-saved-language-el-phone');
    } finally {
      await context.close();
    }
  });
});
