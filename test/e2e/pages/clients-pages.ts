import type { Locator, Page } from 'playwright-core';

import { chooseOption } from './cloudscape-select';
import { fieldDescription } from './form-field';
import { DetailCard } from './request-detail-page';

/** What the client form asks for (spec section 5); the owner only for a new client. */
export interface ClientFormInput {
  name: string;
  legalName: string;
  phone: string;
  description: string;
  position: string;
  street: string;
  city: string;
  postalCode: string;
  owner?: { firstName: string; lastName: string; email: string; password: string };
}

/**
 * The clients pages (spec section 2, "Clients"): `/clients/new` and the edit forms, the client
 * detail with its tabs (info, users, requests, config) and the client's own `/account` pages.
 */
export class ClientPages {
  readonly info: DetailCard;
  readonly address: DetailCard;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.info = new DetailCard(page, this.card('Client Info'));
    this.address = new DetailCard(page, this.card('Address'));
    this.dialog = page.getByRole('dialog');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.webUrl}${path}`);
  }

  /** A Container of the page by its header's title (the innermost holding it and key-value pairs). */
  card(title: string): Locator {
    return this.page
      .getByRole('main')
      .locator('div')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true, level: 2 }) })
      .filter({ has: this.page.locator('dl') })
      .last();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The error and hints read with a field. */
  description(label: string): Promise<string> {
    return fieldDescription(this.field(label).first());
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  notice(text: string): Locator {
    return this.page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
  }

  /** Fills the client form the way a person does: texts, the city and position pickers. */
  async fillClientForm(input: ClientFormInput): Promise<void> {
    await this.field('Name').first().fill(input.name);
    await this.field('Legal name').fill(input.legalName);
    await this.field('Phone').fill(input.phone);
    await this.field('Description').fill(input.description);
    await this.page.getByRole('button', { name: /^Positions\b/ }).click();
    await this.page.getByRole('option', { name: input.position, exact: true }).click();
    await this.page.keyboard.press('Escape');
    await this.field('Street').fill(input.street);
    await chooseOption(this.page, this.page.getByRole('button', { name: /^City\b/ }), input.city);
    await this.field('Postal code').fill(input.postalCode);
    if (!input.owner) return;
    await this.field('First name').fill(input.owner.firstName);
    await this.field('Last name').fill(input.owner.lastName);
    await this.field('E-mail').fill(input.owner.email);
    await this.field('Password').fill(input.owner.password);
  }

  /** The count of the analytics card ("Open", "Closed"): the value's first line (its hint follows). */
  async count(label: 'Open' | 'Closed'): Promise<string> {
    const value = new DetailCard(this.page, this.card('Request analytics')).value(label);
    await value.getByText(/^\d+$/).waitFor();
    return (await value.innerText()).split('\n')[0]?.trim() ?? '';
  }

  /** The users table's row of an e-mail. */
  userRow(email: string): Locator {
    return this.page.getByRole('row').filter({ hasText: email });
  }
}
