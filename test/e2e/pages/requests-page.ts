import type { Locator, Page } from 'playwright-core';

/** The columns of a row of the shift table, by header. */
export type RequestRowCells = Record<string, string>;

/**
 * `/requests` (spec section 2, "Requests"): the administrator's table of every shift (the client's
 * own for client users) with its filters kept in the address, and the New Request and Create
 * multiple requests buttons.
 */
export class RequestsPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.table = page.getByRole('table', { name: 'Requests' });
  }

  /**
   * Opens `/requests` with filters as a link would carry them (`{ client: id, status: 'CLAIMED' }`)
   * and waits for the first row.
   */
  async open(filters: Record<string, string> = {}): Promise<void> {
    await this.page.goto(this.address(filters));
    await this.waitForList();
  }

  /** The address of the list with these filters, as a link carries them. */
  address(filters: Record<string, string> = {}): string {
    const query = new URLSearchParams(filters).toString();
    return `${this.webUrl}/requests${query ? `?${query}` : ''}`;
  }

  /** Waits for the table's first row. */
  async waitForList(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/requests');
    await this.heading.waitFor();
    await this.table.getByRole('row').nth(1).waitFor();
  }

  /** The row of the shift with this reference number (its "#ref" link). */
  row(refNumber: number): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: `#${refNumber}`, exact: true }) });
  }

  /** A row's cells keyed by the column headers of its own table (not the sticky header's copy). */
  async rowCells(refNumber: number): Promise<RequestRowCells> {
    return this.row(refNumber).evaluate((row) => {
      const text = (cell: Element) => (cell as HTMLElement).innerText.trim();
      const headers = Array.from(row.closest('table')?.querySelectorAll('thead th') ?? [], text);
      const cells = Array.from(row.querySelectorAll('th, td'), text);
      return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
    });
  }

  async openShift(refNumber: number): Promise<void> {
    await this.row(refNumber)
      .getByRole('link', { name: `#${refNumber}`, exact: true })
      .click();
    await this.page.waitForURL((url) => /^\/requests\/[^/]+$/.test(url.pathname));
  }
}
