import { ConflictError } from '../errors';

import { canMoveInvoice } from './invoice-moves';
import { isRefundable } from './invoice-rules';
import type { InvoiceStatus, RefundableInvoice } from './invoice-rules';

export { CARD_PROVIDER, isRefundable } from './invoice-rules';
/** The currency every invoice is billed in; Stripe spells it in lower case. */
export const INVOICE_CURRENCY = 'eur';

/** Stripe's smallest charge in EUR (cents): a smaller invoice is paid another way. */
export const MIN_CARD_PAYMENT = 50;

interface PayableInvoice {
  status: InvoiceStatus;
  /** Cents. */
  total: number;
}

/** Pay Invoice (card checkout) starts only from PENDING, for at least €0.50: a 409 naming why otherwise. */
export function assertCardCheckoutAllowed(invoice: PayableInvoice): void {
  const payable = canMoveInvoice('payByCard', invoice.status);
  if (payable && invoice.total >= MIN_CARD_PAYMENT) return;
  if (payable) {
    throw new ConflictError(
      'This invoice is below the smallest card payment (€0.50): pay it by bank transfer or in cash.',
      'INVOICE_NOT_PAYABLE',
    );
  }
  const reason =
    invoice.status === 'PAID'
      ? 'This invoice is already paid.'
      : `This invoice cannot be paid: it is ${invoice.status.toLowerCase().replace('_', ' ')}.`;
  throw new ConflictError(reason, 'INVOICE_NOT_PAYABLE');
}

export function assertRefundable(invoice: RefundableInvoice): void {
  if (isRefundable(invoice)) return;
  throw new ConflictError(
    invoice.status === 'PAID'
      ? 'Only an invoice paid by card can be refunded here; refund other payments outside the app.'
      : 'Only a paid invoice can be refunded.',
    'INVOICE_NOT_REFUNDABLE',
  );
}

/** The provider confirmed a refund: from PENDING_REFUND (ours) or PAID (started in the provider's dashboard). */
export function canCompleteRefund(status: InvoiceStatus): boolean {
  return canMoveInvoice('completeRefund', status);
}

export type CardPaymentCheck =
  { ok: true } | { ok: false; reason: 'not-paid' | 'amount-mismatch' | 'currency-mismatch' };

/**
 * Does a completed checkout pay this invoice exactly? Paid, the amount in cents equal to the invoice
 * total and the currency EUR; anything else is refused and leaves the invoice unchanged.
 */
export function checkCardPayment(
  invoice: { total: number },
  payment: { paymentStatus: string; amountTotal: number | null; currency: string | null },
): CardPaymentCheck {
  if (payment.paymentStatus !== 'paid') return { ok: false, reason: 'not-paid' };
  if (payment.currency?.toLowerCase() !== INVOICE_CURRENCY) return { ok: false, reason: 'currency-mismatch' };
  if (payment.amountTotal !== invoice.total) return { ok: false, reason: 'amount-mismatch' };
  return { ok: true };
}
