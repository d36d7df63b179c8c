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

/** How often, and how many times, the list is read again while the provider's confirmation is awaited. */
export const PAYMENT_POLL = { intervalMs: 2500, attempts: 12 } as const;
