import type Stripe from 'stripe';

import type { ProviderEvent } from '@careshift/db';
import { ConflictError, ValidationError } from '@careshift/domain';

import type { RawRequest } from '../http/pipeline';

import type { PaymentDeps } from './payment-deps';
import { WebhookSignatureError } from './stripe-payments';
import { settleCheckoutCompleted, settleChargeRefunded } from './webhook-events';

export const INVALID_SIGNATURE = 'INVALID_SIGNATURE';
/** Deliveries of one event racing each other: each re-reads and decides again, this many times at most. */
const MAX_ATTEMPTS = 4;

/**
 * payments-stripeWebhook: the Stripe-Signature header is verified over the raw body (the bytes Stripe
 * signed; the pipeline decodes a base64 body and never re-serialises it). A bad or missing signature is a
 * 400 and changes nothing. Each event id is processed once: its record is written in the same transaction
 * as the invoice change, so ten deliveries of one event, one after another or at once, make one payment.
 */
export async function receiveStripeWebhook(deps: PaymentDeps, raw: RawRequest): Promise<{ received: true }> {
  let event: Stripe.Event;
  try {
    event = await deps.cards.verifyEvent(raw.body, raw.headers['stripe-signature']);
  } catch (error) {
    // Anything else (the keys could not be read) is a 5xx: Stripe retries it.
    if (!(error instanceof WebhookSignatureError)) throw error;
    deps.log.warn('Stripe webhook refused: the signature did not verify', { reason: error.message });
    throw new ValidationError(
      'The webhook signature could not be verified. Nothing was changed.',
      {},
      INVALID_SIGNATURE,
    );
  }
  const settle = settlerFor(event);
  if (!settle) return { received: true };
  const providerEvent: ProviderEvent = { id: event.id, type: event.type };
  for (let attempt = 1; ; attempt += 1) {
    if (await deps.invoices.findProviderEvent(event.id)) return { received: true };
    try {
      await settle(deps, providerEvent);
      return { received: true };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

type Settle = (deps: PaymentDeps, event: ProviderEvent) => Promise<void>;

/** The events the product acts on; any other type is acknowledged and ignored. */
function settlerFor(event: Stripe.Event): Settle | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return (deps, providerEvent) => settleCheckoutCompleted(deps, providerEvent, event.data.object);
    case 'charge.refunded':
      return (deps, providerEvent) => settleChargeRefunded(deps, providerEvent, event.data.object);
    default:
      return undefined;
  }
}
