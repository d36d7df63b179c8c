import { randomBytes } from 'node:crypto';

import Stripe from 'stripe';

/** An event as Stripe sends it (snapshot payload). */
export interface TwinEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  type: string;
  data: { object: Record<string, unknown> };
}

/** One delivery attempt's outcome, kept for tests and the terminal. */
export interface DeliveryAttempt {
  eventId: string;
  attempt: number;
  status: number | 'unreachable';
}

export const twinId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

const stripe = new Stripe('sk_test_twin');

/**
 * The Stripe-Signature header exactly as Stripe computes it: `t={timestamp},v1={HMAC-SHA256 of
 * "{timestamp}.{payload}" with the endpoint's signing secret}` (the SDK's own test-header helper).
 */
export function signPayload(payload: string, secret: string, timestamp?: number): Promise<string> {
  return stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

export function newEvent(type: string, object: Record<string, unknown>): TwinEvent {
  return {
    id: twinId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}

/** Delays between attempts: Stripe retries with backoff for days; the twin a few times, quickly. */
export const RETRY_DELAYS_MS = [500, 2000, 5000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers an event to the webhook endpoint: a POST of its JSON, signed afresh for each attempt, retried on
 * a non-2xx answer or no answer. Resolves with the first attempt's outcome; retries go on in the
 * background (`done` settles when the last one ended).
 */
export async function deliverEvent(input: {
  url: string;
  secret: string;
  event: TwinEvent;
  record: (attempt: DeliveryAttempt) => void;
  retryDelaysMs?: readonly number[];
}): Promise<{ first: DeliveryAttempt; done: Promise<void> }> {
  const payload = JSON.stringify(input.event, null, 2);
  const attemptOnce = async (attempt: number): Promise<DeliveryAttempt> => {
    let status: DeliveryAttempt['status'];
    try {
      const response = await fetch(input.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': await signPayload(payload, input.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'unreachable';
    }
    const outcome = { eventId: input.event.id, attempt, status };
    input.record(outcome);
    return outcome;
  };
  const ok = (attempt: DeliveryAttempt) => typeof attempt.status === 'number' && attempt.status < 300;
  const first = await attemptOnce(1);
  const delays = input.retryDelaysMs ?? RETRY_DELAYS_MS;
  const done = (async () => {
    let last = first;
    for (let i = 0; i < delays.length && !ok(last); i += 1) {
      await sleep(delays[i] ?? 0);
      last = await attemptOnce(i + 2);
    }
  })();
  return { first, done };
}
