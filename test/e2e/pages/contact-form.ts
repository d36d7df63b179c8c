import type { Locator, Page } from 'playwright-core';

/** The landing page's contact form (#get-in-touch). */
export class LandingContactForm {
  readonly form: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('#get-in-touch form');
    this.toast = page.getByText('Thank you for contacting us!', { exact: true });
  }

  async fill(input: {
    name: string;
    email: string;
    phone: string;
    type: 'HIRE_NURSES' | 'NURSE_WANTING_SHIFTS';
    message?: string;
  }) {
    await this.form.getByLabel('Name', { exact: true }).fill(input.name);
    await this.form.getByLabel('E-mail', { exact: true }).fill(input.email);
    await this.form.getByLabel('Phone number', { exact: true }).fill(input.phone);
    await this.form.getByLabel('I am', { exact: true }).selectOption(input.type);
    await this.form.getByLabel('Message (optional)', { exact: true }).fill(input.message ?? '');
  }

  async send(): Promise<void> {
    await this.form.getByRole('button', { name: 'Send message' }).click();
  }

  error(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }
}
