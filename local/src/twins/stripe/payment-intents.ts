import { field, textFields } from './form-body';
import type { FormFields } from './form-body';
import { twinId } from './webhooks';

/** A payment the twin holds: a paid Checkout Session's, or a PaymentIntent created and confirmed directly. */
export interface TwinPayment {
  paymentIntent: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string | null;
  created: number;
}

/** Stripe's test payment methods the twin knows: one that pays and one that is declined. */
export const TEST_PAYMENT_METHODS = { paid: 'pm_card_visa', declined: 'pm_card_chargeDeclined' } as const;

export type PaymentIntentOutcome =
  | { ok: true; payment: TwinPayment }
  | { ok: false; status: number; type: string; message: string; param?: string };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * POST /v1/payment_intents with `confirm=true` and a test payment method, as Stripe answers it: the test
 * card pays at once (status succeeded, one charge), the declining one is a 402 card_error. Without
 * `confirm=true` the twin refuses (the product never leaves an intent unconfirmed).
 */
export function confirmPaymentIntent(form: FormFields): PaymentIntentOutcome {
  const amount = Number(field(form, 'amount'));
  const currency = field(form, 'currency');
  const missing = (param: string) => ({
    ok: false as const,
    status: 400,
    type: 'invalid_request_error',
    message: `Missing required param: ${param}.`,
    param,
  });
  if (!Number.isInteger(amount) || amount < 1) return missing('amount');
  if (!currency) return missing('currency');
  if (field(form, 'confirm') !== 'true') return missing('confirm');
  const method = field(form, 'payment_method');
  if (method === TEST_PAYMENT_METHODS.declined) {
    return { ok: false, status: 402, type: 'card_error', message: 'Your card was declined.' };
  }
  if (method !== TEST_PAYMENT_METHODS.paid) return missing('payment_method');
  return {
    ok: true,
    payment: {
      paymentIntent: twinId('pi'),
      amount,
      currency: currency.toLowerCase(),
      metadata: textFields(form.metadata),
      description: field(form, 'description') ?? null,
      created: nowSeconds(),
    },
  };
}

/** The charge of a payment, as Stripe shows it (whole refunds only). */
export function chargeOf(payment: TwinPayment, refunded = false) {
  return {
    id: `ch_${payment.paymentIntent.slice(3)}`,
    object: 'charge',
    amount: payment.amount,
    amount_captured: payment.amount,
    amount_refunded: refunded ? payment.amount : 0,
    refunded,
    paid: true,
    status: 'succeeded',
    currency: payment.currency,
    payment_intent: payment.paymentIntent,
    metadata: payment.metadata,
    created: payment.created,
    livemode: false,
  };
}

/** A succeeded PaymentIntent as Stripe answers it. */
export function paymentIntentOf(payment: TwinPayment) {
  return {
    id: payment.paymentIntent,
    object: 'payment_intent',
    amount: payment.amount,
    amount_received: payment.amount,
    currency: payment.currency,
    status: 'succeeded',
    metadata: payment.metadata,
    description: payment.description,
    latest_charge: chargeOf(payment).id,
    payment_method: TEST_PAYMENT_METHODS.paid,
    created: payment.created,
    livemode: false,
  };
}
