import Stripe from 'stripe';

import { INVOICE_CURRENCY } from '@careshift/domain/invoices/card-payments';
import { stripeKeys, stripeOptions } from '@careshift/lambdas/payments/stripe-config';

import type { SeedCardPayments } from './scale/card-payments';

/** Payments in flight at once (the twin answers each in a few milliseconds). */
const CONCURRENCY = 8;
/** Stripe's test payment method that pays. */
const TEST_CARD = 'pm_card_visa';

/**
 * The demo's card payments, made through the `stripe` SDK with the payments Lambda's keys and options
 * (pointed at this stack's Stripe twin by the STRIPE_API_* variables, read when the seed runs): one PaymentIntent per card-paid invoice, confirmed
 * with Stripe's test card and carrying the metadata Checkout gives the product's own payments (user,
 * invoiceId, invoiceRef), so an administrator's Refund and the twin's charge.refunded find them.
 */
export function stripeSeedPayments(): SeedCardPayments {
  return async (invoices) => {
    const stripe = new Stripe((await stripeKeys()).secretKey, stripeOptions());
    const ids = new Map<string, string>();
    const queue = [...invoices];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const invoice = next;
        const intent = await stripe.paymentIntents.create(
          {
            amount: invoice.total,
            currency: INVOICE_CURRENCY,
            confirm: true,
            payment_method: TEST_CARD,
            description: `Invoice ${invoice.invoiceRef}`,
            metadata: {
              user: invoice.partnerId,
              invoiceId: invoice.invoiceId,
              invoiceRef: String(invoice.invoiceRef),
            },
          },
          { idempotencyKey: `seed-invoice-payment-${invoice.invoiceId}` },
        );
        ids.set(invoice.invoiceId, intent.id);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return ids;
  };
}
