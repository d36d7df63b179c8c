import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';

import { WAF_ACTION_HEADER } from '@careshift/contract/edge/waf';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { WAF_CONTROL_PATH } from '@careshift/local/server/waf-challenge';
import type { ChallengeRule } from '@careshift/local/server/waf-challenge';

import { launchBrowser, newPage, PHONE, screenshot } from './browser';
import { LandingContactForm } from './pages/contact-form';

const stack = inject('stack');
const outbox = createOutboxClient(stack.outboxUrl);
const CONTACT_PATH = '/api/public/contact';
const NOT_SENT = 'Your message was not sent. What you wrote is still here: please try again.';

/** Has the CloudFront twin's web ACL challenge these requests, as WAF's Challenge answers them. */
async function challenge(rules: ChallengeRule[]): Promise<void> {
  const response = await fetch(`${stack.webUrl}${WAF_CONTROL_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ challenge: rules }),
  });
  if (!response.ok) throw new Error(`The CloudFront twin refused the challenge rules: ${response.status}`);
}

describe('the contact form behind the WAF (issue 30)', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await challenge([]);
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should tell a visitor WAF challenged that the message was not sent and keep the text; without the challenge it is stored', async () => {
    ({ context, page } = await newPage(browser, PHONE));
    await page.goto(`${stack.webUrl}/`);
    const form = new LandingContactForm(page);
    await form.form.scrollIntoViewIfNeeded();
    const email = `challenged-${Date.now().toString(36)}@example.com`;
    const message = `Night shifts for our care home, from ${email}`;
    await form.fill({ name: 'Andreas Georgiou', email, phone: '99123456', type: 'HIRE_NURSES', message });

    // A visitor without a WAF token: the edge answers the post itself (202, x-amzn-waf-action, no API).
    await challenge([{ method: 'POST', path: CONTACT_PATH }]);
    const since = new Date();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === CONTACT_PATH);
    await form.send();
    const challenged = await answered;
    expect(challenged.status()).toBe(202);
    expect(challenged.headers()[WAF_ACTION_HEADER]).toBe('challenge');
    const alert = form.form.getByRole('alert');
    await alert.getByText(NOT_SENT, { exact: true }).waitFor();
    expect(await form.toast.isVisible()).toBe(false);
    expect(await form.form.getByLabel('Name', { exact: true }).inputValue()).toBe('Andreas Georgiou');
    expect(await form.form.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    expect(await form.form.getByLabel('Message (optional)', { exact: true }).inputValue()).toBe(message);
    expect(await outbox.list({ to: email, since })).toEqual([]);
    await screenshot(page, 'contact-waf-01-challenged-not-sent-phone');

    // The challenge is gone (as once the rule is off): "Try again" sends the same text, and it is stored.
    await challenge([]);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await form.toast.waitFor();
    expect(await form.form.getByRole('alert').count()).toBe(0);
    const acknowledgement = await outbox.waitFor(email, { channel: 'email', since });
    expect(acknowledgement.subject).toBe('We received your message');
    const inbox = await outbox.list({ to: 'info@careshift.local', channel: 'email', since });
    expect(inbox.filter((mail) => mail.body.includes(email) && mail.body.includes(message))).toHaveLength(1);
    await screenshot(page, 'contact-waf-02-sent-after-retry-phone');
  });

  it('should show the Greek visitor the same "not sent" in Greek, with the retry', async () => {
    ({ context, page } = await newPage(browser, PHONE));
    await page.goto(`${stack.webUrl}/?lang=el`);
    await challenge([{ method: 'POST', path: CONTACT_PATH }]);
    await page.locator('#contact-name').fill('Μαρία Νικολάου');
    await page.locator('#contact-email').fill(`challenged-el-${Date.now().toString(36)}@example.com`);
    await page.locator('#contact-phone').fill('99123456');
    await page.locator('#contact-type').selectOption('NURSE_WANTING_SHIFTS');
    await page.locator('#contact-message').fill('Θέλω βάρδιες.');
    await page.locator('#get-in-touch form button[type="submit"]').click();
    const alert = page.locator('#get-in-touch form').getByRole('alert');
    await alert
      .getByText('Το μήνυμά σας δεν στάλθηκε. Όσα γράψατε είναι ακόμη εδώ: δοκιμάστε ξανά.', { exact: true })
      .waitFor();
    await alert.getByRole('button', { name: 'Δοκιμάστε ξανά' }).waitFor();
    expect(await page.locator('#contact-message').inputValue()).toBe('Θέλω βάρδιες.');
    await screenshot(page, 'contact-waf-03-challenged-not-sent-el-phone');
  });
});
