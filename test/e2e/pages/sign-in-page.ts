import type { Locator, Page } from 'playwright-core';

import { authenticatorCode } from '@careshift/local/admin/authenticator-enrolment';

import { checkA11y } from '../support/axe';

import type { StackApi } from './stack-api';

/**
 * `/login` (spec section 2): the portal choice, the partner's phone sign-in (number, then the SMS
 * code) and the e-mail sign-in of organisations and administrators with its forgot-password steps.
 */
export class SignInPage {
  readonly heading: Locator;
  // E-mail sign-in
  readonly email: Locator;
  readonly password: Locator;
  readonly logIn: Locator;
  readonly forgotPassword: Locator;
  // Phone sign-in
  readonly mobileNumber: Locator;
  readonly sendCode: Locator;
  readonly code: Locator;
  readonly edit: Locator;
  // The authenticator app's code (administrators, organisation users who turned it on)
  readonly authenticatorCode: Locator;
  // Password reset
  readonly resetCode: Locator;
  readonly newPassword: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.logIn = page.getByRole('button', { name: 'Log In', exact: true });
    this.forgotPassword = page.getByRole('link', { name: 'Forgot password?', exact: true });
    this.mobileNumber = page.getByLabel('Mobile number', { exact: true });
    this.sendCode = page.getByRole('button', { name: 'Send code', exact: true });
    this.code = page.getByLabel('Verification code', { exact: true });
    this.edit = page.getByRole('button', { name: 'Edit', exact: true });
    this.authenticatorCode = page.getByLabel('Authenticator code', { exact: true });
    this.resetCode = page.getByLabel('Code from the e-mail', { exact: true });
    this.newPassword = page.getByLabel('New password', { exact: true });
  }

  /** Opens `/login` with the given query (`?type=employee`, `?type=client&next=…`). */
  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.webUrl}/login${query}`);
    await this.heading.waitFor();
    await checkA11y(this.page, 'sign-in');
  }

  portal(name: 'Partners Portal' | 'Organizations Portal'): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  /**
   * Fills the e-mail form and submits it; with the key of the user's authenticator app (an
   * administrator's), then types the app's code too. The caller waits for where it should lead.
   */
  async signInWithEmail(email: string, password: string, authenticatorSecret?: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.logIn.click();
    if (authenticatorSecret) await this.answerAuthenticatorCode(authenticatorCode(authenticatorSecret));
  }

  /** Step two of an e-mail sign-in with the authenticator app: types its code and logs in. */
  async answerAuthenticatorCode(code: string): Promise<void> {
    await this.authenticatorCode.fill(code);
    await this.logIn.click();
  }

  /** Types the national number (the country code stays +357) and asks for the SMS code. */
  async requestCode(nationalNumber: string): Promise<void> {
    await this.mobileNumber.fill(nationalNumber);
    await this.sendCode.click();
  }

  /**
   * The whole phone sign-in of a +357 number: asks for a code, reads the SMS the stack sent since then,
   * types it and logs in. The caller waits for where it should lead.
   */
  async signInWithSmsCode(nationalNumber: string, api: Pick<StackApi, 'smsCode'>): Promise<void> {
    const since = new Date();
    await this.requestCode(nationalNumber);
    await this.enterCode(await api.smsCode(`+357${nationalNumber}`, since));
    await this.logIn.click();
  }

  /** Types the code; Log In is clicked only when it is enabled (exactly 6 digits). */
  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
  }

  /** The country-code select of the number step, showing its current value. */
  countryCode(): Locator {
    return this.page.getByRole('button', { name: /Country code/ });
  }

  /** A message the page shows, by its exact text. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
}

/** The authenticated shell around every portal page: the 404 of a route the role may not open, Log Out. */
export class PortalShell {
  readonly notFound: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.notFound = page.getByRole('heading', { name: '404 - Page Not Found', exact: true });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.webUrl}${path}`);
  }

  /** Waits until the address is `pathname` (the landing page of a role, /login, …). */
  async waitForPath(pathname: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === pathname);
  }

  /**
   * Waits until the portal shows `pathname` as a page the user may open: the address, the shell's
   * top bar and the page's heading, which is not the 404 page; then scans it with axe.
   */
  async landOn(pathname: string): Promise<void> {
    await this.waitForPath(pathname);
    await this.page.locator('#portal-top-bar').waitFor();
    await this.page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    if (await this.notFound.isVisible()) throw new Error(`${pathname} showed the 404 page`);
    await checkA11y(this.page, 'landed');
  }

  /** The user menu's Log Out; on a phone the top bar folds its utilities into "More" first. */
  async logOut(): Promise<void> {
    const userMenu = this.page.getByRole('button', { name: 'User menu' });
    if (await userMenu.isVisible()) {
      await userMenu.click();
      await this.page.getByRole('menuitem', { name: 'Log Out', exact: true }).click();
      return;
    }
    await this.page.getByRole('button', { name: 'More', exact: true }).click();
    await this.page.getByRole('menuitem', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Log Out', exact: true }).click();
  }
}
