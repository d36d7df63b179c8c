import type { Invoice } from '@careshift/contract/operations/invoices';
import { ConflictError, NotFoundError } from '@careshift/domain';
import { assertRefundable } from '@careshift/domain/invoices/card-payments';

import type { Viewer } from '../http/viewer';
import { toInvoiceView } from '../invoices/invoice-views';

import { INVOICE_NOT_FOUND } from './checkout';
import type { PaymentDeps } from './payment-deps';

/**
 * invoice-refund: an administrator refunds a PAID card payment through the provider (one idempotency key
 * per invoice and version: a repeat never refunds twice); once the provider accepted it, the invoice is
 * PENDING_REFUND (version-guarded, audited). The provider's charge.refunded event makes it REFUNDED.
 */
export async function refundCardPayment(
  deps: Pick<PaymentDeps, 'invoices' | 'cards' | 'clock'>,
  viewer: Viewer,
  invoiceId: string,
): Promise<Invoice> {
  const invoice = await deps.invoices.getInvoice(invoiceId);
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  assertRefundable(invoice);
  const { refundId } = await deps.cards.refund({
    paymentIntentId: invoice.transactionId ?? '',
    invoiceId: invoice.invoiceId,
    idempotencyKey: `invoice-refund-${invoice.invoiceId}-v${invoice.version}`,
  });
  const now = deps.clock.now();
  try {
    const pending = await deps.invoices.startInvoiceRefund({
      invoice,
      refundId,
      context: { actor: { id: viewer.userId, role: viewer.role }, at: now.toISOString() },
    });
    return toInvoiceView(pending, viewer, now);
  } catch (error) {
    // The provider's charge.refunded may land first and make it REFUNDED: the refund is done all the same.
    const current = error instanceof ConflictError ? await deps.invoices.getInvoice(invoiceId) : undefined;
    if (current?.status === 'REFUNDED') return toInvoiceView(current, viewer, now);
    throw error;
  }
}
