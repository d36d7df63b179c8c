import { randomBytes } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import {
  partnerNotificationsUpdate,
  partnerPushSubscribe,
  partnerPushUnsubscribe,
  shiftClaim,
  shiftCreate,
} from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { DEFAULT_NOTICE_PREFERENCES } from '@careshift/domain';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { decryptPushBody, generatePhoneKeys } from '@careshift/local/outbox/push-crypto';
import type { PhoneKeys } from '@careshift/local/outbox/push-crypto';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import {
  addPartner,
  claims,
  IDS,
  nicosiaAt,
  phoneOf,
  seedShiftFixtures,
} from '../shifts/testing/shift-fixtures';

import { messageIntent } from './message-notice';
import { deliverIntent } from './outbox-sender';
import { outboxPollerDeps } from './outbox-sender-deps';
import { monthOf } from './partner-channels';
import type { PushPayload } from './push-sender';

const twinUrl = () => process.env.SNS_ENDPOINT as string;

/** A phone of the test: its keys and an endpoint at the push-service twin. */
interface Phone extends PhoneKeys {
  id: string;
  endpoint: string;
}

function newPhone(): Phone {
  const id = randomBytes(12).toString('hex');
  return { ...generatePhoneKeys(), id, endpoint: `${twinUrl()}/push/${id}` };
}

/**
 * Issue 36 items 2–4 through the real path: a partner turns push on (the partners Lambda), an
 * organisation's post writes the new-shift intent, the outbox sender sends with web-push to the
 * push-service twin, and the test decrypts what the twin received with the phone's keys.
 */
describe('push notifications through the outbox', () => {
  let shifts: HttpHandler;
  let repos: Repositories;
  const call = caller(() => shifts);
  const outbox = () => createOutboxClient(twinUrl());
  let day = 20;

  async function subscribe(partnerId: string, phone: Phone) {
    return call(partnerPushSubscribe, {
      claims: claims.partner(partnerId),
      path: { partnerId },
      body: {
        endpoint: phone.endpoint,
        keys: { p256dh: phone.p256dh, auth: phone.auth },
        userAgent: 'Test phone',
      },
    });
  }

  /** An organisation posts `count` shifts of a position; the outbox sender delivers the post's notice. */
  async function post(positionId: string, count = 1): Promise<string[]> {
    day += 2;
    const rows = Array.from({ length: count }, (_, i) => ({
      startDate: nicosiaAt(day, `${String(8 + i).padStart(2, '0')}:00`),
      endDate: nicosiaAt(day, `${String(16 + i).padStart(2, '0')}:00`),
      deadline: nicosiaAt(day - 1, '08:00'),
    }));
    const posted = await call(shiftCreate, {
      claims: claims.clientA,
      body: { clientId: IDS.clientA, positionId, shifts: rows, idempotencyKey: `push-${day}-${positionId}` },
    });
    expect(posted.body).toMatchObject({ created: count });
    const ids = (posted.body.results as { requestId: string }[]).map((row) => row.requestId);
    expect(await deliverIntent(outboxPollerDeps(), `newShifts#${ids[0]}`)).toBe('sent');
    return ids;
  }

  async function pushesTo(phone: Phone, since: Date): Promise<PushPayload[]> {
    const items = await outbox().list({ to: phone.id, channel: 'push', since });
    return items.map(
      (item) =>
        JSON.parse(
          decryptPushBody(Buffer.from(item.push?.ciphertext ?? '', 'base64url'), phone),
        ) as PushPayload,
    );
  }

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    await addPartner(repos, 'partner-push-sms', { lang: 'el' });
    ({ handler: shifts } = await import('../shifts/handler'));
  });

  it('should refuse an endpoint that is no push service, and keys of the wrong length', async () => {
    const phone = newPhone();
    const body = {
      endpoint: 'https://attacker.example.com/collect',
      keys: { p256dh: phone.p256dh, auth: phone.auth },
    };
    const elsewhere = await call(partnerPushSubscribe, {
      claims: claims.partner('partner-1'),
      path: { partnerId: 'partner-1' },
      body,
    });
    expect(elsewhere.status).toBe(400);
    const shortKey = await call(partnerPushSubscribe, {
      claims: claims.partner('partner-1'),
      path: { partnerId: 'partner-1' },
      body: { endpoint: phone.endpoint, keys: { p256dh: phone.p256dh.slice(1), auth: phone.auth } },
    });
    expect(shortKey.status).toBe(400);
    expect(await repos.push.listSubscriptions('partner-1')).toEqual([]);
  });

  it('should push a new shift that fits to the phone, encrypted for it, opening the shift; no SMS', async () => {
    const phone = newPhone();
    const subscribed = await subscribe('partner-1', phone);
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.devices).toHaveLength(1);
    expect(subscribed.body.vapidPublicKey).toHaveLength(87);
    const since = new Date();
    const [shiftId] = await post(IDS.nurse);
    const [payload, ...more] = await pushesTo(phone, since);
    expect(more).toEqual([]);
    expect(payload).toMatchObject({ title: 'New shift: Nurse', url: `/requests/${shiftId}`, lang: 'en' });
    const sms = await outbox().list({ to: phoneOf('partner-1'), channel: 'sms', since });
    expect(sms).toEqual([]);
    const received = await outbox().list({ to: phone.id, channel: 'push', since });
    expect(received[0]?.subject).toMatch(/aes128gcm, TTL 21600 s, urgency high/);
  });

  it('should send one summary for a post of several shifts, and nothing to a partner of another position', async () => {
    const phone = newPhone();
    await subscribe('partner-1', phone);
    const carerPhone = newPhone();
    await subscribe(IDS.carerPartner, carerPhone);
    const since = new Date();
    await post(IDS.nurse, 3);
    const pushes = await pushesTo(phone, since);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ title: '3 new shifts: Nurse', url: '/find-a-shift' });
    expect(await pushesTo(carerPhone, since)).toEqual([]);
  });

  it('should leave out the SMS of a new shift when push reached the phone, and send it with the switch off', async () => {
    const partnerId = 'partner-push-sms';
    const chosen = {
      ...DEFAULT_NOTICE_PREFERENCES,
      channels: {
        ...DEFAULT_NOTICE_PREFERENCES.channels,
        newShifts: { push: true, sms: true, email: false },
      },
    };
    const saved = await call(partnerNotificationsUpdate, {
      claims: claims.partner(partnerId),
      path: { partnerId },
      body: chosen,
    });
    expect(saved.status).toBe(200);
    const phone = newPhone();
    await subscribe(partnerId, phone);
    const since = new Date();
    await post(IDS.nurse);
    const [payload] = await pushesTo(phone, since);
    expect(payload?.title).toBe('Νέα βάρδια: Nurse');
    expect(await outbox().list({ to: phoneOf(partnerId), channel: 'sms', since })).toEqual([]);
    process.env.PUSH_REPLACES_NEW_SHIFT_SMS = 'false';
    try {
      const after = new Date();
      await post(IDS.nurse);
      const sms = await outbox().waitFor(phoneOf(partnerId), { channel: 'sms', since: after });
      expect(sms.body).toContain('Νέα βάρδια για εσάς');
    } finally {
      delete process.env.PUSH_REPLACES_NEW_SHIFT_SMS;
    }
  });

  it('should remove a subscription the push service answers 410 for', async () => {
    const phone = newPhone();
    await subscribe('partner-2', phone);
    expect((await repos.push.listSubscriptions('partner-2')).map((d) => d.endpoint)).toContain(
      phone.endpoint,
    );
    await fetch(phone.endpoint, { method: 'DELETE' });
    await post(IDS.nurse);
    expect((await repos.push.listSubscriptions('partner-2')).map((d) => d.endpoint)).not.toContain(
      phone.endpoint,
    );
  });

  it("should push a change of the partner's own shift, and count the month's messages by channel", async () => {
    const phone = newPhone();
    await subscribe('partner-1', phone);
    const counted = await repos.push.messagesOfMonth(monthOf(new Date()));
    const shiftId = (await post(IDS.nurse))[0] as string;
    const since = new Date();
    const assigned = await call(shiftClaim, {
      claims: claims.admin,
      path: { shiftId },
      body: { partnerId: 'partner-1' },
    });
    expect(assigned.status).toBe(200);
    const shift = await repos.shifts.getShift(shiftId);
    expect(await deliverIntent(outboxPollerDeps(), `${shiftId}#${shift?.version}`)).toBe('sent');
    const pushes = await pushesTo(phone, since);
    expect(pushes.map((p) => p.url)).toContain(`/requests/${shiftId}`);
    expect(pushes.map((p) => p.title)).toContain(`You were assigned shift #${shift?.refNumber}`);
    const now = await repos.push.messagesOfMonth(monthOf(new Date()));
    expect(now.push).toBeGreaterThan(counted.push);
    expect(now.sms).toBeGreaterThan(counted.sms);
  });

  it("should push a partner's whole message (an invitation) and send its SMS only if chosen", async () => {
    const partnerId = 'partner-push-sms';
    const phone = newPhone();
    await subscribe(partnerId, phone);
    const chosen = {
      ...DEFAULT_NOTICE_PREFERENCES,
      channels: {
        ...DEFAULT_NOTICE_PREFERENCES.channels,
        invitations: { push: true, sms: false, email: true },
      },
    };
    await call(partnerNotificationsUpdate, {
      claims: claims.partner(partnerId),
      path: { partnerId },
      body: chosen,
    });
    const since = new Date();
    const to = `${partnerId}@example.com`;
    const intent = messageIntent(
      `invitation#push-test#${Date.now()}`,
      [
        { channel: 'sms', to: phoneOf(partnerId), text: 'CareShift: you are invited' },
        { channel: 'email', to, subject: 'Invitation', text: 'You are invited' },
      ],
      since.toISOString(),
      {
        partnerId,
        topic: 'invitations',
        push: { title: 'Invitation', body: 'Shift #1', url: '/invitations/s-1' },
      },
    );
    await repos.notificationIntents.addIntent(intent);
    expect(await deliverIntent(outboxPollerDeps(), intent.intentId)).toBe('sent');
    expect(await pushesTo(phone, since)).toEqual([
      { title: 'Invitation', body: 'Shift #1', url: '/invitations/s-1' },
    ]);
    await outbox().waitFor(to, { channel: 'email', since });
    expect(await outbox().list({ to: phoneOf(partnerId), channel: 'sms', since })).toEqual([]);
    expect(await repos.notificationIntents.getIntent(intent.intentId)).toBeUndefined();
  });

  it('should turn a phone off', async () => {
    const phone = newPhone();
    const on = await subscribe('partner-1', phone);
    const device = (on.body.devices as { subscriptionId: string; userAgent?: string }[]).at(-1);
    const off = await call(partnerPushUnsubscribe, {
      claims: claims.partner('partner-1'),
      path: { partnerId: 'partner-1', subscriptionId: device?.subscriptionId ?? '' },
    });
    expect(off.status).toBe(200);
    expect((await repos.push.listSubscriptions('partner-1')).map((d) => d.endpoint)).not.toContain(
      phone.endpoint,
    );
  });
});
