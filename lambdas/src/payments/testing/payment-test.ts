import Stripe from 'stripe';

import { ENV } from '@careshift/contract';
import type { Operation } from '@careshift/contract';
import { stripeWebhook } from '@careshift/contract/operations/invoices';
import { createRepositories } from '@careshift/db';
import type { InvoiceRecord } from '@careshift/db';
import { ADMIN, contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpEvent } from '../../http/types';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import type { EventOptions } from '../../testing/http-event';
import { stripeOptions } from '../stripe-config';

export const APP_URL = 'https://app.careshift.test';

/**
 * The payments Lambda against a fresh table and the run's Stripe twin (the integration global setup
 * sets STRIPE_*): invoices are made through the repositories, webhooks are signed with the twin's secret.
 */
export async function startPaymentTest() {
  const db = await createTestDb();
  process.env[ENV.tableName] = db.tableName;
  process.env[ENV.appUrl] = APP_URL;
  const repos = createRepositories(db.service);
  const { handler } = await import('../handler');
  const secret = process.env[ENV.stripeWebhookSecret] ?? '';
  const stripe = new Stripe(process.env[ENV.stripeSecretKey] ?? '', stripeOptions());
  let day = 0;

  async function send(event: HttpEvent) {
    const result = await handler(event, lambdaContext);
    return { status: result.statusCode ?? 0, body: JSON.parse(result.body ?? 'null') };
  }

  return {
    repos,
    stripe,
    call: (operation: Operation, options: EventOptions = {}) => send(httpEvent(operation, options)),

    /** A PENDING invoice of `partnerId` over one worked shift (a €24 commission unless `total`). */
    async invoiceFor(invoiceId: string, partnerId: string, total = 2400): Promise<InvoiceRecord> {
      day += 1;
      const at = '2026-07-01T08:00:00.000Z';
      const { created } = await repos.shifts.createShifts(
        [
          newShift({
            shiftId: `${invoiceId}-s`,
            startDate: `2026-06-${String((day % 27) + 1).padStart(2, '0')}T07:00:00.000Z`,
            status: 'FINISHED',
            claimedBy: partnerId,
            partnerName: partnerId,
          }),
        ],
        contextAt(at),
      );
      return repos.invoices.createInvoice({
        invoice: {
          invoiceId,
          invoiceRef: 1000 + day,
          partnerId,
          partnerName: partnerId,
          lines: [],
          total,
          dueDate: '2026-07-15',
          createdBy: ADMIN.id,
          createdAt: at,
        },
        shifts: created,
        context: contextAt(at),
      });
    },

    /** Delivers a webhook body as Stripe would: signed over these exact bytes (or with `signature`). */
    webhook(payload: string, options: { signature?: string | null; base64?: boolean; secret?: string } = {}) {
      const event = httpEvent(stripeWebhook, { rawBody: payload });
      const signature =
        options.signature === undefined
          ? stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret })
          : options.signature;
      event.headers = {
        ...event.headers,
        'Content-Type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'Stripe-Signature': signature }),
      };
      if (options.base64) {
        event.body = Buffer.from(payload, 'utf8').toString('base64');
        event.isBase64Encoded = true;
      }
      return send(event);
    },

    async invoiceTrail(invoiceId: string) {
      const page = await repos.audit.listAuditTrail({
        subjectType: 'invoice',
        subjectId: invoiceId,
        limit: 50,
      });
      return page.items.map((entry) => entry.action);
    },
  };
}

/** A checkout.session.completed event as Stripe sends it (pretty-printed JSON), for an invoice. */
export function checkoutCompleted(
  invoice: Pick<InvoiceRecord, 'invoiceId' | 'invoiceRef' | 'partnerId' | 'total'>,
  overrides: { id?: string; amount?: number; currency?: string; paymentIntent?: string } = {},
): string {
  const session = {
    id: `cs_test_${invoice.invoiceId}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: overrides.amount ?? invoice.total,
    currency: overrides.currency ?? 'eur',
    client_reference_id: invoice.invoiceId,
    payment_intent: overrides.paymentIntent ?? `pi_test_${invoice.invoiceId}`,
    metadata: {
      user: invoice.partnerId,
      invoiceId: invoice.invoiceId,
      invoiceRef: String(invoice.invoiceRef),
    },
  };
  const event = {
    id: overrides.id ?? `evt_test_${invoice.invoiceId}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: 1_780_000_000,
    livemode: false,
    data: { object: session },
  };
  return JSON.stringify(event, null, 2);
}
