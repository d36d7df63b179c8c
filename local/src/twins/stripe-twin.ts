import type { IncomingMessage, ServerResponse } from 'node:http';

import { listenOnLoopback, readBody, sendJson } from '../server/http-server';
import type { RunningServer } from '../server/http-server';

import { cardOutcome, checkoutPage, messagePage } from './stripe/checkout-page';
import { decodeForm } from './stripe/form-body';
import { createStripeTwinState } from './stripe/twin-state';
import type { TwinReply, TwinSession } from './stripe/twin-state';
import { deliverEvent } from './stripe/webhooks';
import type { DeliveryAttempt, TwinEvent } from './stripe/webhooks';

/** The local stack's Stripe keys: the payments Lambda reads them as STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_careshift_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_careshift_local_signing_secret';
/** Where the webhook is served (the contract's payments-stripeWebhook path). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export interface StripeTwinOptions {
  port: number;
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are delivered; without it they are only kept (GET /v1/events). */
  webhookUrl?: string;
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

export interface StripeTwin extends RunningServer {
  secretKey: string;
  webhookSecret: string;
  /** Every delivery attempt so far, in order. */
  deliveries(): DeliveryAttempt[];
  /** Resolves when every delivery (with its retries) has ended. */
  settled(): Promise<void>;
}

const MAX_BODY = 256 * 1024;

function sendHtml(res: ServerResponse, status: number, page: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(page);
}

/**
 * A Stripe twin for the local stack and tests (no Stripe account or network exists there): the real
 * `stripe` SDK talks to it through its host/port/protocol options. It serves the calls the product makes
 * (Checkout Sessions, refunds, the event list; PaymentIntents confirmed with a test payment method, which
 * the demo seed pays its card-paid invoices with), a hosted checkout page where a tester pays with a test
 * card, and delivers checkout.session.completed and charge.refunded signed exactly as Stripe signs them,
 * retried on a failed answer. Idempotency-Key replays the first answer, as Stripe does.
 */
export async function startStripeTwin(options: StripeTwinOptions): Promise<StripeTwin> {
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  const attempts: DeliveryAttempt[] = [];
  const pending = new Set<Promise<void>>();
  let baseUrl = '';
  let stopped = false;
  const state = createStripeTwinState({ checkoutUrl: (id) => `${baseUrl}/checkout/${id}` });

  async function publish(event: TwinEvent): Promise<void> {
    state.addEvent(event);
    if (!options.webhookUrl) return;
    if (stopped) return;
    const { done } = await deliverEvent({
      url: options.webhookUrl,
      secret: webhookSecret,
      event,
      record: (attempt) => {
        attempts.push(attempt);
        options.log?.(`[stripe] ${event.type} ${event.id} attempt ${attempt.attempt}: ${attempt.status}`);
      },
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }

  /** The POST calls; a repeated Idempotency-Key replays the first answer, as Stripe does. */
  async function post(req: IncomingMessage, pathname: string, body: string): Promise<TwinReply> {
    const run = () => {
      const form = decodeForm(body);
      if (pathname === '/v1/checkout/sessions') return state.createSession(form);
      if (pathname === '/v1/refunds') return state.createRefund(form, publish);
      if (pathname === '/v1/payment_intents') return state.createPaymentIntent(form, state.addEvent);
      return undefined;
    };
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? `${pathname}:${key}` : undefined;
    return (await state.idempotent(idempotencyKey, body, run)) ?? state.notFound(pathname);
  }

  /** The GET calls: a checkout session, a payment intent, the event list. */
  function get(pathname: string): TwinReply {
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(pathname);
    if (session) return state.getSession(session[1] ?? '');
    const intent = /^\/v1\/payment_intents\/([\w-]+)$/.exec(pathname);
    if (intent) return state.getPaymentIntent(intent[1] ?? '');
    if (pathname === '/v1/events') return state.listEvents();
    return state.notFound(pathname);
  }

  async function api(req: IncomingMessage, pathname: string, body: string): Promise<TwinReply> {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return state.error(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (req.method === 'POST') return post(req, pathname, body);
    if (req.method === 'GET') return get(pathname);
    return state.notFound(pathname);
  }

  /** The tester's card number on the checkout page: a declined card shows the page again with why. */
  async function payByCard(res: ServerResponse, session: TwinSession, body: string) {
    const outcome = cardOutcome(new URLSearchParams(body).get('cardNumber') ?? '');
    if (!outcome.paid) return sendHtml(res, 402, checkoutPage(state.pageOf(session), outcome.message));
    await state.pay(session, publish);
    res.writeHead(303, { location: session.success_url });
    res.end();
  }

  async function checkout(req: IncomingMessage, res: ServerResponse, pathname: string, body: string) {
    const match = /^\/checkout\/([\w-]+)(\/pay)?$/.exec(pathname);
    const session = match ? state.session(match[1] ?? '') : undefined;
    if (!session)
      return sendHtml(res, 404, messagePage('Not found', 'This checkout session does not exist.'));
    if (session.payment_status === 'paid') {
      return sendHtml(res, 200, messagePage('Already paid', 'This checkout session has been paid.'));
    }
    const paying = Boolean(match?.[2]);
    if (req.method === 'GET' && !paying) return sendHtml(res, 200, checkoutPage(state.pageOf(session)));
    if (req.method !== 'POST' || !paying)
      return sendHtml(res, 405, messagePage('Not allowed', 'Use the form.'));
    await payByCard(res, session, body);
  }

  const server = await listenOnLoopback((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    void (async () => {
      const body = (await readBody(req, MAX_BODY)).toString('utf8');
      if (pathname.startsWith('/checkout/')) return checkout(req, res, pathname, body);
      const reply = await api(req, pathname, body);
      sendJson(res, reply.status, reply.body, { 'request-id': `req_twin_${Date.now()}` });
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  }, options.port);
  baseUrl = server.url;
  return {
    ...server,
    stop: async () => {
      stopped = true;
      await server.stop();
    },
    secretKey,
    webhookSecret,
    deliveries: () => [...attempts],
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
