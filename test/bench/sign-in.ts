// Signs the demo users in through the web as a person does: the partner by phone (the code from the
// stack's message outbox), the administrator by e-mail, password and authenticator app (the benches
// that open pages signed in share it).
import type { Page } from 'playwright-core';

import { authenticatorCode } from '@careshift/local/admin/authenticator-enrolment';
import type { LocalStack } from '@careshift/local/stack/stack';

async function codeSentTo(stack: LocalStack, phone: string, since: Date): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const sms = stack.outbox.latest(phone, 'sms');
    const code = sms && new Date(sms.at) >= since ? /\b(\d{6})\b/.exec(sms.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No sign-in code arrived');
}

/** Signs in by phone on `page` and waits for the partner's first page, /find-a-shift. */
export async function signInAsPartner(page: Page, stack: LocalStack, phone: string): Promise<void> {
  const since = new Date();
  await page.goto(`${stack.urls.web!}/login?type=employee`);
  await page.getByLabel('Mobile number', { exact: true }).fill(phone.replace(/^\+357/, ''));
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await page.getByLabel('Verification code', { exact: true }).fill(await codeSentTo(stack, phone, since));
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/find-a-shift');
}

/** Signs the demo administrator in by e-mail (with the authenticator app's code) and waits to leave /login. */
export async function signInAsAdministrator(page: Page, stack: LocalStack): Promise<void> {
  const administrator = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER')!;
  await page.goto(`${stack.urls.web!}/login?type=client`);
  await page.getByLabel('E-mail', { exact: true }).fill(administrator.username);
  await page.getByLabel('Password', { exact: true }).fill(administrator.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  if (administrator.authenticatorSecret) {
    const code = authenticatorCode(administrator.authenticatorSecret);
    await page.getByLabel('Authenticator code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }
  await page.waitForURL((url) => url.pathname !== '/login');
}
