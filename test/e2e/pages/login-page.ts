import type { Locator, Page } from 'playwright-core';

/** `/login`: e-mail and password (organisations and administrators). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log In', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/login`);
    await this.email.waitFor();
  }

  /** Fills the form and submits it; the caller waits for where it should lead. */
  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** A message the page shows (the form's error, e.g. a wrong password), by its exact text. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
