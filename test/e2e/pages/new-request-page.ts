import type { Locator, Page } from 'playwright-core';

import { chooseOption, selectedOption } from './cloudscape-select';
import { fieldDescription } from './form-field';

/** One of the form's date-and-time fields as shown: the date (YYYY/MM/DD) and the HH:mm of its time list. */
export interface ShownDateTime {
  date: string;
  time: string;
}

type TimeField = 'Start' | 'End' | 'Claim deadline';

/**
 * `/requests/new` (spec sections 2 and 5): client (administrators), position, start, end and claim
 * deadline in Cyprus time with their defaults, and Create request, which opens the new shift's page.
 */
export class NewRequestPage {
  readonly heading: Locator;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'New Request', level: 1 });
    this.submitButton = page.getByRole('button', { name: 'Create request', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/requests/new`);
    await this.heading.waitFor();
  }

  /** The Select of a field by its label ("Position", "Client"). */
  select(label: 'Position' | 'Client'): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  }

  async choosePosition(name: string): Promise<void> {
    await chooseOption(this.page, this.select('Position'), name);
  }

  /** The client list filters as one types (its filter box has the focus once open; the form has more boxes). */
  async chooseClient(name: string): Promise<void> {
    await this.select('Client').click();
    await this.page.keyboard.type(name);
    await this.page.getByRole('option', { name, exact: true }).first().click();
  }

  /** What a date-and-time field shows now (the defaults before anything is chosen). */
  async shown(field: TimeField): Promise<ShownDateTime> {
    const date = await this.page.getByRole('textbox', { name: field, exact: true }).inputValue();
    const time = await selectedOption(this.page.getByRole('button', { name: `Time of ${field}` }));
    return { date, time };
  }

  /** Clears a date and types a day key by key, as a person does ("2026/12/10"). */
  async typeDate(field: TimeField, typed: string): Promise<void> {
    const box = this.page.getByRole('textbox', { name: field, exact: true });
    await box.click();
    await box.fill('');
    await box.pressSequentially(typed);
    await box.blur();
  }

  /** The constraint and error texts read with the field (e.g. "At least one day from now."). */
  description(field: TimeField): Promise<string> {
    return fieldDescription(this.page.getByRole('textbox', { name: field, exact: true }));
  }

  /** The summary line under the times: "23/11/2026 10:00 – 18:00 · 8 h". */
  summary(): Locator {
    return this.page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} – .+ · \d+ h$/);
  }

  /** Creates the request and waits for its page; returns the new shift's id from the address. */
  async submit(): Promise<string> {
    await this.submitButton.click();
    await this.page.waitForURL((url) => /^\/requests\/(?!new$|multiCreate$)[^/]+$/.test(url.pathname));
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop() ?? '');
  }
}
