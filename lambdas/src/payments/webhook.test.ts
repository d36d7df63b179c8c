import { describe, expect, it } from 'vitest';

import { ValidationError } from '@careshift/domain';

import type { PaymentDeps } from './payment-deps';
import { WebhookSignatureError } from './stripe-payments';
import { receiveStripeWebhook } from './webhook';

function depsWith(verifyEvent: PaymentDeps['cards']['verifyEvent']): PaymentDeps {
  const unused = () => {
    throw new Error('not expected in this test');
  };
  return {
    invoices: {} as PaymentDeps['invoices'],
    partners: { getPartner: unused, updatePartner: unused },
    partnerPrivate: { getPartnerInfo: unused },
    notificationIntents: { recordSent: unused, completeIntent: unused },
    sender: { sendSms: unused, sendEmail: unused },
    logError: () => {},
    shifts: { listInvoiceShifts: unused },
    cards: { createCheckout: unused, refund: unused, verifyEvent },
    clock: { now: () => new Date('2026-07-01T08:00:00.000Z') },
    appUrl: async () => 'https://app.test',
    metrics: { count: () => {} },
    log: { error: () => {}, warn: () => {} },
  };
}

const raw = { body: Buffer.from('{}'), headers: { 'stripe-signature': 't=1,v1=00' } };

describe('the Stripe webhook', () => {
  it('should answer a signature that does not verify with a 400 INVALID_SIGNATURE', async () => {
    const deps = depsWith(async () => {
      throw new WebhookSignatureError('No signatures found matching the expected signature');
    });
    const refused = receiveStripeWebhook(deps, raw);
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
  });

  it('should not call a failure to read the keys a bad signature, so that Stripe retries it', async () => {
    const deps = depsWith(async () => {
      throw new Error('Secrets Manager is unavailable');
    });
    await expect(receiveStripeWebhook(deps, raw)).rejects.toThrow('Secrets Manager is unavailable');
  });
});
