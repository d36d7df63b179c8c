import type Stripe from 'stripe';

import { DeliveryFailedError } from '@careshift/domain';
import { INVOICE_CURRENCY } from '@careshift/domain/invoices/card-payments';
import type { Language } from '@careshift/domain/languages';

import { logger } from '../http/logger';

import { CHECKOUT_LOCALE, checkoutProductName } from './checkout-texts';
import { stripeClient, stripeSdk } from './stripe-config';

export interface CheckoutRequest {
  invoiceId: string;
  invoiceRef: number;
  /** Cents, EUR. */
  amount: number;
  partnerId: string;
  phone?: string;
  /** The partner's language: Checkout's page and the product name speak it. */
  lang: Language;
  successUrl: string;
  cancelUrl: string;
  /** One per invoice and version: a double click makes one session. */
  idempotencyKey: string;
}

/** What the payments use cases ask of the card provider (Stripe; its twin locally). */
export interface CardPayments {
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  refund(input: {
    paymentIntentId: string;
    invoiceId: string;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** The event, when the signature over the raw body is valid; a WebhookSignatureError otherwise. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event>;
}

/** The webhook's Stripe-Signature is missing or does not match the raw body (a 400, nothing changed). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The card provider refused or failed a call (a 502 the web shows with its own text). */
export const CARD_PAYMENTS_UNAVAILABLE = 'CARD_PAYMENTS_UNAVAILABLE';

function unavailable(what: string, error: unknown): DeliveryFailedError {
  logger.error(`Stripe refused or failed: ${what}`, { error: error as Error });
  return new DeliveryFailedError(
    `The card payment service is not available right now (${what}). Nothing was changed; try again later.`,
    CARD_PAYMENTS_UNAVAILABLE,
  );
}

/** CardPayments through the real `stripe` SDK. */
export function createStripePayments(): CardPayments {
  return {
    async createCheckout(request) {
      const { stripe } = await stripeClient();
      const metadata = {
        user: request.partnerId,
        ...(request.phone ? { phone: request.phone } : {}),
        invoiceId: request.invoiceId,
        invoiceRef: String(request.invoiceRef),
      };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: INVOICE_CURRENCY,
                  unit_amount: request.amount,
                  product_data: { name: checkoutProductName(request.lang, request.invoiceRef) },
                },
              },
            ],
            locale: CHECKOUT_LOCALE[request.lang],
            metadata,
            payment_intent_data: { metadata },
            client_reference_id: request.invoiceId,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw unavailable('checkout', error);
      }
    },

    async refund({ paymentIntentId, invoiceId, idempotencyKey }) {
      const { stripe } = await stripeClient();
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, metadata: { invoiceId } },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw unavailable('refund', error);
      }
    },

    async verifyEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      const { stripe, keys } = await stripeClient();
      try {
        return await stripe.webhooks.constructEventAsync(rawBody, signature, keys.webhookSecret);
      } catch (error) {
        if (error instanceof (await stripeSdk()).errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message);
        }
        throw error;
      }
    },
  };
}
