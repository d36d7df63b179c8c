import type { InvoiceRecord } from '@careshift/db';

/** A seeded invoice paid by card, to be paid with the card provider. */
export interface CardPaidInvoice {
  invoiceId: string;
  invoiceRef: number;
  partnerId: string;
  /** Cents, EUR. */
  total: number;
}

/**
 * Pays the seeded card-paid invoices with the card provider (the local stack: the Stripe twin) and
 * answers each one's payment intent id, so the seeded payments exist where a refund looks for them.
 */
export type SeedCardPayments = (invoices: readonly CardPaidInvoice[]) => Promise<Map<string, string>>;

/**
 * Gives every PAID-by-card invoice the transaction id of a real payment made through `pay`; without
 * `pay` (a deployed environment's seed) they keep the made-up ids they were built with.
 */
export async function payCardInvoices(invoices: InvoiceRecord[], pay: SeedCardPayments | undefined) {
  if (!pay) return 0;
  const cardPaid = invoices.filter((i) => i.status === 'PAID' && i.paymentMethod === 'CARD');
  const ids = await pay(
    cardPaid.map(({ invoiceId, invoiceRef, partnerId, total }) => ({
      invoiceId,
      invoiceRef,
      partnerId,
      total,
    })),
  );
  for (const invoice of cardPaid) {
    const paymentIntent = ids.get(invoice.invoiceId);
    if (!paymentIntent)
      throw new Error(`The card payment of seeded invoice ${invoice.invoiceRef} was not made`);
    invoice.transactionId = paymentIntent;
  }
  return cardPaid.length;
}
