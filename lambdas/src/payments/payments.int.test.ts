import { beforeAll, describe, expect, it } from 'vitest';

import { invoiceCheckout, invoiceRefund } from '@careshift/contract/operations/invoices';
import { contextAt } from '@careshift/db/testing/fixtures';

import { administratorClaims, partnerClaims } from '../testing/http-event';

import { APP_URL, checkoutCompleted, startPaymentTest } from './testing/payment-test';

type PaymentTest = Awaited<ReturnType<typeof startPaymentTest>>;
const PARTNER = partnerClaims.sub;

describe('payments area Lambda: card checkout and the Stripe webhook', () => {
  let t: PaymentTest;
  beforeAll(async () => {
    t = await startPaymentTest();
  });
  const status = async (invoiceId: string) => (await t.repos.invoices.getInvoice(invoiceId))?.status;

  it('should refuse a bad or missing signature with a 400 and change nothing', async () => {
    const invoice = await t.invoiceFor('inv-sig', PARTNER);
    const payload = checkoutCompleted(invoice);
    const refusals = [
      await t.webhook(payload, { signature: null }),
      await t.webhook(payload, { signature: 't=1,v1=deadbeef' }),
      await t.webhook(payload, { secret: 'whsec_someone_else' }),
      // Signed over the bytes Stripe sent, checked against a re-serialised JSON: refused.
      await t.webhook(JSON.stringify(JSON.parse(payload)), {
        signature: t.stripe.webhooks.generateTestHeaderString({
          payload,
          secret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
        }),
      }),
    ];
    for (const reply of refusals) {
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        message: 'The webhook signature could not be verified. Nothing was changed.',
        code: 'INVALID_SIGNATURE',
      });
    }
    const after = await t.repos.invoices.getInvoice('inv-sig');
    expect(after).toMatchObject({ status: 'PENDING', version: 1 });
    expect(await t.invoiceTrail('inv-sig')).toEqual(['invoice-create']);
    expect(await t.repos.invoices.findProviderEvent('evt_test_inv-sig')).toBeUndefined();
  });

  it('should pay an invoice once when one event is delivered ten times, one after another', async () => {
    const invoice = await t.invoiceFor('inv-seq', PARTNER, 4850);
    const payload = checkoutCompleted(invoice);
    for (let i = 0; i < 10; i += 1) {
      const reply = await t.webhook(payload);
      expect(reply).toEqual({ status: 200, body: { received: true } });
    }
    const paid = await t.repos.invoices.getInvoice('inv-seq');
    expect(paid).toMatchObject({
      status: 'PAID',
      paymentMethod: 'CARD',
      paymentProvider: 'STRIPE',
      transactionId: 'pi_test_inv-seq',
      version: 2,
    });
    expect(await t.invoiceTrail('inv-seq')).toEqual(['invoice-create', 'invoice-paid']);
    const shifts = await t.repos.shifts.listInvoiceShifts('inv-seq');
    expect(shifts.map((shift) => shift.status)).toEqual(['COMPLETED']);
  });

  it('should pay an invoice once when one event is delivered ten times at once', async () => {
    const invoice = await t.invoiceFor('inv-par', PARTNER);
    const payload = checkoutCompleted(invoice);
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.webhook(payload)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(await t.repos.invoices.getInvoice('inv-par')).toMatchObject({ status: 'PAID', version: 2 });
    expect(await t.invoiceTrail('inv-par')).toEqual(['invoice-create', 'invoice-paid']);
  });

  it('should refuse a payment of another amount or currency and leave the invoice unchanged', async () => {
    const invoice = await t.invoiceFor('inv-mis', PARTNER, 2400);
    const wrong = [
      checkoutCompleted(invoice, { id: 'evt_amount', amount: 2399 }),
      checkoutCompleted(invoice, { id: 'evt_currency', currency: 'usd' }),
    ];
    for (const payload of wrong) {
      const reply = await t.webhook(payload);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        message: 'The payment does not match the invoice (amount or currency). The invoice was not changed.',
        code: 'PAYMENT_MISMATCH',
      });
    }
    expect(await t.repos.invoices.getInvoice('inv-mis')).toMatchObject({ status: 'PENDING', version: 1 });
    expect(await t.invoiceTrail('inv-mis')).toEqual(['invoice-create']);
  });

  it('should verify a body the HTTP API delivered base64-encoded, over its decoded bytes', async () => {
    const invoice = await t.invoiceFor('inv-b64', PARTNER);
    const payload = checkoutCompleted(invoice).replace('"object"', '"object"  ');
    expect(await t.webhook(payload, { base64: true })).toEqual({ status: 200, body: { received: true } });
    expect(await status('inv-b64')).toBe('PAID');
  });

  it('should not pay twice an invoice an administrator marked paid meanwhile, and record the event', async () => {
    const invoice = await t.invoiceFor('inv-cash', PARTNER);
    await t.repos.invoices.payInvoice({
      invoice,
      shifts: await t.repos.shifts.listInvoiceShifts('inv-cash'),
      payment: { paymentMethod: 'CASH' },
      context: contextAt('2026-07-02T08:00:00.000Z'),
    });
    expect((await t.webhook(checkoutCompleted(invoice))).status).toBe(200);
    expect(await t.repos.invoices.getInvoice('inv-cash')).toMatchObject({
      status: 'PAID',
      paymentMethod: 'CASH',
      version: 2,
    });
    expect(await t.invoiceTrail('inv-cash')).toEqual([
      'invoice-create',
      'invoice-paid',
      'invoice-payment-event-ignored',
    ]);
    expect(await t.repos.invoices.findProviderEvent('evt_test_inv-cash')).toEqual({
      outcome: 'already-settled',
    });
  });

  it('should acknowledge and ignore event types it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect(await t.webhook(payload)).toEqual({ status: 200, body: { received: true } });
  });

  it("should answer another partner's invoice exactly like a missing one, and a PAID one with a 409", async () => {
    await t.invoiceFor('inv-other', 'partner-2');
    const other = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-other' }, claims: partnerClaims });
    const missing = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-none' }, claims: partnerClaims });
    expect(other).toEqual({ status: 404, body: { message: 'Invoice not found.', code: 'NOT_FOUND' } });
    expect(missing).toEqual(other);
    const paid = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-seq' }, claims: partnerClaims });
    expect(paid).toEqual({
      status: 409,
      body: { message: 'This invoice is already paid.', code: 'INVOICE_NOT_PAYABLE' },
    });
    const asAdmin = await t.call(invoiceCheckout, {
      path: { invoiceId: 'inv-other' },
      claims: administratorClaims,
    });
    expect(asAdmin.status).toBe(403);
  });

  it('should create one Checkout Session per invoice version, in EUR for the total, with its metadata', async () => {
    const invoice = await t.invoiceFor('inv-co', PARTNER, 7325);
    const first = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-co' }, claims: partnerClaims });
    const again = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-co' }, claims: partnerClaims });
    expect(first.status).toBe(200);
    expect(again.body.url).toBe(first.body.url);
    const sessionId = String(first.body.url).split('/').pop() ?? '';
    const session = await t.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 7325,
      currency: 'eur',
      payment_status: 'unpaid',
      client_reference_id: 'inv-co',
      metadata: {
        user: PARTNER,
        phone: partnerClaims.phone_number,
        invoiceId: 'inv-co',
        invoiceRef: String(invoice.invoiceRef),
      },
      success_url: `${APP_URL}/invoices?payment=success&invoice=inv-co`,
      cancel_url: `${APP_URL}/invoices?payment=cancelled&invoice=inv-co`,
    });
    expect(await status('inv-co')).toBe('PENDING');
  });

  it("should open Checkout in the partner's language, with the product named in it", async () => {
    const greek = 'partner-el';
    await t.repos.partnerPrivate.savePartnerInfo({
      partnerId: greek,
      email: 'eleni@example.com',
      lang: 'el',
      phoneNumber: '+35799000777',
      phoneCountryCode: '+357',
      address: {},
      registrationNumber: 'REG-7',
      idCard: 'ID123456',
      updatedAt: '2026-07-01T08:00:00.000Z',
    });
    const invoice = await t.invoiceFor('inv-el', greek);
    const claims = { ...partnerClaims, sub: greek };
    const { status, body } = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-el' }, claims });
    expect(status).toBe(200);
    const session = await t.stripe.checkout.sessions.retrieve(String(body.url).split('/').pop() ?? '');
    expect(session.locale).toBe('el');
    const page = await (await fetch(String(body.url))).text();
    expect(page).toContain('<html lang="el">');
    expect(page).toContain(`Τιμολόγιο CareShift #${invoice.invoiceRef}`);

    // A partner without a stored language (and every English one) gets English.
    await t.invoiceFor('inv-en', PARTNER);
    const english = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-en' }, claims: partnerClaims });
    const enSession = await t.stripe.checkout.sessions.retrieve(
      String(english.body.url).split('/').pop() ?? '',
    );
    expect(enSession.locale).toBe('en');
  });

  it('should refund only a card payment, PENDING_REFUND until charge.refunded makes it REFUNDED', async () => {
    await t.invoiceFor('inv-rf', PARTNER, 3100);
    const { body } = await t.call(invoiceCheckout, { path: { invoiceId: 'inv-rf' }, claims: partnerClaims });
    const page = await fetch(`${String(body.url)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242+4242+4242+4242',
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`${APP_URL}/invoices?payment=success&invoice=inv-rf`);
    const events = async (type: string) =>
      (await t.stripe.events.list()).data.filter(
        (event) => event.type === type && JSON.stringify(event.data.object).includes('inv-rf'),
      );
    const [completed] = await events('checkout.session.completed');
    expect((await t.webhook(JSON.stringify(completed, null, 2))).status).toBe(200);
    expect(await t.repos.invoices.getInvoice('inv-rf')).toMatchObject({
      status: 'PAID',
      paymentMethod: 'CARD',
    });

    const refund = await t.call(invoiceRefund, {
      path: { invoiceId: 'inv-rf' },
      claims: administratorClaims,
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ id: 'inv-rf', status: 'PENDING_REFUND', total: 3100 });
    const repeat = await t.call(invoiceRefund, {
      path: { invoiceId: 'inv-rf' },
      claims: administratorClaims,
    });
    expect(repeat.body).toMatchObject({ code: 'INVOICE_NOT_REFUNDABLE' });

    let refunded = await events('charge.refunded');
    while (refunded.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      refunded = await events('charge.refunded');
    }
    expect((await t.webhook(JSON.stringify(refunded[0], null, 2))).status).toBe(200);
    expect(await t.repos.invoices.getInvoice('inv-rf')).toMatchObject({ status: 'REFUNDED' });
    expect(await t.invoiceTrail('inv-rf')).toEqual([
      'invoice-create',
      'invoice-paid',
      'invoice-pending_refund',
      'invoice-refunded',
    ]);
    const shifts = await t.repos.shifts.listInvoiceShifts('inv-rf');
    expect(shifts.map((shift) => shift.status)).toEqual(['COMPLETED']);
  });

  it('should refuse to refund an invoice paid in cash or not paid', async () => {
    await t.invoiceFor('inv-unpaid', PARTNER);
    const paidInCash = await t.invoiceFor('inv-in-cash', PARTNER);
    await t.repos.invoices.payInvoice({
      invoice: paidInCash,
      shifts: await t.repos.shifts.listInvoiceShifts('inv-in-cash'),
      payment: { paymentMethod: 'CASH' },
      context: contextAt('2026-07-02T08:00:00.000Z'),
    });
    const pending = await t.call(invoiceRefund, {
      path: { invoiceId: 'inv-unpaid' },
      claims: administratorClaims,
    });
    expect(pending).toEqual({
      status: 409,
      body: { message: 'Only a paid invoice can be refunded.', code: 'INVOICE_NOT_REFUNDABLE' },
    });
    const cash = await t.call(invoiceRefund, {
      path: { invoiceId: 'inv-in-cash' },
      claims: administratorClaims,
    });
    expect(cash.status).toBe(409);
    expect(await status('inv-in-cash')).toBe('PAID');
  });
});
