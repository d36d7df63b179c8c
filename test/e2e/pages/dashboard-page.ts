import type { Locator, Page } from 'playwright-core';

/** `/dashboard` (administrators): the four cards and the two status charts with their table views. */
export class DashboardPage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    private readonly webUrl: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.webUrl}/dashboard`);
    await this.heading.waitFor();
    await this.card('Open Requests').waitFor();
  }

  /** A card by its label; its big number is the card's value. */
  card(label: string | RegExp): Locator {
    return this.page.locator('[data-testid="dashboard-card"]').filter({ hasText: label });
  }

  async cardValue(label: string | RegExp): Promise<string> {
    return (await this.card(label).locator('[data-testid="dashboard-card-value"]').innerText()).trim();
  }

  /** A chart's container: revenue per status (line) or shift counts per status (bars). */
  chart(metric: 'revenue' | 'shiftCounts'): Locator {
    return this.page.locator(`[data-testid="chart-${metric}"]`);
  }

  /** The drawn chart (Highcharts' SVG) inside a chart container. */
  drawing(metric: 'revenue' | 'shiftCounts'): Locator {
    return this.chart(metric).locator('svg.highcharts-root');
  }

  /** Switches a chart to its table view and reads it: status → the cells' texts, month by month. */
  async tableOf(
    metric: 'revenue' | 'shiftCounts',
  ): Promise<{ months: string[]; rows: Record<string, string[]> }> {
    const chart = this.chart(metric);
    await chart.getByRole('button', { name: 'Table', exact: true }).click();
    const table = chart.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    const months = (await table.locator('thead th').allInnerTexts()).slice(1).map((text) => text.trim());
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')),
      );
    return { months, rows: Object.fromEntries(rows.map(([status = '', ...cells]) => [status, cells])) };
  }
}
