import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENV, operationList } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import { ADMIN, contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import { TEST_ORIGIN_SECRET } from '@careshift/lambdas/testing/http-event';

import { startGateway } from '../gateway/gateway';
import type { LocalGateway } from '../gateway/gateway';
import { stripeSeedPayments } from '../seed/demo-card-payments';
import type { RunningServer } from '../server/http-server';
import { originHeaders } from '../stack/origin-secret';
import { stripeEnvironment } from '../stack/stack-services';
import { startWebProductionServer } from '../stack/web-production-server';

import { freePort } from './free-port';
import { STRIPE_WEBHOOK_PATH, startStripeTwin } from './stripe-twin';
import type { StripeTwin } from './stripe-twin';

const APP_URL = 'http://127.0.0.1:1/app';
const PARTNER = { sub: 'partner-flow', role: 'EMPLOYEE', phone_number: '+35799000123' };
// An administrator's token carries `mfa: totp` (signed in with the authenticator app, issue 30).
const ADMINISTRATOR = { sub: ADMIN.id, role: 'SYSTEM_USER', email: 'admin@example.com', mfa: 'totp' };

/**
 * The whole card payment locally: the payments Lambda behind the local gateway, the Stripe twin
 * delivering its signed webhook through the CloudFront twin (as Stripe posts to the app's address in
 * AWS, and only CloudFront reaches the API), the tester paying on the twin's checkout page.
 */
describe('card checkout through the Stripe twin and the local gateway', () => {
  let twin: StripeTwin;
  let gateway: LocalGateway;
  let edge: RunningServer;
  let repos: ReturnType<typeof createRepositories>;

  beforeAll(async () => {
    const db = await createTestDb();
    repos = createRepositories(db.service);
    const apiPort = await freePort();
    edge = await startWebProductionServer({
      port: 0,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      originSecret: TEST_ORIGIN_SECRET,
      webConfig: {},
      userPoolUrl: 'http://127.0.0.1:1',
      documentsUrl: 'http://127.0.0.1:1',
      log: false,
    });
    twin = await startStripeTwin({
      port: 0,
      webhookUrl: `${edge.url}${STRIPE_WEBHOOK_PATH}`,
      retryDelaysMs: [50],
    });
    Object.assign(process.env, stripeEnvironment(twin), {
      [ENV.tableName]: db.tableName,
      [ENV.appUrl]: APP_URL,
    });
    const { loadAreaHandler } = await import('@careshift/lambdas/areas');
    gateway = await startGateway({
      port: apiPort,
      operations: operationList,
      loadHandler: loadAreaHandler,
      authorizer: async (header) =>
        header === 'Bearer partner' ? PARTNER : header === 'Bearer admin' ? ADMINISTRATOR : undefined,
      log: false,
    });
    const at = '2026-07-01T08:00:00.000Z';
    const { created } = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'flow-s1',
          startDate: '2026-06-10T07:00:00.000Z',
          status: 'FINISHED',
          claimedBy: PARTNER.sub,
          partnerName: 'Maria',
        }),
      ],
      contextAt(at),
    );
    await repos.invoices.createInvoice({
      invoice: {
        invoiceId: 'inv-flow',
        invoiceRef: 77,
        partnerId: PARTNER.sub,
        partnerName: 'Maria',
        lines: [],
        total: 2400,
        dueDate: '2026-07-15',
        createdBy: ADMIN.id,
        createdAt: at,
      },
      shifts: created,
      context: contextAt(at),
    });
  });
  afterAll(async () => {
    await edge?.stop();
    await gateway?.stop();
    await twin?.stop();
  });

  const pay = (url: string, cardNumber: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber }).toString(),
      redirect: 'manual',
    });

  it('should make the invoice PAID only when the signed webhook arrives after paying on the twin', async () => {
    // The twin keeps every delivery of the run: this test reads those made after it started.
    const earlier = twin.deliveries().length;
    const deliveries = () => twin.deliveries().slice(earlier);
    const checkout = await fetch(`${gateway.url}/api/invoices/inv-flow/checkout`, {
      method: 'POST',
      headers: { authorization: 'Bearer partner', ...originHeaders(TEST_ORIGIN_SECRET) },
    });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    expect(url.startsWith(`${twin.url}/checkout/cs_test_`)).toBe(true);

    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain('CareShift invoice #77');
    expect(html).toContain('€24.00');
    expect(html).toContain(`href="${APP_URL}/invoices?payment=cancelled&amp;invoice=inv-flow"`);

    const declined = await pay(url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await repos.invoices.getInvoice('inv-flow'))?.status).toBe('PENDING');
    expect(deliveries()).toEqual([]);

    const paid = await pay(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${APP_URL}/invoices?payment=success&invoice=inv-flow`);
    expect(deliveries().map((attempt) => attempt.status)).toEqual([200]);
    expect(await repos.invoices.getInvoice('inv-flow')).toMatchObject({
      status: 'PAID',
      paymentMethod: 'CARD',
      paymentProvider: 'STRIPE',
    });
    expect((await repos.invoices.getInvoice('inv-flow'))?.transactionId).toMatch(/^pi_test_/);
  });

  it('should refund a card payment the demo seed made through a PaymentIntent, as one made at checkout', async () => {
    const at = '2026-07-02T08:00:00.000Z';
    const { created } = await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'seeded-s1',
          startDate: '2026-06-11T07:00:00.000Z',
          status: 'FINISHED',
          claimedBy: PARTNER.sub,
          partnerName: 'Maria',
        }),
      ],
      contextAt(at),
    );
    const invoice = {
      invoiceId: 'inv-seeded',
      invoiceRef: 78,
      partnerId: PARTNER.sub,
      partnerName: 'Maria',
      lines: [],
      total: 3100,
      dueDate: '2026-07-16',
      createdBy: ADMIN.id,
      createdAt: at,
    };
    await repos.invoices.createInvoice({ invoice, shifts: created, context: contextAt(at) });
    const ids = await stripeSeedPayments()([{ ...invoice }]);
    const paymentIntent = ids.get('inv-seeded') ?? '';
    expect(paymentIntent).toMatch(/^pi_test_/);
    const pending = await repos.invoices.getInvoice('inv-seeded');
    await repos.invoices.payInvoice({
      invoice: pending!,
      shifts: created,
      payment: { paymentMethod: 'CARD', paymentProvider: 'STRIPE', transactionId: paymentIntent },
      context: contextAt(at),
    });

    const refund = await fetch(`${gateway.url}/api/invoices/inv-seeded/refund`, {
      method: 'POST',
      headers: { authorization: 'Bearer admin', ...originHeaders(TEST_ORIGIN_SECRET) },
    });
    expect(refund.status).toBe(200);
    expect(await refund.json()).toMatchObject({ status: 'PENDING_REFUND' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await twin.settled();
    expect((await repos.invoices.getInvoice('inv-seeded'))?.status).toBe('REFUNDED');

    const unknown = await fetch(`${twin.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${twin.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'payment_intent=pi_made_up',
    });
    expect(unknown.status).toBe(404);
  });

  it('should refuse a call to the twin without the secret key, as Stripe does', async () => {
    const reply = await fetch(`${twin.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_wrong' },
    });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('should refuse a Checkout locale Stripe does not know, and keep the one it does', async () => {
    const create = (locale: string) =>
      fetch(`${twin.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${twin.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          mode: 'payment',
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': 'eur',
          'line_items[0][price_data][unit_amount]': '1500',
          'line_items[0][price_data][product_data][name]': 'Τιμολόγιο CareShift #5',
          success_url: `${APP_URL}/ok`,
          cancel_url: `${APP_URL}/no`,
          locale,
        }).toString(),
      });
    const refused = await create('gr');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { param: 'locale' } });
    const made = await create('el');
    expect(made.status).toBe(200);
    const session = (await made.json()) as { locale: string; url: string };
    expect(session.locale).toBe('el');
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('Αριθμός κάρτας');
  });
});
