import type Stripe from 'stripe';

import { providerEventRecord } from '@careshift/db';
import type { ProviderEvent } from '@careshift/db';
import { ValidationError } from '@careshift/domain';
import { canCompleteRefund, CARD_PROVIDER, checkCardPayment } from '@careshift/domain/invoices/card-payments';
import { canMoveInvoice } from '@careshift/domain/invoices/invoice-moves';

import { liftRestrictionAfterPayment } from '../standing/after-payment';

import type { PaymentDeps } from './payment-deps';

export const PAYMENT_MISMATCH = 'PAYMENT_MISMATCH';
/** The webhook's changes in the audit trail: an automatic move, made on the provider's word. */
export const STRIPE_ACTOR = { id: 'stripe-webhook', role: 'SCHEDULER' } as const;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

function contextOf(deps: PaymentDeps) {
  return { actor: STRIPE_ACTOR, at: deps.clock.now().toISOString() };
}

/**
 * checkout.session.completed: a paid session for exactly the invoice's total in EUR pays a PENDING invoice
 * (CARD, STRIPE, the payment intent id) and its shifts become COMPLETED, the event recorded in the same
 * transaction. A different amount or currency is refused (400 PAYMENT_MISMATCH, logged, nothing changed:
 * Stripe shows the failed delivery and retries; the alarm on this code pages the operator). An invoice no
 * longer PENDING (paid in cash meanwhile, cancelled) is not paid twice: the event is recorded with an
 * audit entry and an error log, since the card payment must then be refunded by hand.
 */
export async function settleCheckoutCompleted(
  deps: PaymentDeps,
  event: ProviderEvent,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const context = contextOf(deps);
  const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id ?? undefined;
  if (session.payment_status !== 'paid') {
    await deps.invoices.recordProviderEvent({ event, outcome: 'ignored', context });
    return;
  }
  const invoice = invoiceId ? await deps.invoices.getInvoice(invoiceId) : undefined;
  if (!invoice) {
    deps.log.error('A paid Checkout Session names no known invoice', { sessionId: session.id, invoiceId });
    await deps.invoices.recordProviderEvent({ event, outcome: 'unknown-invoice', context });
    return;
  }
  const check = checkCardPayment(invoice, {
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency,
  });
  if (!check.ok) {
    deps.log.error('A card payment does not match its invoice: refused', {
      invoiceId: invoice.invoiceId,
      sessionId: session.id,
      reason: check.reason,
      amountTotal: session.amount_total,
      currency: session.currency,
      total: invoice.total,
    });
    throw new ValidationError(
      'The payment does not match the invoice (amount or currency). The invoice was not changed.',
      {},
      PAYMENT_MISMATCH,
    );
  }
  if (!canMoveInvoice('payByCard', invoice.status)) {
    deps.log.error('A card payment arrived for an invoice that is no longer pending: refund it by hand', {
      invoiceId: invoice.invoiceId,
      status: invoice.status,
      paymentIntent: idOf(session.payment_intent),
    });
    await deps.invoices.recordProviderEvent({ event, outcome: 'already-settled', invoice, context });
    return;
  }
  const paymentIntent = idOf(session.payment_intent) ?? session.id;
  await deps.invoices.payInvoice({
    invoice,
    shifts: await deps.shifts.listInvoiceShifts(invoice.invoiceId),
    payment: { paymentMethod: 'CARD', paymentProvider: CARD_PROVIDER, transactionId: paymentIntent },
    context,
    links: (tx) => [providerEventRecord(tx, event, 'paid', context.at, invoice.invoiceId)],
  });
  deps.metrics.count('InvoicePaid');
  await liftRestrictionAfterPayment(deps, invoice.partnerId, deps.clock.now(), STRIPE_ACTOR);
}

/**
 * charge.refunded (the whole charge): the invoice the charge paid — named in the payment's metadata and
 * carrying its payment intent — goes from PENDING_REFUND (or PAID, a refund made in Stripe's dashboard) to
 * REFUNDED. A partial refund, or a charge of no invoice, is recorded and logged, nothing else.
 */
export async function settleChargeRefunded(
  deps: PaymentDeps,
  event: ProviderEvent,
  charge: Stripe.Charge,
): Promise<void> {
  const context = contextOf(deps);
  const paymentIntent = idOf(charge.payment_intent);
  const invoiceId = charge.metadata?.invoiceId;
  const invoice = invoiceId ? await deps.invoices.getInvoice(invoiceId) : undefined;
  if (!invoice || !paymentIntent || invoice.transactionId !== paymentIntent) {
    deps.log.warn('A refunded charge names no invoice paid by it: ignored', {
      chargeId: charge.id,
      invoiceId,
    });
    await deps.invoices.recordProviderEvent({ event, outcome: 'unknown-invoice', context });
    return;
  }
  if (!charge.refunded || !canCompleteRefund(invoice.status)) {
    deps.log.warn('A refund event that does not refund the invoice whole: recorded only', {
      invoiceId: invoice.invoiceId,
      status: invoice.status,
      amountRefunded: charge.amount_refunded,
    });
    await deps.invoices.recordProviderEvent({ event, outcome: 'ignored', invoice, context });
    return;
  }
  await deps.invoices.completeInvoiceRefund({ invoice, event, context });
}
