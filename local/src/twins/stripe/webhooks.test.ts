import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { deliverEvent, newEvent, signPayload } from './webhooks';
import type { DeliveryAttempt } from './webhooks';

const SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_unit');

describe('the Stripe twin webhook signature', () => {
  it('should sign a payload so that the Stripe SDK verifies it', async () => {
    const payload = JSON.stringify(newEvent('checkout.session.completed', { id: 'cs_test_1' }), null, 2);
    const header = await signPayload(payload, SECRET);
    const event = await stripe.webhooks.constructEventAsync(payload, header, SECRET);
    expect(event.type).toBe('checkout.session.completed');
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(`${payload} `, header, SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("should use Stripe's scheme: t={timestamp},v1={HMAC-SHA256 of timestamp.payload}", async () => {
    const header = await signPayload('{"id":"evt_1"}', SECRET, 1_780_000_000);
    const mac = createHmac('sha256', SECRET).update('1780000000.{"id":"evt_1"}').digest('hex');
    expect(header).toBe(`t=1780000000,v1=${mac}`);
  });

  it('should retry a delivery answered with an error until it is accepted', async () => {
    const statuses = [500, 503, 200];
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(statuses.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const attempts: DeliveryAttempt[] = [];
    const event = newEvent('charge.refunded', { id: 'ch_1' });
    const { first, done } = await deliverEvent({
      url: `http://127.0.0.1:${port}/hook`,
      secret: SECRET,
      event,
      record: (attempt) => attempts.push(attempt),
      retryDelaysMs: [1, 1, 1],
    });
    await done;
    server.close();
    expect(first.status).toBe(500);
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ id: event.id, type: 'charge.refunded' });
  });
});
