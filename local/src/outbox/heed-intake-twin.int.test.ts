import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { HEED_HEADERS, signHeedDelivery } from '@careshift/lambdas/partners/heed-signature';

import { HEED_INTAKE_PATH } from './heed-intake-twin';
import { startMessagingTwin } from './messaging-twin';
import { Outbox } from './outbox';

describe("Heed's intake twin", () => {
  let outbox: Outbox;
  let twin: Awaited<ReturnType<typeof startMessagingTwin>>;
  const body = JSON.stringify({ partner: { firstName: 'Maria', lastName: 'Ioannou' }, documents: [] });
  const post = (headers: Record<string, string>, raw = body) =>
    fetch(`${twin.url}${HEED_INTAKE_PATH}`, { method: 'POST', headers, body: raw });
  const signed = (key: string, secret = 'intake-secret', raw = body) => {
    const timestamp = Math.floor(Date.now() / 1000);
    return {
      'content-type': 'application/json',
      [HEED_HEADERS.timestamp]: String(timestamp),
      [HEED_HEADERS.signature]: signHeedDelivery(secret, timestamp, raw),
      [HEED_HEADERS.idempotencyKey]: key,
    };
  };

  // Each test reads the whole outbox: it gets an empty one and a twin of its own (a local server).
  beforeEach(async () => {
    outbox = new Outbox({ print: false });
    twin = await startMessagingTwin({ port: 0, outbox, heedSecret: 'intake-secret' });
  });
  afterEach(() => twin.stop());

  it('should refuse an unsigned delivery, a wrong key and a changed body with 401, and keep none', async () => {
    expect((await post({ 'content-type': 'application/json' })).status).toBe(401);
    expect((await post(signed('k1', 'another-secret'))).status).toBe(401);
    expect((await post(signed('k1'), body.replace('Maria', 'Mario'))).status).toBe(401);
    expect(outbox.list({ channel: 'webhook' })).toEqual([]);
  });

  it('should keep a signed delivery once per idempotency key', async () => {
    const first = await post(signed('k2'));
    expect(first.status).toBe(200);
    const { deliveryId } = (await first.json()) as { deliveryId: string };
    const again = (await (await post(signed('k2'))).json()) as { deliveryId: string };
    expect(again.deliveryId).toBe(deliveryId);
    const kept = outbox.list({ channel: 'webhook', to: 'heed' });
    expect(kept).toHaveLength(1);
    expect(kept[0]?.subject).toBe('Partner transfer: Maria Ioannou (0 documents)');
  });
});
