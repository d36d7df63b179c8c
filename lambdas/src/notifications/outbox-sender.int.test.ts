import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';

import { shiftClaim, shiftCreate } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { createOutboxClient } from '@careshift/local/outbox/outbox-client';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, nicosiaAt, phoneOf, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { messageIntent } from './message-notice';
import { startOutboxPoller } from './outbox-poller';
import { deliverIntent } from './outbox-sender';
import { outboxPollerDeps } from './outbox-sender-deps';
import { createOutboxStreamHandler } from './outbox-stream';
import { outboxStreamFilterPattern } from './outbox-stream-filter';

/**
 * Issue 37: a claim writes its notification intent in its transaction and answers without sending; the
 * outbox sender delivers it — a DynamoDB Streams consumer in AWS, the same code polling the table locally.
 */
describe('the outbox sender', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const call = caller(() => handler);
  const outbox = () => createOutboxClient(process.env.SNS_ENDPOINT as string);
  let day = 30;

  /** An administrator assigns partner-2 a new shift (the partner hears of it by SMS); its intent's id. */
  async function assignShift(): Promise<string> {
    day += 1;
    const posted = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [
          {
            startDate: nicosiaAt(day, '10:00'),
            endDate: nicosiaAt(day, '18:00'),
            deadline: nicosiaAt(day - 1, '10:00'),
          },
        ],
        idempotencyKey: `outbox-sender-${day}`,
      },
    });
    expect(posted.body).toMatchObject({ created: 1 });
    const shiftId = posted.body.results[0].requestId as string;
    const claimed = await call(shiftClaim, {
      claims: claims.admin,
      path: { shiftId },
      body: { partnerId: 'partner-2' },
    });
    expect(claimed.status).toBe(200);
    const shift = await repos.shifts.getShift(shiftId);
    return `${shiftId}#${shift?.version}`;
  }

  /** The stream record DynamoDB writes for the item, built from the item as stored. */
  async function insertRecord(intentId: string): Promise<DynamoDBRecord> {
    const raw = await db.service.entities.notificationIntent.get({ intentId }).go({ data: 'raw' });
    const item = (raw.data as unknown as { Item: Record<string, unknown> }).Item;
    return {
      eventName: 'INSERT',
      dynamodb: {
        SequenceNumber: `seq-${intentId}`,
        NewImage: { __edb_e__: { S: String(item.__edb_e__) }, intentId: { S: String(item.intentId) } },
      },
    };
  }

  beforeAll(async () => {
    db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('../partner-path/handler'));
  });

  it('should answer a claim without sending: the intent written with it waits for the sender', async () => {
    const intentId = await assignShift();
    expect(await repos.notificationIntents.getIntent(intentId)).toMatchObject({ intentId, sent: [] });
  });

  it("should match the stream's filter to the intent as stored, and deliver it from a stream record", async () => {
    const since = new Date();
    const intentId = await assignShift();
    const record = await insertRecord(intentId);
    const filter = outboxStreamFilterPattern();
    expect(filter.eventName).toContain(record.eventName);
    expect(filter.dynamodb.NewImage.__edb_e__.S).toContain(record.dynamodb?.NewImage?.__edb_e__?.S);
    const modified = { ...record, eventName: 'MODIFY' as const };
    const errors: unknown[] = [];
    const consume = createOutboxStreamHandler(outboxPollerDeps, (_message, details) => errors.push(details));
    expect(await consume({ Records: [modified, record] })).toEqual({ batchItemFailures: [] });
    const sms = await outbox().waitFor(phoneOf('partner-2'), { channel: 'sms', since });
    expect(sms.body).toContain('σας ανατέθηκε');
    expect(await repos.notificationIntents.getIntent(intentId)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('should leave an intent another sender or the retry job holds', async () => {
    const intentId = await assignShift();
    const now = new Date();
    const until = new Date(now.getTime() + 60_000).toISOString();
    expect(await repos.notificationIntents.leaseIntent(intentId, now.toISOString(), until)).toBe(true);
    expect(await deliverIntent(outboxPollerDeps(), intentId)).toBe('busy');
    expect(await repos.notificationIntents.getIntent(intentId)).toMatchObject({ sent: [], attempts: 1 });
  });

  it('should deliver a whole message to an account (a welcome) and leave a standing notice to its writer', async () => {
    const since = new Date();
    const to = `welcome-${Date.now()}@example.com`;
    const intent = messageIntent(
      `account#outbox-test#${Date.now()}`,
      [{ channel: 'email', to, subject: 'Welcome to CareShift', text: 'Sign in at …' }],
      since.toISOString(),
    );
    await repos.notificationIntents.addIntent(intent);
    expect(await deliverIntent(outboxPollerDeps(), intent.intentId)).toBe('sent');
    const mail = await outbox().waitFor(to, { channel: 'email', since });
    expect(mail.subject).toBe('Welcome to CareShift');
    expect(await repos.notificationIntents.getIntent(intent.intentId)).toBeUndefined();
    const standing = {
      ...intent,
      intentId: `standing#outbox-test#${Date.now()}`,
      notice: { type: 'standing' },
    };
    await repos.notificationIntents.addIntent(standing);
    expect(await deliverIntent(outboxPollerDeps(), standing.intentId)).toBe('left-to-its-writer');
    expect(await repos.notificationIntents.getIntent(standing.intentId)).toMatchObject({ attempts: 0 });
  });

  it('should deliver each new intent locally by polling the table, as the stream does in AWS', async () => {
    const since = new Date();
    const sender = startOutboxPoller(outboxPollerDeps(), 60_000);
    try {
      const intentId = await assignShift();
      await sender.poll();
      const sms = await outbox().waitFor(phoneOf('partner-2'), { channel: 'sms', since });
      expect(sms.body).toContain('σας ανατέθηκε');
      expect(await repos.notificationIntents.getIntent(intentId)).toBeUndefined();
    } finally {
      await sender.stop();
    }
  });
});
