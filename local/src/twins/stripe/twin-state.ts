import { createHash } from 'node:crypto';

import { CHECKOUT_LOCALES } from './checkout-page';
import type { CheckoutPageSession } from './checkout-page';
import { field, textFields } from './form-body';
import type { FormFields } from './form-body';
import { chargeOf, confirmPaymentIntent, paymentIntentOf } from './payment-intents';
import type { TwinPayment } from './payment-intents';
import { newEvent, twinId } from './webhooks';
import type { TwinEvent } from './webhooks';

export interface TwinReply {
  status: number;
  body: unknown;
}

/** A Checkout Session as the twin keeps it (Stripe's fields, the ones the product reads). */
export interface TwinSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** The language Checkout's page speaks (Stripe's `locale`; null when none was given, "auto" in effect). */
  locale: string | null;
  /** The twin's own: the line's product name and the payment's metadata. */
  productName: string;
  paymentMetadata: Record<string, string>;
}

type Publish = (event: TwinEvent) => Promise<void>;

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Stripe delivers charge.refunded moments after the refund; the twin waits this long. */
const REFUND_EVENT_DELAY_MS = 1000;

const twinError = (status: number, type: string, message: string, param?: string): TwinReply => ({
  status,
  body: { error: { type, message, ...(param ? { param } : {}) } },
});
const missing = (param: string) =>
  twinError(400, 'invalid_request_error', `Missing required param: ${param}.`, param);

/** The params of a new Checkout Session that the twin reads. */
interface SessionParams {
  amount: number;
  quantity: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  locale: string | null;
}

/** Stripe's refusal of a locale its Checkout page does not speak. */
function localeRefusal(locale: string | null): TwinReply | undefined {
  if (locale === null || CHECKOUT_LOCALES.includes(locale)) return undefined;
  return twinError(
    400,
    'invalid_request_error',
    `Invalid locale: must be one of ${CHECKOUT_LOCALES.join(', ')}`,
    'locale',
  );
}

/** A Checkout Session's params from the form, or Stripe's refusal of the first one missing or wrong. */
function sessionParams(form: FormFields): SessionParams | TwinReply {
  const amount = Number(field(form, 'line_items', 0, 'price_data', 'unit_amount'));
  const quantity = Number(field(form, 'line_items', 0, 'quantity') ?? '1');
  const currency = field(form, 'line_items', 0, 'price_data', 'currency');
  const successUrl = field(form, 'success_url');
  const cancelUrl = field(form, 'cancel_url');
  if (field(form, 'mode') !== 'payment') return missing('mode');
  if (!Number.isInteger(amount) || amount < 1) return missing('line_items[0][price_data][unit_amount]');
  if (!currency) return missing('line_items[0][price_data][currency]');
  if (!successUrl || !cancelUrl) return missing('success_url');
  const locale = field(form, 'locale') ?? null;
  return localeRefusal(locale) ?? { amount, quantity, currency, successUrl, cancelUrl, locale };
}

export function createStripeTwinState(config: { checkoutUrl: (id: string) => string }) {
  const sessions = new Map<string, TwinSession>();
  /** Every payment by its PaymentIntent id: paid sessions' and PaymentIntents confirmed directly. */
  const payments = new Map<string, TwinPayment>();
  const refunded = new Set<string>();
  const events: TwinEvent[] = [];
  const replays = new Map<string, { hash: string; reply: TwinReply }>();

  const error = twinError;

  return {
    error,
    notFound: (path: string) => error(404, 'invalid_request_error', `Unrecognized request URL (${path}).`),
    addEvent: (event: TwinEvent) => void events.push(event),
    session: (id: string) => sessions.get(id),
    pageOf: (session: TwinSession): CheckoutPageSession => ({
      id: session.id,
      amountTotal: session.amount_total,
      currency: session.currency,
      productName: session.productName,
      cancelUrl: session.cancel_url,
      locale: session.locale,
    }),

    /** The first reply for an Idempotency-Key is replayed; the same key with other params is refused. */
    async idempotent(
      key: string | undefined,
      body: string,
      run: () => TwinReply | Promise<TwinReply> | undefined,
    ) {
      const hash = createHash('sha256').update(body).digest('hex');
      const stored = key ? replays.get(key) : undefined;
      if (stored) {
        return stored.hash === hash
          ? stored.reply
          : error(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
      }
      const reply = await run();
      if (key && reply && reply.status < 500) replays.set(key, { hash, reply });
      return reply;
    },

    createSession(form: FormFields): TwinReply {
      const params = sessionParams(form);
      if ('status' in params) return params;
      const { amount, quantity, currency, successUrl, cancelUrl, locale } = params;
      const id = twinId('cs');
      const session: TwinSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount * quantity,
        amount_subtotal: amount * quantity,
        currency: currency.toLowerCase(),
        metadata: textFields(form.metadata),
        client_reference_id: field(form, 'client_reference_id') ?? null,
        success_url: successUrl,
        cancel_url: cancelUrl,
        url: config.checkoutUrl(id),
        payment_intent: null,
        created: nowSeconds(),
        expires_at: nowSeconds() + 24 * 3600,
        livemode: false,
        locale,
        productName: field(form, 'line_items', 0, 'price_data', 'product_data', 'name') ?? 'Payment',
        paymentMetadata: textFields((form.payment_intent_data as FormFields | undefined)?.metadata),
      };
      sessions.set(id, session);
      return { status: 200, body: publicSession(session) };
    },

    getSession(id: string): TwinReply {
      const session = sessions.get(id);
      if (!session)
        return error(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'session');
      return { status: 200, body: publicSession(session) };
    },

    /** The test card paid: the session completes and checkout.session.completed goes out. */
    async pay(session: TwinSession, publish: Publish): Promise<void> {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = twinId('pi');
      session.url = null;
      payments.set(session.payment_intent, {
        paymentIntent: session.payment_intent,
        amount: session.amount_total,
        currency: session.currency,
        metadata: session.paymentMetadata,
        description: session.productName,
        created: nowSeconds(),
      });
      await publish(newEvent('checkout.session.completed', publicSession(session)));
    },

    createRefund(form: FormFields, publish: Publish): TwinReply {
      const paymentIntent = field(form, 'payment_intent');
      if (!paymentIntent) return missing('payment_intent');
      const payment = payments.get(paymentIntent);
      if (!payment) {
        return error(
          404,
          'invalid_request_error',
          `No such payment_intent: '${paymentIntent}'`,
          'payment_intent',
        );
      }
      if (refunded.has(paymentIntent)) {
        return error(
          400,
          'invalid_request_error',
          `Charge ${chargeOf(payment).id} has already been refunded.`,
        );
      }
      refunded.add(paymentIntent);
      const refund = {
        id: twinId('re'),
        object: 'refund',
        amount: payment.amount,
        currency: payment.currency,
        payment_intent: paymentIntent,
        charge: chargeOf(payment).id,
        status: 'succeeded',
        metadata: textFields(form.metadata),
        created: nowSeconds(),
      };
      setTimeout(
        () => void publish(newEvent('charge.refunded', chargeOf(payment, true))),
        REFUND_EVENT_DELAY_MS,
      );
      return { status: 200, body: refund };
    },

    /**
     * A PaymentIntent confirmed at once with a test payment method (how the demo seed pays its card-paid
     * invoices). Its payment_intent.succeeded event is listed, not delivered: the product's endpoint
     * subscribes to checkout.session.completed and charge.refunded only.
     */
    createPaymentIntent(form: FormFields, addEvent: (event: TwinEvent) => void): TwinReply {
      const outcome = confirmPaymentIntent(form);
      if (!outcome.ok) return error(outcome.status, outcome.type, outcome.message, outcome.param);
      payments.set(outcome.payment.paymentIntent, outcome.payment);
      const body = paymentIntentOf(outcome.payment);
      addEvent(newEvent('payment_intent.succeeded', body));
      return { status: 200, body };
    },

    getPaymentIntent(id: string): TwinReply {
      const payment = payments.get(id);
      if (!payment) return error(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'intent');
      return { status: 200, body: paymentIntentOf(payment) };
    },

    listEvents: (): TwinReply => ({
      status: 200,
      body: { object: 'list', url: '/v1/events', has_more: false, data: [...events].reverse() },
    }),
  };
}

function publicSession(session: TwinSession): Record<string, unknown> {
  const { productName: _name, paymentMetadata: _metadata, ...rest } = session;
  return rest;
}
