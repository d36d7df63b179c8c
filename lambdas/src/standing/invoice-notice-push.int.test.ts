import { randomBytes } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { partnerNotificationsUpdate, partnerPushSubscribe } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { DEFAULT_NOTICE_PREFERENCES } from '@careshift/domain';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';
import { decryptPushBody, generatePhoneKeys } from '@careshift/local/outbox/push-crypto';

import type { HttpHandler } from '../http/types';
import { createAwsMessageSender } from '../notifications/aws-message-sender';
import { partnerChannels } from '../notifications/partner-channels-deps';
import type { PushPayload } from '../notifications/push-sender';
import { caller } from '../shifts/testing/call';
import { addPartner, claims, phoneOf, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { sendStandingNotice } from './standing-notice';
import type { StandingNotice } from './standing-notice';

const twinUrl = () => process.env.SNS_ENDPOINT as string;
const outbox = () => createOutboxClient(twinUrl());

/**
 * Issue 36: the overdue and lifted notices are the partner's "Invoices due" topic. A partner who chose
 * push only gets a push that opens its invoices and no SMS; a licence restriction still goes by SMS.
 */
describe('invoice notices as the partner chose', () => {
  let partners: HttpHandler;
  let repos: Repositories;
  const call = caller(() => partners);
  const partnerId = 'partner-invoice-push';
  const phone = { ...generatePhoneKeys(), id: randomBytes(12).toString('hex') };

  const notice = (kind: StandingNotice['kind']): StandingNotice => ({
    type: 'standing',
    partnerId,
    kind,
    registrationExpirationDate: '2026-11-01',
    overdue: [{ invoiceRef: 41, total: 12_500, dueDate: '2026-11-20' }],
  });
  const deps = () => ({
    partnerPrivate: repos.partnerPrivate,
    notificationIntents: repos.notificationIntents,
    sender: createAwsMessageSender(),
    partnerChannels: partnerChannels(),
  });

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    await addPartner(repos, partnerId);
    ({ handler: partners } = await import('../partners/handler'));
    const subscribed = await call(partnerPushSubscribe, {
      claims: claims.partner(partnerId),
      path: { partnerId },
      body: {
        endpoint: `${twinUrl()}/push/${phone.id}`,
        keys: { p256dh: phone.p256dh, auth: phone.auth },
      },
    });
    expect(subscribed.status).toBe(200);
    const chosen = await call(partnerNotificationsUpdate, {
      claims: claims.partner(partnerId),
      path: { partnerId },
      body: {
        ...DEFAULT_NOTICE_PREFERENCES,
        channels: {
          ...DEFAULT_NOTICE_PREFERENCES.channels,
          invoiceDue: { push: true, sms: false, email: false },
        },
      },
    });
    expect(chosen.status).toBe(200);
  });

  it('should push an overdue notice that opens the invoices, and send no SMS', async () => {
    const since = new Date();
    await sendStandingNotice(deps(), notice('overdue'));
    const pushed = await outbox().waitFor(phone.id, { channel: 'push', since });
    const payload = JSON.parse(
      decryptPushBody(Buffer.from(pushed.push?.ciphertext ?? '', 'base64url'), phone),
    ) as PushPayload;
    expect(payload.url).toBe(`/employees/${partnerId}/invoices`);
    expect(payload.body).toContain('41');
    expect(await outbox().list({ to: phoneOf(partnerId), channel: 'sms', since })).toEqual([]);
  });

  it('should still text a licence restriction, whatever the invoice choice, and push nothing', async () => {
    const since = new Date();
    await sendStandingNotice(deps(), notice('licenceExpired'));
    await outbox().waitFor(phoneOf(partnerId), { channel: 'sms', since });
    expect(await outbox().list({ to: phone.id, channel: 'push', since })).toEqual([]);
  });
});
