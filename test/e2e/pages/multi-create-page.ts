import type { Locator, Page } from 'playwright-core';

import { chooseOption, selectedOption } from './cloudscape-select';

export type Slot = 'Morning' | 'Evening' | 'Night';

/** One row of the preview table as shown: date, slot, times, claim deadline and the result. */
export interface PreviewRow {
  number: string;
  date: string;
  slot: string;
  time: string;
  deadline: string;
  result: string;
}

/** YYYY-MM-DD as the date fields take it (YYYY/MM/DD). */
const slashed = (day: string) => day.replaceAll('-', '/');

/**
 * `/requests/multiCreate` (spec sections 2 and 5): client, position and claim deadline; dates one by
 * one or as a range on chosen weekdays; morning, evening and night slots; a preview of every shift
 * which shows Created or Failed after posting.
 */
export class MultiCreatePage {
  readonly heading: Locator;
  readonly preview: Locator;
  readonly previewHeading: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'Create multiple requests', level: 1 });
    this.preview = page.getByRole('table', { name: 'Requests to create' });
    this.previewHeading = page.getByRole('heading', { name: /^Requests to create/, level: 2 });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/requests/multiCreate`);
    await this.heading.waitFor();
  }

  async chooseClient(name: string): Promise<void> {
    await chooseOption(this.page, this.page.getByRole('button', { name: /^Client\b/ }), name, name);
  }

  async choosePosition(name: string): Promise<void> {
    await chooseOption(this.page, this.page.getByRole('button', { name: /^Position\b/ }), name);
  }

  /** "Dates: From 24/11/2026 on, at most 500 dates." — the first day that may be chosen. */
  datesDescription(): Locator {
    return this.page.getByText(/^From \d{2}\/\d{2}\/\d{4} on, at most \d+ dates\.$/);
  }

  /** Adds every day from `from` to `to` (YYYY-MM-DD, inclusive) on the checked weekdays. */
  async addDateRange(from: string, to: string): Promise<void> {
    await this.page.getByRole('button', { name: /Date range/ }).click();
    const range = this.page.getByRole('dialog', { name: /Date range/ });
    await range.getByRole('textbox', { name: 'Start date', exact: true }).fill(slashed(from));
    await range.getByRole('textbox', { name: 'End date', exact: true }).fill(slashed(to));
    await range.getByRole('button', { name: 'Apply', exact: true }).click();
    await range.waitFor({ state: 'hidden' });
    await this.page.getByRole('button', { name: 'Add dates', exact: true }).click();
  }

  /** Types one day key by key ("2026/11/25") and adds it with Add date. */
  async addOneDate(typed: string): Promise<void> {
    const box = this.page.getByRole('textbox', { name: /One date/ });
    await box.click();
    await box.pressSequentially(typed);
    await this.page.getByRole('button', { name: 'Add date', exact: true }).click();
  }

  /** The warning under Dates when a day was left out ("1 date before … was left out: …"). */
  datesNotice(): Locator {
    return this.page.getByText(/was left out|were left out/);
  }

  /** "10 of 500 dates chosen". */
  datesChosen(): Locator {
    return this.page.getByText(/^\d+ of \d+ dates chosen$/);
  }

  private slotTime(slot: Slot, end: 'Start' | 'End'): Locator {
    return this.page.getByRole('button', { name: `${end} of the ${slot} slot` });
  }

  /** Chooses a slot's start; the form fills its end with start + 8 hours, which is returned. */
  async setSlot(slot: Slot, start: string): Promise<string> {
    await chooseOption(this.page, this.slotTime(slot, 'Start'), start);
    return selectedOption(this.slotTime(slot, 'End'));
  }

  submitButton(): Locator {
    return this.page.getByRole('button', { name: /^Create \d+ requests?$/ });
  }

  /** Posts every previewed shift and waits for the summary of the outcome. */
  async submit(): Promise<void> {
    await this.submitButton().click();
    await this.summary().waitFor();
  }

  /** The alert after posting: "Successfully created 30 requests." or "28 created, 2 failed, of 30.". */
  summary(): Locator {
    // The toast says the same words first; the page's alert comes after it.
    return this.page
      .getByText(/^(Successfully created \d+ requests?\.|\d+ created, \d+ failed, of \d+\.)$/)
      .last();
  }

  /** A Flashbar notice (header or content) by its exact text. */
  notice(text: string): Locator {
    return this.page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
  }

  /** Back to the top of the page, so a full-page screenshot shows the top bar where it belongs. */
  async scrollToTop(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.page.waitForFunction(() => window.scrollY === 0);
  }

  /** The preview rows of the page shown. */
  async rowsOnPage(): Promise<PreviewRow[]> {
    return this.preview.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const [number = '', date = '', slot = '', time = '', deadline = '', result = ''] = Array.from(
          row.querySelectorAll('td, th'),
          (cell) => (cell as HTMLElement).innerText.trim(),
        );
        return { number, date, slot, time, deadline, result };
      }),
    );
  }

  /** Every preview row, reading page after page from the first (20 rows a page). */
  async allRows(): Promise<PreviewRow[]> {
    const pages = this.page.getByRole('list', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 1', exact: true }).click();
    const rows: PreviewRow[] = [];
    for (;;) {
      const onPage = await this.rowsOnPage();
      rows.push(...onPage);
      const next = pages.getByRole('button', { name: 'Next page', exact: true });
      if (await next.isDisabled()) return rows;
      await next.click();
      await this.preview
        .locator('tbody tr')
        .first()
        .getByText(String(rows.length + 1), { exact: true })
        .waitFor();
    }
  }
}
