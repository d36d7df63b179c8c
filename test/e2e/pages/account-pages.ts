import type { Locator, Page } from 'playwright-core';

import type { OutboxClient } from '@careshift/local/outbox/outbox-client';

/** The 6-digit code and the first link of an e-mail the stack sent. */
export async function codeMail(outbox: OutboxClient, to: string, since: Date) {
  const mail = await outbox.waitFor(to, { channel: 'email', since, matching: /\b\d{6}\b/ });
  return {
    subject: mail.subject ?? '',
    body: mail.body,
    code: /\b(\d{6})\b/.exec(mail.body)?.[1] ?? '',
    link: /https?:\/\/\S+/.exec(mail.body)?.[0] ?? '',
  };
}

/**
 * The sign-in page's code step reached from the reset e-mail's link (`/login?type=client&reset=…`):
 * the e-mail filled in, the code, a new password; no new code is sent.
 */
export class ResetWithCodePage {
  readonly email: Locator;
  readonly code: Locator;
  readonly newPassword: Locator;
  readonly password: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.code = page.getByLabel('Code from the e-mail', { exact: true });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
  }

  async follow(link: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
  }

  /** Sets the new password with the code, then signs in with it from the form that follows. */
  async resetAndSignIn(code: string, newPassword: string): Promise<void> {
    await this.code.fill(code);
    await this.newPassword.fill(newPassword);
    await this.page.getByRole('button', { name: 'Set new password', exact: true }).click();
    await this.page.getByText('Your password has been changed. Log in with your new password.').waitFor();
    await this.password.fill(newPassword);
    await this.page.getByRole('button', { name: 'Log In', exact: true }).click();
  }
}

/** A client user's edit page (`/account/users/{id}/edit`, `/clients/{id}/users/{userId}/edit`). */
export class ClientUserEditPage {
  readonly email: Locator;
  readonly mobile: Locator;
  readonly pendingCode: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.mobile = page.getByLabel('Contact phone', { exact: true });
    this.pendingCode = page.getByLabel('Verification code', { exact: true });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.webUrl}${path}`);
    await this.page.getByRole('heading', { name: 'Update User', level: 1 }).waitFor();
  }

  text(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
