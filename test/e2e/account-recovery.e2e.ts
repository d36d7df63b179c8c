import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

import {
  clientUserCreate,
  clientUserCreateFormSchema,
  clientUserFormToBody,
  clientUsersList,
  systemUserCreate,
} from '@careshift/contract';

import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './browser';
import { ClientUserEditPage, codeMail, ResetWithCodePage } from './pages/account-pages';
import { AuthenticatorSetupPage } from './pages/authenticator-page';
import { ClientPages } from './pages/clients-pages';
import { PortalShell, SignInPage } from './pages/sign-in-page';
import { StackApi } from './pages/stack-api';

const stack = inject('stack');
const admin = stack.signIns.find((signIn) => signIn.role === 'SYSTEM_USER');
const run = Date.now().toString(36);
const OWNER_EMAIL = `owner-${run}@paphos-care.example`;
const DESK_EMAIL = `desk-${run}@paphos-care.example`;
const PASSWORD = 'Paphos-start-1';

/**
 * Issue 29: a reset code that can be used (the e-mail's link opens the code step, with no new code
 * sent), and an e-mail change that needs the code sent to the new address, while a CLIENT user cannot
 * touch the owner's contact details or delete the owner or itself.
 */
describe('account recovery journey (issue 29): reset codes that work, e-mail changes that need the code', () => {
  let browser: Browser;
  let api: StackApi;
  let clientId: string;
  let ownerId: string;
  let deskId: string;
  let shown: Page | undefined;

  beforeAll(async () => {
    if (!admin) throw new Error('The e2e stack seeded no administrator');
    browser = await launchBrowser();
    api = await StackApi.asAdministrator(stack);
    const position = await api.createPosition(`Night Carer ${run.toUpperCase()}`, [1500, 1800, 2200, 2600]);
    clientId = (
      await api.createOrganisation({
        name: `Paphos Care ${run}`,
        ownerEmail: OWNER_EMAIL,
        password: PASSWORD,
        positionIds: [position.id],
      })
    ).id;
    const desk = await api.call<{ id: string }>(clientUserCreate, {
      path: { clientId },
      body: clientUserFormToBody(
        clientUserCreateFormSchema.parse({
          firstName: 'Stelios',
          lastName: 'Desk',
          status: 'VERIFIED',
          email: DESK_EMAIL,
          password: PASSWORD,
          contactPhone: { countryCode: '+357', number: '' },
          lang: 'en',
        }),
      ),
    });
    deskId = desk.body.id;
    const users = await api.call<{ items: { id: string; owner: boolean }[] }>(clientUsersList, {
      path: { clientId },
    });
    ownerId = users.body.items.find((user) => user.owner)?.id ?? '';
  });
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (shown) await screenshot(shown, `failed-${task.name.slice(0, 60).replace(/\W+/g, '-')}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("should let a user follow an administrator's reset e-mail alone, set a new password with its code and sign in", async () => {
    const administrator = await newPage(browser, DESKTOP);
    const user = await newPage(browser, PHONE);
    try {
      shown = administrator.page;
      const signIn = new SignInPage(administrator.page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(admin?.username ?? '', admin?.password ?? '', admin?.authenticatorSecret);
      await new PortalShell(administrator.page, stack.webUrl).landOn('/dashboard');
      const pages = new ClientPages(administrator.page, stack.webUrl);
      await pages.goto(`/clients/${clientId}/users`);
      const since = new Date();
      await pages
        .userRow(DESK_EMAIL)
        .getByRole('button', { name: /^More actions for/ })
        .click();
      await administrator.page.getByRole('menuitem', { name: 'Reset password', exact: true }).click();
      await pages.dialog.getByRole('button', { name: 'Yes, send it!' }).click();
      await administrator.page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Email sent!')
        .waitFor();

      const mail = await codeMail(api.outbox, DESK_EMAIL, since);
      expect(mail.subject).toBe('Reset your CareShift password');
      expect(mail.body).toContain('Enter the verification code and your new password.');
      expect(mail.link).toMatch(/\/login\?type=client&reset=desk-[^&\s]+%40paphos-care\.example$/);

      // The user, on a phone, with nothing but the e-mail: the link opens the code step.
      shown = user.page;
      const reset = new ResetWithCodePage(user.page);
      await user.page.goto(`${mail.link}&lang=el`);
      await user.page.getByRole('heading', { name: 'Επαναφορά κωδικού πρόσβασης', level: 1 }).waitFor();
      await screenshot(user.page, 'account-reset-from-email-phone-el');
      await reset.follow(`${mail.link}&lang=en`);
      expect(await reset.email.inputValue()).toBe(DESK_EMAIL);
      await screenshot(user.page, 'account-reset-from-email-phone');
      await reset.resetAndSignIn(mail.code, 'Paphos-desk-2');
      await user.page.waitForURL((url) => url.pathname === '/requests');
      // No second code was sent on the way, and the address hears of the change.
      const subjects = async () =>
        (await api.outbox.list({ to: DESK_EMAIL, channel: 'email', since })).map((m) => m.subject);
      await expect
        .poll(subjects)
        .toEqual(['Reset your CareShift password', 'Your CareShift password was changed']);
    } finally {
      await user.context.close();
      await administrator.context.close();
    }
  });

  it('should let an administrator use a code from Forgot password in another browser, through "I have a code"', async () => {
    const email = `admin-${run}@careshift.example`;
    const created = await api.call(systemUserCreate, {
      body: {
        firstName: 'Nikos',
        lastName: 'Admin',
        email,
        password: PASSWORD,
        status: 'ACTIVE',
        lang: 'en',
        receiveRequestUpdates: false,
      },
    });
    expect(created.status).toBe(200);
    const adminId = (created.body as { id: string }).id;
    const first = await newPage(browser, DESKTOP);
    const since = new Date();
    try {
      const signIn = new SignInPage(first.page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.email.fill(email);
      await signIn.forgotPassword.click();
      await signIn.button('Send code').click();
      await first.page.getByText(/a code has been sent to/).waitFor();
    } finally {
      await first.context.close();
    }
    const mail = await codeMail(api.outbox, email, since);
    const second = await newPage(browser, DESKTOP);
    try {
      shown = second.page;
      const signIn = new SignInPage(second.page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.forgotPassword.click();
      const haveCode = second.page.getByRole('button', { name: 'I have a code', exact: true });
      await haveCode.waitFor();
      await screenshot(second.page, 'account-forgot-password-en');
      await haveCode.click();
      const reset = new ResetWithCodePage(second.page);
      await reset.email.fill(email);
      await screenshot(second.page, 'account-have-a-code-en');
      await reset.resetAndSignIn(mail.code, 'Admin-new-pass-2');
      // A new administrator sets the authenticator app up before anything else (issue 30).
      await new AuthenticatorSetupPage(second.page).enrol();
      await second.page.waitForURL((url) => url.pathname === '/dashboard');

      // Its own e-mail changes only with the code sent to the new address (the system user page).
      const newEmail = `admin-new-${run}@careshift.example`;
      const changedAt = new Date();
      await second.page.goto(`${stack.webUrl}/systemUser/${adminId}`);
      const emailField = second.page.getByLabel('E-mail', { exact: true });
      await emailField.waitFor();
      await emailField.fill(newEmail);
      await second.page.getByRole('button', { name: 'Save', exact: true }).click();
      await second.page.getByText('New e-mail awaiting confirmation').first().waitFor();
      expect(second.page.url()).toContain(`/systemUser/${adminId}`);
      const verification = await codeMail(api.outbox, newEmail, changedAt);
      expect(verification.link).toBe(`${new URL(mail.link).origin}/systemUser/${adminId}`);
      await second.page.getByLabel('Verification code', { exact: true }).fill(verification.code);
      await second.page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await second.page.getByText(`Your e-mail is now ${newEmail}.`).waitFor();
      await screenshot(second.page, 'account-admin-email-confirmed-en');
    } finally {
      await second.context.close();
    }
  });

  it("should show a CLIENT user the owner's e-mail and phone read-only, and offer no Delete on the owner or itself", async () => {
    const desk = await newPage(browser, DESKTOP);
    try {
      shown = desk.page;
      const signIn = new SignInPage(desk.page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(DESK_EMAIL, 'Paphos-desk-2');
      await desk.page.waitForURL((url) => url.pathname === '/requests');
      const pages = new ClientPages(desk.page, stack.webUrl);
      await pages.goto('/account/users');
      for (const email of [OWNER_EMAIL, DESK_EMAIL]) {
        await pages
          .userRow(email)
          .getByRole('button', { name: /^More actions for/ })
          .click();
        await desk.page.getByRole('menuitem', { name: 'Reset password', exact: true }).waitFor();
        expect(await desk.page.getByRole('menuitem', { name: 'Delete', exact: true }).count()).toBe(0);
        await desk.page.keyboard.press('Escape');
      }
      const edit = new ClientUserEditPage(desk.page, stack.webUrl);
      await edit.open(`/account/users/${ownerId}/edit`);
      await edit
        .text("Only the account owner or an administrator can change the owner's e-mail and phone.")
        .waitFor();
      expect(await edit.email.getAttribute('readonly')).not.toBeNull();
      expect(await edit.mobile.getAttribute('readonly')).not.toBeNull();
      await screenshot(desk.page, 'account-owner-read-only-en');
      // Its own e-mail it may change (with the code, like anyone's).
      await edit.open(`/account/users/${deskId}/edit`);
      expect(await edit.email.getAttribute('readonly')).toBeNull();
    } finally {
      await desk.context.close();
    }
  });

  it("should change the owner's e-mail only when the owner enters the code sent to the new address", async () => {
    const owner = await newPage(browser, DESKTOP);
    const newEmail = `owner-new-${run}@paphos-care.example`;
    try {
      shown = owner.page;
      const signIn = new SignInPage(owner.page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(OWNER_EMAIL, PASSWORD);
      await owner.page.waitForURL((url) => url.pathname === '/requests');
      const edit = new ClientUserEditPage(owner.page, stack.webUrl);
      await edit.open(`/account/users/${ownerId}/edit`);
      const since = new Date();
      await edit.email.fill(newEmail);
      await edit.button('Save').click();
      await edit.text('New e-mail awaiting confirmation').first().waitFor();
      const mail = await codeMail(api.outbox, newEmail, since);
      expect(mail.subject).toBe('Confirm your new CareShift e-mail');
      const told = await api.outbox.waitFor(OWNER_EMAIL, { channel: 'email', since });
      expect(told.subject).toBe('A change of your CareShift e-mail was requested');
      await screenshot(owner.page, 'account-email-pending-en');
      await owner.page.goto(`${stack.webUrl}/account/users/${ownerId}/edit?lang=el`);
      await edit.text('Νέο e-mail σε αναμονή').first().waitFor();
      await screenshot(owner.page, 'account-email-pending-el');
      await edit.open(`/account/users/${ownerId}/edit?lang=en`);

      await edit.pendingCode.fill(mail.code === '000000' ? '000001' : '000000');
      await edit.button('Confirm').click();
      await edit.text('Invalid verification code provided, please try again.').waitFor();
      await edit.pendingCode.fill(mail.code);
      await edit.button('Confirm').click();
      await edit.text(`Your e-mail is now ${newEmail}.`).waitFor();
      expect(await edit.email.inputValue()).toBe(newEmail);
      const subjects = async () =>
        (await api.outbox.list({ to: OWNER_EMAIL, channel: 'email', since })).map((m) => m.subject);
      await expect.poll(subjects).toContain('Your CareShift e-mail was changed');
    } finally {
      await owner.context.close();
    }
    const again = await newPage(browser, DESKTOP);
    try {
      const signIn = new SignInPage(again.page, stack.webUrl);
      await signIn.open('?type=client');
      await signIn.signInWithEmail(newEmail, PASSWORD);
      await again.page.waitForURL((url) => url.pathname === '/requests');
    } finally {
      await again.context.close();
    }
  });
});
