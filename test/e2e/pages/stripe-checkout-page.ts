import type { Locator, Page } from 'playwright-core';

/** Stripe's test cards as the twin knows them (README, "Paying an invoice locally"). */
export const TEST_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/**
 * The Stripe twin's hosted checkout page (the page "Pay Invoice" sends a partner to): the amount, the
 * invoice, a card number, Pay and Cancel. Paying with a good card returns to the app's /invoices.
 */
export class StripeCheckoutPage {
  readonly amount: Locator;
  readonly title: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.amount = page.getByTestId('amount');
    this.title = page.getByRole('heading', { level: 1 });
    this.error = page.getByRole('alert');
  }

  /** Waits for the twin's page (after the app redirected to the session's url). */
  async waitUntilShown(stripeUrl: string): Promise<void> {
    await this.page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/checkout/`));
  }

  async pay(cardNumber: string = TEST_CARDS.pays): Promise<void> {
    await this.page.getByLabel('Card number').fill(cardNumber);
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('link', { name: 'Cancel and return' }).click();
  }
}
