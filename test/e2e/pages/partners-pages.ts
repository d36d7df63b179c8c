import type { Locator, Page } from 'playwright-core';

import { chooseOption } from './cloudscape-select';

/** The values a person types into the partner form (only the fields the journey changes). */
export interface PartnerFormInput {
  firstName?: string;
  lastName?: string;
  idCard?: string;
  registrationNumber?: string;
  phoneNumber?: string;
  email?: string;
  iban?: string;
  bankName?: string;
}

const LABELS: Record<keyof PartnerFormInput, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  idCard: 'Identity card number',
  registrationNumber: 'Registration number',
  phoneNumber: 'Phone number',
  email: 'Contact e-mail',
  iban: 'IBAN',
  bankName: 'Bank name',
};

/** `/employees/new`, `/employees/{id}/edit` and `/profile/edit`: the partner form. */
export class PartnerFormPage {
  readonly heading: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(input: PartnerFormInput): Promise<void> {
    for (const [key, value] of Object.entries(input) as [keyof PartnerFormInput, string][]) {
      await this.field(LABELS[key]).fill(value);
    }
  }

  async choosePosition(name: string): Promise<void> {
    await chooseOption(this.page, this.page.getByRole('button', { name: /^Positions/ }), name);
    await this.page.keyboard.press('Escape');
  }

  async chooseStatus(status: string, reason?: string): Promise<void> {
    await chooseOption(this.page, this.page.getByRole('button', { name: /^Status/ }), status);
    if (reason) {
      await chooseOption(this.page, this.page.getByRole('button', { name: /^Restricted reason/ }), reason);
    }
  }

  /** A field's message, by its exact text. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}

/** `/employees`: the filters, the rows and Add New. */
export class PartnersListPage {
  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.webUrl}/employees${query}`);
    await this.page.getByRole('table').waitFor();
  }

  async filterByName(name: string): Promise<void> {
    await this.page.getByLabel('Name', { exact: true }).fill(name);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}

/** `/employees/{id}/…`: the header and its tabs. */
export class PartnerDetailPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The header's description: status badge, restricted reason and rating. */
  header(): Locator {
    return this.page.getByRole('main').locator('header, [class*="header"]').first();
  }
}
