import type { Locator, Page } from 'playwright-core';

import { fieldDescription } from './form-field';

/** The position form's fields as the administrator types them: euros with at most 2 decimals. */
export interface PositionInput {
  name?: string;
  normalDay?: string;
  normalNight?: string;
  holidayDay?: string;
  holidayNight?: string;
}

const FIELD_LABELS: Record<keyof PositionInput, string> = {
  name: 'Name',
  normalDay: 'Normal day rate',
  normalNight: 'Normal night rate',
  holidayDay: 'Holiday day rate',
  holidayNight: 'Holiday night rate',
};

/** The create / edit modal of `/positions`. */
export class PositionFormModal {
  constructor(readonly dialog: Locator) {}

  field(name: keyof PositionInput): Locator {
    return this.dialog.getByLabel(FIELD_LABELS[name], { exact: true });
  }

  async fill(input: PositionInput): Promise<void> {
    for (const [name, value] of Object.entries(input) as [keyof PositionInput, string][])
      await this.field(name).fill(value);
  }

  /** The field's error, description and constraint (the commission / employee split). */
  description(name: keyof PositionInput): Promise<string> {
    return fieldDescription(this.field(name));
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Create|Save)$/ }).click();
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}

/** The "Are you sure?" confirmation before a delete. */
export class ConfirmDeleteModal {
  constructor(readonly dialog: Locator) {}

  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Yes, delete it!', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}

/** `/positions` (administrators): the positions table with Refresh, Add New, Edit and Delete. */
export class PositionsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.table = page.getByRole('table');
    this.dialog = page.getByRole('dialog');
  }

  /** Opens `/positions` and waits for the list (a first row's selection radio). */
  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/positions`);
    await this.table.getByRole('radio').first().waitFor();
  }

  /** Opens a position route of the spec by its address (`/positions/new`, `/positions/{id}/edit`). */
  async openAt(path: string): Promise<void> {
    await this.page.goto(`${this.webUrl}${path}`);
    await this.heading.waitFor();
  }

  /** The modal open now, by its heading ("New position", "Edit position", "Are you sure?"). */
  modal(heading: string): Locator {
    return this.dialog.filter({ has: this.page.getByRole('heading', { name: heading }) });
  }

  /** Follows the portal's side navigation (Settings › Positions) to `/positions`. */
  async openFromNavigation(): Promise<void> {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Positions', exact: true }).click();
    await this.page.waitForURL((url) => url.pathname === '/positions');
    await this.table.getByRole('radio').first().waitFor();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The row's cells after the selection radio: name, four rates, date created. */
  async rowCells(name: string): Promise<string[]> {
    return this.row(name)
      .locator('th, td')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '').filter(Boolean));
  }

  /** The header's "(n)" counter: how many positions the list holds. */
  async count(): Promise<number> {
    const text = await this.heading.innerText();
    const match = /\((\d+)\)/.exec(text);
    if (!match) throw new Error(`No count in the heading "${text}"`);
    return Number(match[1]);
  }

  async select(name: string): Promise<void> {
    await this.table.getByRole('radio', { name: `Select ${name}`, exact: true }).check();
  }

  async addNew(): Promise<PositionFormModal> {
    await this.button('Add New').click();
    await this.dialog.getByRole('heading', { name: 'New position' }).waitFor();
    return new PositionFormModal(this.dialog);
  }

  async edit(name: string): Promise<PositionFormModal> {
    await this.select(name);
    await this.button('Edit').click();
    await this.dialog.getByRole('heading', { name: 'Edit position' }).waitFor();
    return new PositionFormModal(this.dialog);
  }

  async delete(name: string): Promise<ConfirmDeleteModal> {
    await this.select(name);
    await this.button('Delete').click();
    await this.dialog.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    return new ConfirmDeleteModal(this.dialog);
  }

  /** A success or error message of the shell's Flashbar with this text. */
  flash(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
