import type { Download, Locator, Page } from 'playwright-core';

import { chooseOption } from './cloudscape-select';

/**
 * `/invoices` and the partner page's invoices tab (spec section 2, "Invoices"): the table on a desktop
 * (cards on a phone), each invoice's actions, and the modals they open.
 */
export class InvoicesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.table = page.getByRole('table', { name: 'Invoices' });
    this.dialog = page.getByRole('dialog');
  }

  /** Opens `/invoices` (or another address of the list) and waits for its heading. */
  async open(path = '/invoices'): Promise<void> {
    await this.page.goto(`${this.webUrl}${path}`);
    await this.heading.first().waitFor();
  }

  /** The column headers of the table (its own header row, not the sticky copy). */
  async columnHeaders(): Promise<string[]> {
    await this.table.getByRole('row').nth(1).waitFor();
    return this.table.evaluate((table) =>
      Array.from(table.querySelectorAll('thead th'), (cell) => (cell as HTMLElement).innerText.trim()),
    );
  }

  /** The row (desktop) or card (phone) of the invoice with this reference. */
  item(ref: number): Locator {
    const rows = this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: `#${ref}`, exact: true }) });
    const cards = this.page
      .getByRole('list', { name: 'Invoices' })
      .getByRole('listitem')
      .filter({ hasText: `Invoice #${ref}` });
    return rows.or(cards);
  }

  /** The invoice's whole row or card as text (partner, shift, total …). */
  async text(ref: number): Promise<string> {
    return (await this.item(ref).innerText()).replace(/\s+/g, ' ');
  }

  /**
   * What the invoice's Status column (or card section) says: its badge, and "Overdue" when it is. Read
   * by the column header, so a button such as "Mark Paid" never counts as the status.
   */
  async status(ref: number): Promise<string> {
    return this.item(ref).evaluate((item) => {
      const text = (element: Element | null | undefined) =>
        (element as HTMLElement | null)?.innerText.trim() ?? '';
      if (item.tagName === 'TR') {
        const headers = Array.from(item.closest('table')?.querySelectorAll('thead th') ?? [], text);
        return text(item.querySelectorAll('th, td')[headers.indexOf('Status')]);
      }
      const lines = text(item)
        .split('\n')
        .map((line) => line.trim());
      return lines[lines.indexOf('Status') + 1] ?? '';
    });
  }

  /** Runs one of the invoice's actions: its own button, or the item of its Actions menu. */
  async act(ref: number, action: string): Promise<void> {
    const item = this.item(ref);
    const own = item.getByRole('button', { name: action, exact: true });
    if (await own.isVisible()) return own.click();
    const menu = item.getByRole('button', { name: /^Actions/ });
    await menu.last().click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Mark Paid: the method (as the select shows it), optionally a transaction id, then confirm. */
  async markPaid(ref: number, method: string, transactionId?: string): Promise<void> {
    await this.act(ref, 'Mark Paid');
    await chooseOption(this.page, this.dialog.getByRole('button', { name: /Payment method/ }), method);
    if (transactionId) await this.dialog.getByLabel('Transaction id').fill(transactionId);
    await this.dialog.getByRole('button', { name: 'Mark Paid', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** Cancel or Mark Pending: the action, then "Are you sure?" confirmed with its button. */
  async confirmAction(ref: number, action: string, confirm: string): Promise<void> {
    await this.act(ref, action);
    await this.dialog.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await this.dialog.getByRole('button', { name: confirm, exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** Send: an administrator types the address; the flash says "Email sent!". */
  async send(ref: number, email?: string): Promise<void> {
    await this.act(ref, 'Send');
    if (email !== undefined) await this.dialog.getByLabel('E-mail').fill(email);
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click();
  }

  /** Download PDF: the browser's download of the file. */
  async download(ref: number): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.act(ref, 'Download PDF');
    return download;
  }

  /** Export CSV (administrators): the button spins with "Preparing export…", then the file downloads. */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    return download;
  }

  /** A text the page shows (a flash, a message), by its exact text. */
  message(text: string | RegExp): Locator {
    return this.page.getByText(text, { exact: typeof text === 'string' }).first();
  }
}

/** `/invoices/new`: choose a partner, tick their shifts, read the total, create. */
export class NewInvoicePage {
  readonly heading: Locator;
  readonly total: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'New invoice', level: 1 });
    this.total = page.getByTestId('invoice-total');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/invoices/new`);
    await this.heading.waitFor();
  }

  /** Types the partner's name and picks them from the suggestions. */
  async choosePartner(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Partner' }).fill(name);
    await this.page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
  }

  /** Ticks the shift with this reference in the invoiceable shifts. */
  async selectShift(refNumber: number): Promise<void> {
    await this.page.getByRole('checkbox', { name: `Select shift #${refNumber}`, exact: true }).check();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create invoice', exact: true }).click();
  }

  message(text: string | RegExp): Locator {
    return this.page.getByText(text, { exact: typeof text === 'string' }).first();
  }
}
