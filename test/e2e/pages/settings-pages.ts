import type { Locator, Page } from 'playwright-core';

import { chooseOption } from './cloudscape-select';

/** The collapsed "Activity" section of a detail page or /configuration (audit-list), opened on demand. */
export class ActivitySection {
  readonly toggle: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByRole('button', { name: /^(Activity|Ιστορικό)/ });
    this.table = page.getByRole('table', { name: /^(Activity|Ιστορικό)$/ });
  }

  async open(): Promise<void> {
    await this.toggle.click();
    await this.table.waitFor();
  }

  /** The entries' rows (When, Who, What, Change) as their cells' texts, newest first. */
  async rows(): Promise<string[][]> {
    // The loading and empty states are one-cell rows: wait for an entry's four cells.
    const entries = this.table.locator('tbody tr').filter({ has: this.page.locator('td:nth-child(4)') });
    await entries.first().waitFor();
    return entries.evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
    );
  }
}

/** `/configuration`: the system configuration form (commission slider, partner share, hours). */
export class SettingsPage {
  readonly commission: Locator;
  readonly partnerShare: Locator;
  readonly save: Locator;
  readonly activity: ActivitySection;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.commission = page.getByRole('slider');
    this.partnerShare = page.getByLabel('Partner share (%)', { exact: true });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.activity = new ActivitySection(page);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.webUrl}/configuration${query}`);
    // Cloudscape draws the slider over a transparent range input: it is there, not "visible".
    await this.commission.waitFor({ state: 'attached' });
  }

  /** Moves the slider with the keyboard, as a person can: Home (0 %), then one step per percent. */
  async setCommission(percent: number): Promise<void> {
    await this.commission.focus();
    await this.page.keyboard.press('Home');
    for (let step = 0; step < percent; step += 1) await this.page.keyboard.press('ArrowRight');
  }

  /** Saves and waits for the success notice "Updated!". */
  async submit(): Promise<void> {
    await this.save.click();
    await this.page.getByText('Updated!', { exact: true }).first().waitFor();
  }
}

/** `/systemUsers`: the table with Add New, Edit and Delete, and the delete confirmation. */
export class SystemUsersPage {
  readonly table: Locator;
  readonly addNew: Locator;
  readonly delete: Locator;
  readonly edit: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.table = page.getByRole('table', { name: 'System users', exact: true });
    this.addNew = page.getByRole('button', { name: 'Add New', exact: true });
    this.delete = page.getByRole('button', { name: 'Delete', exact: true });
    this.edit = page.getByRole('button', { name: 'Edit', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/systemUsers`);
    await this.table.locator('tbody tr').first().waitFor();
  }

  row(email: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: email });
  }

  async select(email: string): Promise<void> {
    await this.row(email).getByRole('radio').check();
  }

  /** Delete → "Are you sure?" → "Yes, delete it!", then waits for the toast "User deleted!". */
  async deleteSelected(): Promise<void> {
    await this.delete.click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText('Are you sure?', { exact: true }).waitFor();
    await dialog.getByText("You won't be able to revert this!", { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Yes, delete it!', exact: true }).click();
    await this.page.getByText('User deleted!', { exact: true }).waitFor();
  }
}

export interface SystemUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  lang: 'English' | 'Ελληνικά';
}

/** `/systemUsers/new` and `/systemUser/{id}`: the system user form. */
export class SystemUserFormPage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(input: SystemUserInput): Promise<void> {
    await this.field('First name').fill(input.firstName);
    await this.field('Last name').fill(input.lastName);
    await this.field('E-mail').fill(input.email);
    await this.field('Password').fill(input.password);
    await chooseOption(
      this.page,
      this.page.getByRole('main').getByRole('button', { name: /^Language/ }),
      input.lang,
    );
    await this.page.getByRole('checkbox').check();
  }

  async create(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create', exact: true }).click();
  }
}
