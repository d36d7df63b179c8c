import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import {
  administratorPartnerFormSchema,
  clientCreate,
  clientUserCreate,
  clientUserCreateFormSchema,
  clientUserFormToBody,
  partnerCreate,
  signInRoleGet,
  newClientFormSchema,
  newClientFormToBody,
  partnerFormToBody,
} from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const outbox = createOutboxClient(stack.outboxUrl);
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');

/** Names no other journey of this run uses. */
const run = Date.now().toString(36);
const OWNER_EMAIL = `owner.${run}@olympus.example`;
const CLIENT_EMAIL = `desk.${run}@olympus.example`;
const CLIENT_PASSWORD = 'Olympus-desk-1';
const PARTNER_NUMBER = `99${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const PARTNER_E164 = `+357${PARTNER_NUMBER}`;
/** A Cyprus mobile number nobody has (the demo's and this run's partners are 99…). */
const UNKNOWN_NUMBER = `97${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const disabledPartner = stack.signIns.find((signIn) => signIn.role === 'EMPLOYEE' && !signIn.enabled);

/** The administrator's ID token from the auth twin, as Amplify would get it (StackApi's sign-in). */
async function administratorToken(): Promise<string> {
  return (await StackApi.asAdministrator(stack)).idToken;
}

/** One call of the contract's operation through the local API gateway, as the administrator. */
async function call(
  operation: Operation,
  token: string,
  request: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => request.path?.[name] ?? '');
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const response = await fetch(`${stack.apiUrl}${path}${query}`, {
    method: operation.method,
    headers: { ...stack.originHeaders, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The sign-ins of this journey come from business records, as in production: a client (whose
 * account owner gets an OWNER sign-in), a user of that client (CLIENT, e-mail and password) and a
 * partner (EMPLOYEE, phone sign-in), created by the administrator through the API.
 */
async function createSignIns(token: string): Promise<void> {
  const client = await call(clientCreate, token, {
    body: newClientFormToBody(
      newClientFormSchema.parse({
        name: 'Olympus Care Home',
        legalName: 'Olympus Care Ltd',
        status: 'VERIFIED',
        description: 'Nursing home',
        phone: { countryCode: '+357', number: '25123456' },
        positionIds: ['REGISTERED_NURSE'],
        address: { street: '1 Makariou Avenue', street2: '', city: 'LIMASSOL', postalCode: '3010' },
        user: {
          firstName: 'Eleni',
          lastName: 'Ioannou',
          email: OWNER_EMAIL,
          password: 'Olympus-owner-1',
          contactPhone: { countryCode: '+357', number: '' },
          lang: 'en',
        },
      }),
    ),
  });
  if (client.status !== 200) throw new Error(`client-create: ${JSON.stringify(client)}`);
  const user = await call(clientUserCreate, token, {
    path: { clientId: String(client.body.id) },
    body: clientUserFormToBody(
      clientUserCreateFormSchema.parse({
        firstName: 'Andreas',
        lastName: 'Christou',
        status: 'VERIFIED',
        email: CLIENT_EMAIL,
        password: CLIENT_PASSWORD,
        contactPhone: { countryCode: '+357', number: '' },
        lang: 'en',
      }),
    ),
  });
  if (user.status !== 200) throw new Error(`client-createUser: ${JSON.stringify(user)}`);
  const partnerForm = administratorPartnerFormSchema({ now: new Date(), role: 'SYSTEM_USER' }).parse({
    firstName: 'Maria',
    lastName: 'Georgiou',
    idCard: 'K123456',
    registrationNumber: 'RN-2041',
    registrationExpirationDate: '2030-12-31',
    phone: { countryCode: '+357', number: PARTNER_NUMBER },
    email: `maria.${run}@example.com`,
    lang: 'en',
    iban: '',
    bankName: '',
    tiNumber: '',
    address: { street: '3 Ledras Street', street2: '', city: 'NICOSIA', postalCode: '1011' },
    positionIds: ['REGISTERED_NURSE'],
    status: 'VERIFIED',
    restrictedReasonType: '',
    weeklyShiftLimit: '',
    description: '',
  });
  const partner = await call(partnerCreate, token, { body: partnerFormToBody(partnerForm) });
  if (partner.status !== 200) throw new Error(`employee-create: ${JSON.stringify(partner)}`);
}

/** The 6-digit code of the newest SMS to the number sent at or after `since`. */
async function smsCode(to: string, since: Date): Promise<string> {
  const sms = await outbox.waitFor(to, { channel: 'sms', since, matching: /\b\d{6}\b/ });
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`No code in the SMS "${sms.body}"`);
  return code;
}

/** A code that is certainly not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-in journeys (issue 5): partners by SMS code, organisations and administrators by e-mail', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    token = await administratorToken();
    await createSignIns(token);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function session(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
    return newPage(browser, viewport);
  }

  it('should offer the two portals on /login and send a signed-out visitor to the right form', async () => {
    const { context, page } = await session(PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open();
      await signIn.portal('Partners Portal').waitFor();
      await signIn.portal('Organizations Portal').waitFor();
      await screenshot(page, 'sign-in-01-portals-phone');

      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Ελληνικά' }).click();
      await page.getByRole('link', { name: 'Πύλη Συνεργατών', exact: true }).click();
      await page.getByRole('heading', { name: 'Πύλη Συνεργατών' }).waitFor();
      await page.getByLabel('Αριθμός κινητού', { exact: true }).waitFor();
      await screenshot(page, 'sign-in-01b-partner-greek-phone');
      await page.getByRole('button', { name: 'Γλώσσα' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'English' }).click();

      await page.goto(`${stack.webUrl}/manage-claims`);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('type')).toBe('client');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/manage-claims');
      await signIn.email.waitFor();

      await page.goto(`${stack.webUrl}/my-requests`);
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('type') === 'employee',
      );
      await signIn.mobileNumber.waitFor();
    } finally {
      await context.close();
    }
  });

  it('should sign an administrator in to /dashboard, refuse /find-a-shift with the 404 page and sign out', async () => {
    const { context, page } = await session(DESKTOP);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      const shell = new PortalShell(page, stack.webUrl);
      await signIn.open();
      await signIn.portal('Organizations Portal').click();
      await signIn.signInWithEmail(admin!.username, 'not-the-password');
      await signIn.message('Incorrect username or password.').waitFor();
      await screenshot(page, 'sign-in-02-email-failed-desktop');

      await signIn.signInWithEmail(admin!.username, admin!.password, admin!.authenticatorSecret);
      await shell.landOn('/dashboard');

      await shell.goto('/login');
      await shell.landOn('/dashboard');

      await shell.goto('/find-a-shift');
      await shell.notFound.waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Manage Claims' }).waitFor();
      await screenshot(page, 'sign-in-03-admin-404-desktop');

      await shell.logOut();
      await shell.waitForPath('/login');
      await shell.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await context.close();
    }
  });

  it('should let an administrator find sign-ins and change a role on Manage Claims', async () => {
    const { context, page } = await session(DESKTOP);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=client&next=%2Fmanage-claims');
      await signIn.signInWithEmail(admin!.username, admin!.password, admin!.authenticatorSecret);
      await page.waitForURL((url) => url.pathname === '/manage-claims');

      const value = page.getByRole('textbox', { name: 'Registration mobile number', exact: true });
      await page.getByText('Include +357, e.g. +35799123456.').waitFor();
      await value.fill(PARTNER_E164);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('EMPLOYEE (partner)').waitFor();
      await page.getByText(PARTNER_E164, { exact: true }).waitFor();

      await page.getByRole('button', { name: /Search by/ }).click();
      await page.getByRole('option', { name: 'E-mail' }).click();
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`nobody.${run}@olympus.example`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('Search Failed!', { exact: true }).waitFor();
      await page.getByText('No user found for this search.', { exact: true }).waitFor();

      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(OWNER_EMAIL);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const role = page.getByRole('button', { name: /^Role/ });
      await expect.poll(() => role.innerText()).toContain('OWNER (organisation owner)');
      await role.click();
      await page.getByRole('option', { name: 'No role' }).click();
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect.poll(() => role.innerText()).toContain('OWNER (organisation owner)');

      await role.click();
      await page.getByRole('option', { name: 'No role' }).click();
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await page.getByText('Updated!', { exact: true }).waitFor();
      await screenshot(page, 'sign-in-04-manage-claims-desktop');
      const changed = await call(signInRoleGet, token, { query: { email: OWNER_EMAIL } });
      expect(changed.body).toMatchObject({ role: null, email: OWNER_EMAIL });

      await role.click();
      await page.getByRole('option', { name: 'OWNER (organisation owner)' }).click();
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await expect
        .poll(async () => (await call(signInRoleGet, token, { query: { email: OWNER_EMAIL } })).body.role)
        .toBe('OWNER');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'sign-in-04b-manage-claims-phone');
    } finally {
      await context.close();
    }
  });

  it('should sign a client user in on a phone, back to the page they opened, refuse /dashboard and sign out', async () => {
    const { context, page } = await session(PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      const shell = new PortalShell(page, stack.webUrl);
      await shell.goto('/requests/new');
      await page.waitForURL((url) => url.pathname === '/login');
      await signIn.signInWithEmail(CLIENT_EMAIL, CLIENT_PASSWORD);
      await shell.landOn('/requests/new');

      await shell.goto('/login');
      await shell.landOn('/requests');
      await screenshot(page, 'sign-in-05-client-requests-phone');

      await shell.goto('/dashboard');
      await shell.notFound.waitFor();
      await screenshot(page, 'sign-in-06-client-404-phone');

      await shell.logOut();
      await shell.waitForPath('/login');
    } finally {
      await context.close();
    }
  });

  it("should tell a DISABLED organisation's owner, after the right password, that the organisation is disabled (issue 32 item 12)", async () => {
    const email = `owner.${run}@disabled.example`;
    const api = await StackApi.asAdministrator(stack);
    await api.createOrganisation({
      name: 'Closed Care Home',
      positionIds: ['REGISTERED_NURSE'],
      ownerEmail: email,
      password: 'Closed-owner-1',
      status: 'DISABLED',
    });
    const { context, page } = await session(DESKTOP);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open();
      await signIn.portal('Organizations Portal').click();
      await signIn.signInWithEmail(email, 'not-the-password');
      await signIn.message('Incorrect username or password.').waitFor();
      await signIn.signInWithEmail(email, 'Closed-owner-1');
      await signIn
        .message(
          'Your organisation is disabled, so you cannot sign in. Please contact CareShift to have it enabled again.',
        )
        .waitFor();
      await screenshot(page, 'sign-in-organisation-disabled-desktop');
    } finally {
      await context.close();
    }
  });

  it('should reset a forgotten password with the e-mailed code and sign in with the new one', async () => {
    const { context, page } = await session(PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.email.fill(CLIENT_EMAIL);
      await signIn.forgotPassword.click();
      const since = new Date();
      await signIn.button('Send code').click();
      await page.getByText(/a code has been sent to/).waitFor();
      const mail = await outbox.waitFor(CLIENT_EMAIL, { channel: 'email', since });
      const code = /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '';

      await signIn.resetCode.fill(wrongCode(code));
      await signIn.newPassword.fill('12345');
      await signIn.button('Set new password').click();
      await page.getByText('Must be at least 12 characters.').waitFor();
      await signIn.newPassword.fill('Olympus-desk-2');
      await signIn.button('Set new password').click();
      await signIn.message('Invalid verification code provided, please try again.').waitFor();
      await screenshot(page, 'sign-in-07-reset-phone');

      await signIn.resetCode.fill(code);
      await signIn.button('Set new password').click();
      await signIn.message('Your password has been changed. Log in with your new password.').waitFor();
      await signIn.password.fill('Olympus-desk-2');
      await signIn.logIn.click();
      await page.waitForURL((url) => url.pathname === '/requests');
    } finally {
      await context.close();
    }
  });

  it('should sign a partner in on a phone with the SMS code, land on /find-a-shift, refuse /positions and sign out', async () => {
    const { context, page } = await session(PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      const shell = new PortalShell(page, stack.webUrl);
      await signIn.open();
      await signIn.portal('Partners Portal').click();
      expect(await signIn.countryCode().innerText()).toContain('+357');

      await signIn.requestCode('12345');
      await signIn.message('The phone number given is not valid.').waitFor();
      await screenshot(page, 'sign-in-08-partner-number-phone');

      let since = new Date();
      await signIn.requestCode(PARTNER_NUMBER);
      await signIn.message('The 6-digit code has been sent to the mobile number given.').waitFor();
      const first = await smsCode(PARTNER_E164, since);
      expect(await signIn.code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await signIn.code.getAttribute('inputmode')).toBe('numeric');
      await signIn.enterCode(first.slice(0, 5));
      expect(await signIn.logIn.isDisabled()).toBe(true);
      await signIn.enterCode(`${first.slice(0, 3)}a${first.slice(3, 5)}`);
      expect(await signIn.code.inputValue()).toBe(first.slice(0, 5));
      await screenshot(page, 'sign-in-09-partner-code-phone');

      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await signIn.enterCode(wrongCode(first));
        expect(await signIn.logIn.isEnabled()).toBe(true);
        await signIn.logIn.click();
        if (attempt < 3) await signIn.message('Verification code is invalid.').waitFor();
      }
      await signIn.message('Verification code is invalid. Request a new code to try again.').waitFor();
      expect(await signIn.mobileNumber.inputValue()).toBe(PARTNER_NUMBER);

      since = new Date();
      await signIn.sendCode.click();
      await smsCode(PARTNER_E164, since);
      await signIn.edit.click();
      await signIn.mobileNumber.waitFor();
      expect(await signIn.mobileNumber.inputValue()).toBe(PARTNER_NUMBER);

      since = new Date();
      await signIn.sendCode.click();
      const third = await smsCode(PARTNER_E164, since);
      await signIn.enterCode(third);
      await signIn.logIn.click();
      await shell.landOn('/find-a-shift');
      await screenshot(page, 'sign-in-10-partner-find-a-shift-phone');

      await shell.goto('/positions');
      await shell.notFound.waitFor();
      await shell.logOut();
      await shell.waitForPath('/login');
    } finally {
      await context.close();
    }
  });

  it('should answer the DISABLED demo partner exactly like an unknown number, and text only its owner why', async () => {
    const disabledNumber = disabledPartner?.username.replace(/^\+357/, '') ?? '';
    expect(disabledNumber).toMatch(/^\d{8}$/);
    const { context, page } = await session(PHONE);
    try {
      const signIn = new SignInPage(page, stack.webUrl);
      for (const [number, shot] of [
        [disabledNumber, 'sign-in-11-disabled-partner-phone'],
        [UNKNOWN_NUMBER, 'sign-in-12-unknown-number-phone'],
      ] as const) {
        await signIn.open('?type=employee');
        await signIn.requestCode(number);
        await signIn.message('The 6-digit code has been sent to the mobile number given.').waitFor();
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          await signIn.enterCode(String(attempt).repeat(6));
          await signIn.logIn.click();
          if (attempt < 3) await signIn.message('Verification code is invalid.').waitFor();
        }
        await signIn.message('Verification code is invalid. Request a new code to try again.').waitFor();
        expect(await signIn.mobileNumber.inputValue()).toBe(number);
        await screenshot(page, shot);
      }
      const texts = await outbox.list({ to: disabledPartner?.username ?? '', channel: 'sms' });
      expect(texts.length).toBeGreaterThan(0);
      for (const sms of texts) {
        expect(sms.body).toContain('απενεργοποιημένος');
        expect(sms.body).not.toMatch(/\d{6}/);
      }
      expect(await outbox.list({ to: `+357${UNKNOWN_NUMBER}` })).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
