import type { Locator, Page } from 'playwright-core';

/** One row of the public rates table: the position and its four rates as shown. */
export interface RateRow {
  position: string;
  rates: string[];
}

/** The public landing page `/` (spec section 2, Public). */
export class LandingPage {
  readonly header: Locator;
  readonly ratesSection: Locator;
  readonly ratesTable: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.header = page.getByRole('banner');
    this.ratesSection = page.locator('#shift-rates');
    this.ratesTable = this.ratesSection.getByRole('table');
  }

  /** Opens `/` and waits until the rates table has arrived from the API. */
  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/`);
    await this.ratesTable.locator('tbody tr').first().waitFor();
  }

  /** The rows of the rates table, top to bottom, as the visitor reads them. */
  async rateRows(): Promise<RateRow[]> {
    return this.ratesTable.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const [position = '', ...rates] = Array.from(row.children, (cell) => cell.textContent?.trim() ?? '');
        return { position, rates };
      }),
    );
  }

  /** The column headers of the rates table. */
  async rateHeaders(): Promise<string[]> {
    return this.ratesTable.locator('thead th').allInnerTexts();
  }

  rateRow(position: string): Locator {
    return this.ratesTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: position }) });
  }

  navLink(name: string): Locator {
    return this.header.getByRole('link', { name, exact: true });
  }

  headerButton(name: string): Locator {
    return this.header.getByRole('button', { name, exact: true });
  }

  /** The En / Ελ dropdown in the top bar. */
  async switchLanguage(language: 'en' | 'el'): Promise<void> {
    await this.header.getByRole('combobox').selectOption(language);
    await this.page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  }
}
