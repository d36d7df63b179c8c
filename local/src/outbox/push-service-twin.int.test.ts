import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createWebPushSender } from '@careshift/lambdas/notifications/push-sender';
import type { PushMessage } from '@careshift/lambdas/notifications/push-sender';

import { startMessagingTwin } from './messaging-twin';
import { Outbox } from './outbox';
import { decryptPushBody, generateP256KeyPair, generatePhoneKeys } from './push-crypto';

describe('the push-service twin', () => {
  let outbox: Outbox;
  let twin: Awaited<ReturnType<typeof startMessagingTwin>>;
  const vapid = generateP256KeyPair();
  const phone = generatePhoneKeys();
  const payload = { title: 'Νέα βάρδια: Nurse', body: '13/03 07:00–15:00, Apollo', url: '/requests/s-1' };
  const message = (): PushMessage => ({
    target: { endpoint: `${twin.url}/push/phone1`, p256dh: phone.p256dh, auth: phone.auth },
    payload,
    ttlSeconds: 3600,
    urgency: 'high',
  });
  /** web-push's request for the message, changed by `alter` before it is sent to the twin. */
  const sendAltered = async (alter: (headers: Record<string, string>) => void) => {
    let status = 0;
    const sender = createWebPushSender({
      keys: async () => vapid,
      subject: () => 'mailto:support@careshift.cy',
      fetch: async (url, init) => {
        const headers = { ...(init?.headers as Record<string, string>) };
        alter(headers);
        const response = await fetch(url, { ...init, headers });
        status = response.status;
        return response;
      },
    });
    await sender.send(message());
    return status;
  };

  // Each test reads the whole outbox: it gets an empty one and a twin of its own (a local server).
  beforeEach(async () => {
    outbox = new Outbox({ print: false });
    twin = await startMessagingTwin({ port: 0, outbox });
  });
  afterEach(() => twin.stop());

  it("should accept web-push's request (201) and keep the body only the phone's keys decrypt", async () => {
    expect(await sendAltered(() => undefined)).toBe(201);
    const [received, ...more] = outbox.list({ channel: 'push' });
    expect(more).toEqual([]);
    expect(received).toMatchObject({ to: 'phone1', push: { ttl: 3600, urgency: 'high' } });
    const body = Buffer.from(received?.push?.ciphertext ?? '', 'base64url');
    expect(body.toString('utf8')).not.toContain('Nurse');
    expect(JSON.parse(decryptPushBody(body, phone))).toEqual(payload);
    expect(() => decryptPushBody(body, generatePhoneKeys())).toThrow();
  });

  it('should refuse what a push service refuses: a JWT signed by another key, no TTL, another encoding', async () => {
    const other = generateP256KeyPair().publicKey;
    const wrongKey = (headers: Record<string, string>) => {
      headers.Authorization = (headers.Authorization ?? '').replace(/k=[\w-]+/, `k=${other}`);
    };
    expect(await sendAltered(wrongKey)).toBe(401);
    expect(await sendAltered((headers) => delete headers.Authorization)).toBe(401);
    expect(await sendAltered((headers) => delete headers.TTL)).toBe(400);
    expect(await sendAltered((headers) => (headers['Content-Encoding'] = 'aesgcm'))).toBe(415);
    expect(outbox.list({ channel: 'push' })).toEqual([]);
  });

  it('should answer 410 for a subscription that is gone, as the sender learns', async () => {
    await fetch(`${twin.url}/push/phone1`, { method: 'DELETE' });
    const sender = createWebPushSender({
      keys: async () => vapid,
      subject: () => 'mailto:support@careshift.cy',
    });
    expect(await sender.send(message())).toBe('gone');
    expect(outbox.list({ channel: 'push' })).toEqual([]);
  });
});
