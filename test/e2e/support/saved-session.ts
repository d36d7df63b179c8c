import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { withLock } from '../lanes/lock-client';
import { SignInPage } from '../pages/sign-in-page';
import type { StackApi } from '../pages/stack-api';

/** Where Amplify keeps the sign-in (localStorage keys of the user pool's web client). */
const SESSION_KEY = /^CognitoIdentityServiceProvider\./;

/** How long a put-back session may take to show the portal before the SMS code is used instead. */
const RESTORE_TIMEOUT_MS = 15_000;

/**
 * Signs a partner in with one SMS code per run: the walks (CSP, accessibility, Greek) open pages as the
 * demo partner several times, and the product sends a number at most 5 codes an hour (a rule the tests
 * keep). The first sign-in goes through the SMS code as a person does (`signInBySms`); its session
 * (Amplify's localStorage) is saved for this stack and put back for the next walk, which then opens
 * `landPath` directly. A session the stack no longer accepts (signed out meanwhile) falls back to the SMS
 * code. Sessions live in the run's own directory, so no run ever sees another's.
 */
export async function signInWithSavedSession(
  page: Page,
  stack: { webUrl: string; runDir: string; lockUrl: string },
  username: string,
  landPath: string,
  signInBySms: () => Promise<void>,
): Promise<void> {
  const file = join(stack.runDir, `session-${username.replace(/\W/g, '')}.json`);
  if (await restored(page, stack.webUrl, file, landPath)) return;
  // Journey files run two at a time: one asks for the number's code while the other waits, then uses
  // the session the first saved (two codes at once would each replace the other).
  await withLock(stack.lockUrl, `sms-${username}`, async () => {
    if (await restored(page, stack.webUrl, file, landPath)) return;
    await signInBySms();
    // Signing in switched the app to the partner's saved language (issue 32; the demo partner saved
    // Greek). A restored session shows the browser's, so every walk reads the same whichever signs in
    // first: forget the switch and load the page again (partner-saved-language.e2e.ts tests the switch).
    await page.locator('#portal-top-bar').waitFor();
    await page.evaluate(() => localStorage.removeItem('careshift.language'));
    await page.reload();
    await page.locator('#portal-top-bar').waitFor();
    const session = await page.evaluate((pattern) => {
      const keep = new RegExp(pattern);
      return Object.entries(localStorage).filter(([key]) => keep.test(key));
    }, SESSION_KEY.source);
    writeFileSync(file, JSON.stringify(session));
  });
}

/** Puts the saved session back, if there is one, and says whether the portal took it on `landPath`. */
async function restored(page: Page, webUrl: string, file: string, landPath: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as [string, string][];
  await page.goto(`${webUrl}/login?type=employee`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, saved);
  await page.goto(`${webUrl}${landPath}`);
  const shown = await page
    .locator('#portal-top-bar')
    .waitFor({ timeout: RESTORE_TIMEOUT_MS })
    .then(() => new URL(page.url()).pathname === landPath)
    .catch(() => false);
  if (!shown) await page.evaluate(() => localStorage.clear());
  return shown;
}

/**
 * Signs the partner `username` ("+357…") in on `page` and waits for `landPath`: the run's saved session
 * when there is one, else the SMS code through the sign-in page (then saved for the next walk).
 */
export async function signInPartnerWithSavedSession(
  page: Page,
  stack: { webUrl: string; runDir: string; lockUrl: string },
  api: Pick<StackApi, 'smsCode'>,
  username: string,
  landPath = '/find-a-shift',
): Promise<void> {
  await signInWithSavedSession(page, stack, username, landPath, async () => {
    const signIn = new SignInPage(page, stack.webUrl);
    await signIn.open('?type=employee');
    await signIn.signInWithSmsCode(username.replace(/^\+357/, ''), api);
    await page.waitForURL((url) => url.pathname === landPath);
  });
}
