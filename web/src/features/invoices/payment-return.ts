/** What the checkout's return address says (`/invoices?payment=success|cancelled[&invoice={id}]`). */
export type PaymentReturn =
  { kind: 'success'; invoiceId?: string } | { kind: 'cancelled'; invoiceId?: string } | undefined;

const ID_PATTERN = /^[\w.:-]{1,100}$/;

/** Reads the payment flag of a return from checkout; anything else is no return at all. */
export function paymentReturnOf(search: URLSearchParams): PaymentReturn {
  const kind = search.get('payment');
  if (kind !== 'success' && kind !== 'cancelled') return undefined;
  const id = search.get('invoice') ?? search.get('invoiceId') ?? undefined;
  return { kind, ...(id && ID_PATTERN.test(id) ? { invoiceId: id } : {}) };
}

/** The address without the return flags, so a reload does not announce the payment again. */
export function withoutPaymentReturn(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['payment', 'invoice', 'invoiceId', 'session_id']) next.delete(name);
  return next;
}

/** How often, and how many times, the invoice is read again while the provider's confirmation is awaited. */
export const PAYMENT_POLL = { intervalMs: 2500, attempts: 12 } as const;

/**
 * What the page says after checkout: the payment is being confirmed until the invoice reads PAID
 * ("payment received" only then), or, after the bounded wait, that it is not confirmed yet.
 */
export type PaymentReturnState =
  { kind: 'confirming' } | { kind: 'paid'; ref: number } | { kind: 'notConfirmed' } | { kind: 'cancelled' };

/**
 * The state after reading the invoice for the `attempt`-th time (0-based): paid only when it is PAID;
 * still confirming within PAYMENT_POLL.attempts; not confirmed after that. Without an invoice to read
 * (an address without `invoice=`), it never claims the payment was received.
 */
export function paymentStateAfterRead(
  invoice: { status: string; invoiceRef: number } | undefined,
  attempt: number,
): PaymentReturnState {
  if (invoice?.status === 'PAID') return { kind: 'paid', ref: invoice.invoiceRef };
  return attempt + 1 >= PAYMENT_POLL.attempts ? { kind: 'notConfirmed' } : { kind: 'confirming' };
}
