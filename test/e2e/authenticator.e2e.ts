import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ERROR_CODES, systemUserCreate, systemUsersList } from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, screenshot } from './browser';
import { authenticatorCode, AuthenticatorSetupPage } from './pages/authenticator-page';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');

const run = Date.now().toString(36);
const ADMIN = { email: `nikos.${run}@careshift.example`, password: 'Nikos-admin-2030' };
const OWNER = { email: `owner.${run}@kition.example`, password: 'Kition-owner-2030' };

const WRONG_CODE_MESSAGE =
  'The code is not right. Check that the time on your phone is correct and enter the code your app shows now.';

/** Logs out and waits until the sign-in page has settled (its last navigation done), before the next goto. */
async function logOut(page: Page, shell: PortalShell): Promise<void> {
  await shell.logOut();
  await shell.waitForPath('/login');
  await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** A 6-digit code that is not what the app shows now (nor a step either side). */
function wrongCodeFor(secret: string): string {
  const now = Date.now();
  const valid = [-30_000, 0, 30_000].map((offset) => authenticatorCode(secret, new Date(now + offset)));
  let code = 100_000;
  while (valid.includes(String(code))) code += 1;
  return String(code);
}

/**
 * Issue 30: administrators sign in with an authenticator app (TOTP). A new administrator is sent to set
 * it up at the first sign-in (QR code, or the key typed in) and can do nothing else until then; from then
 * on every sign-in asks for the app's code. Organisation users may turn it on from their account page.
 * The test plays the phone: it reads the key from the page and computes the codes.
 */
describe('authenticator app journey (issue 30): administrators must, organisation users may', () => {
  let browser: Browser;
  let api: StackApi;

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    const created = await api.call(systemUserCreate, {
      body: {
        firstName: 'Nikos',
        lastName: `Charalambous ${run}`,
        email: ADMIN.email,
        status: 'ACTIVE',
        lang: 'en',
        receiveRequestUpdates: false,
        password: ADMIN.password,
      },
    });
    expect(created.status).toBe(200);
  });
  afterAll(() => browser?.close());

  it('should refuse the API to an administrator without the app: only setting it up is open', async () => {
    const passwordOnly = await StackApi.asUser(stack, ADMIN.email, ADMIN.password);
    const refused = await passwordOnly.call<{ code: string; message: string }>(systemUsersList, {
      query: { statuses: 'ACTIVE' },
    });
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: ERROR_CODES.mfaEnrolmentRequired,
        message: 'Set up your authenticator app to continue.',
      }),
    });
  });

  it('should set the app up at the first sign-in, then ask for its code at the next one', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      const shell = new PortalShell(page, stack.webUrl);
      const setup = new AuthenticatorSetupPage(page);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(ADMIN.email, ADMIN.password);
      await shell.waitForPath('/authenticator-setup');
      await setup.heading.waitFor();
      await setup.qrCode.waitFor();
      expect(await setup.readKey()).toMatch(/^[A-Z2-7]{52}$/);
      await screenshot(page, 'authenticator-01-setup-en');

      // Nothing else opens before the app is on: a portal page sends the administrator back here.
      await shell.goto('/dashboard?lang=el');
      await shell.waitForPath('/authenticator-setup');
      await page
        .getByRole('heading', { name: 'Ρύθμιση εφαρμογής ελέγχου ταυτότητας', exact: true })
        .waitFor();
      await setup.readKey();
      await screenshot(page, 'authenticator-02-setup-el');
      await shell.goto('/authenticator-setup?lang=en');

      const secret = await setup.readKey();
      await setup.code.fill(wrongCodeFor(secret));
      await setup.turnOn.click();
      await page.getByText(WRONG_CODE_MESSAGE, { exact: true }).waitFor();
      await screenshot(page, 'authenticator-03-setup-wrong-code');
      await setup.code.fill(authenticatorCode(secret));
      await setup.turnOn.click();
      await shell.landOn('/dashboard');

      await logOut(page, shell);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(ADMIN.email, ADMIN.password);
      await signIn.authenticatorCode.waitFor();
      await signIn.answerAuthenticatorCode(wrongCodeFor(secret));
      await signIn.message(WRONG_CODE_MESSAGE).waitFor();
      await screenshot(page, 'authenticator-04-sign-in-wrong-code');
      await signIn.answerAuthenticatorCode(authenticatorCode(secret));
      await shell.landOn('/dashboard');

      // The API now serves the administrator, whose sign-in answered the app's code.
      const enrolled = await StackApi.asUser(stack, ADMIN.email, ADMIN.password, secret);
      expect((await enrolled.call(systemUsersList, { query: { statuses: 'ACTIVE' } })).status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('should let an organisation owner turn the app on from the account page, and off again', async () => {
    const position = await api.createPosition(`Kition Nurse ${run}`, [1500, 1800, 2200, 2600]);
    await api.createOrganisation({
      name: `Kition Care ${run}`,
      positionIds: [position.id],
      ownerEmail: OWNER.email,
      password: OWNER.password,
      city: 'LARNACA',
    });
    /** The owner signs in on a browser of their own (a fresh context), with the app's code when given. */
    const ownerSignsIn = async (secret?: string) => {
      const session = await newPage(browser, DESKTOP);
      const signIn = new SignInPage(session.page, stack.webUrl);
      const shell = new PortalShell(session.page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(OWNER.email, OWNER.password, secret);
      await shell.landOn('/requests');
      return { ...session, shell };
    };

    const first = await ownerSignsIn();
    let secret: string;
    try {
      const { page, shell } = first;
      await shell.goto('/account/info');
      await page.getByRole('heading', { name: 'Log-in security' }).waitFor();
      await page.getByText('Off', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Turn on', exact: true }).click();
      await shell.waitForPath('/authenticator-setup');
      await page
        .getByText('Add a second step to your log-in: a code from an authenticator app on your phone.', {
          exact: false,
        })
        .waitFor();
      secret = await new AuthenticatorSetupPage(page).enrol();
      await shell.landOn('/account/info');
      await page.getByText('On: every log-in asks for its code', { exact: true }).waitFor();
      await screenshot(page, 'authenticator-05-account-on');
      await logOut(page, shell);
    } finally {
      await first.context.close();
    }

    // The next sign-in asks for the app's code; the owner turns the app off again.
    const second = await ownerSignsIn(secret);
    try {
      const { page, shell } = second;
      await shell.goto('/account/info');
      await page.getByRole('button', { name: 'Turn off', exact: true }).click();
      await page.getByText('Off', { exact: true }).waitFor();
    } finally {
      await second.context.close();
    }

    // Off again: the password alone signs in.
    const third = await ownerSignsIn();
    await third.context.close();
  });
});
