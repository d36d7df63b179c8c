import type { Locator, Page } from 'playwright-core';

import { authenticatorCode } from '@careshift/local/admin/authenticator-enrolment';

import { checkA11y } from '../support/axe';

/**
 * `/authenticator-setup` (issue 30): the QR code of the authenticator app, the key to type in instead,
 * and the app's code that turns it on. The test plays the app: it reads the key from the page and
 * computes the codes.
 */
export class AuthenticatorSetupPage {
  readonly heading: Locator;
  readonly qrCode: Locator;
  readonly key: Locator;
  readonly code: Locator;
  readonly turnOn: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Set up your authenticator app', exact: true });
    this.qrCode = page.getByRole('img', { name: 'QR code to add CareShift to your authenticator app' });
    this.key = page.getByTestId('authenticator-key');
    this.code = page.getByLabel('Authenticator code', { exact: true });
    this.turnOn = page.getByRole('button', { name: 'Turn on', exact: true });
  }

  /** Waits for the page with its QR code (any language) and returns the key it shows, without spaces. */
  async readKey(): Promise<string> {
    await this.key.waitFor();
    return (await this.key.innerText()).replace(/\s+/g, '');
  }

  /** Reads the key, types the app's code and turns it on; returns the key for the next sign-ins. */
  async enrol(): Promise<string> {
    await this.heading.waitFor();
    const secret = await this.readKey();
    await checkA11y(this.page, 'authenticator-setup');
    await this.code.fill(authenticatorCode(secret));
    await this.turnOn.click();
    return secret;
  }
}

/** What the authenticator app shows now for `secret`. */
export { authenticatorCode };
