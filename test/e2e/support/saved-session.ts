import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

/** Where Amplify keeps the sign-in (localStorage keys of the user pool's web client). */
const SESSION_KEY = /^CognitoIdentityServiceProvider\./;

function sessionFile(webUrl: string, username: string): string {
  const dir = join(tmpdir(), 'careshift-e2e-sessions');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${new URL(webUrl).port}-${username.replace(/\W/g, '')}.json`);
}

/**
 * Signs a partner in with one SMS code per run: the walks (CSP, accessibility, Greek) open pages as the
 * demo partner several times, and the product sends a number at most 5 codes an hour (a rule the tests
 * keep). The first sign-in goes through the SMS code as a person does (`signInBySms`); its session
 * (Amplify's localStorage) is saved for this stack and put back for the next walk, which then opens
 * `landPath` directly. A session the stack no longer accepts falls back to the SMS code.
 */
export async function signInWithSavedSession(
  page: Page,
  webUrl: string,
  username: string,
  landPath: string,
  signInBySms: () => Promise<void>,
): Promise<void> {
  const file = sessionFile(webUrl, username);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as [string, string][];
    await page.goto(`${webUrl}/login?type=employee`);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, saved);
    await page.goto(`${webUrl}${landPath}`);
    await page.waitForURL((url) => url.pathname === landPath || url.pathname === '/login');
    if (new URL(page.url()).pathname === landPath) {
      await page.locator('#portal-top-bar').waitFor();
      return;
    }
  }
  await signInBySms();
  const session = await page.evaluate((pattern) => {
    const keep = new RegExp(pattern);
    return Object.entries(localStorage).filter(([key]) => keep.test(key));
  }, SESSION_KEY.source);
  writeFileSync(file, JSON.stringify(session));
}
