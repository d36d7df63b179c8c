import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

import { createOtpSendRepository, TTL_ATTRIBUTE } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import { CODE_SENDS_PER_WINDOW, reserveCodeSend, sendWindowAt } from './send-throttle';
import { fakeClock } from './testing';

describe('code send throttle on DynamoDB', async () => {
  const { service, client, tableName } = await createTestDb();
  const counter = createOtpSendRepository(service);
  const clock = fakeClock('2026-03-02T10:30:00Z');
  const window = { windowStart: sendWindowAt(clock()).windowStart };

  it('should count sends per number and window and refuse past the limit', async () => {
    const input = { phoneNumber: '+35799100001', ...window, limit: 2, expiresAt: window.windowStart + 3600 };
    expect(await counter.recordOtpSend(input)).toEqual({ allowed: true, sends: 1 });
    expect(await counter.recordOtpSend(input)).toEqual({ allowed: true, sends: 2 });
    expect(await counter.recordOtpSend(input)).toEqual({ allowed: false, sends: 2 });
    expect(await counter.countOtpSends({ phoneNumber: '+35799100001', ...window })).toBe(2);
    expect(await counter.countOtpSends({ phoneNumber: '+35799100002', ...window })).toBe(0);
  });

  it('should store the window end in the TTL attribute (epoch seconds)', async () => {
    await reserveCodeSend({ throttleKey: '+35799100003', language: 'en' }, { counter, clock });
    const { Key } = service.entities.otpSend.get({ phoneNumber: '+35799100003', ...window }).params();
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key }));
    expect(Item?.[TTL_ATTRIBUTE]).toBe(sendWindowAt(clock()).windowEnd);
  });

  it('should let exactly 5 of 20 concurrent requests for one number through', async () => {
    const request = { throttleKey: '+35799100004', language: 'en' as const };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveCodeSend(request, { counter, clock })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(CODE_SENDS_PER_WINDOW);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(15);
    expect(String((refused[0] as PromiseRejectedResult).reason.message)).toBe(
      'Too many codes requested for this number. Try again in 30 minutes',
    );
    expect(await counter.countOtpSends({ phoneNumber: '+35799100004', ...window })).toBe(5);
  });

  it('should allow the number again in the next hour', async () => {
    const request = { throttleKey: '+35799100005', language: 'en' as const };
    for (let i = 0; i < CODE_SENDS_PER_WINDOW; i += 1) await reserveCodeSend(request, { counter, clock });
    await expect(reserveCodeSend(request, { counter, clock })).rejects.toThrow('Too many codes');
    const nextHour = fakeClock('2026-03-02T11:00:01Z');
    await expect(reserveCodeSend(request, { counter, clock: nextHour })).resolves.toBeUndefined();
  });
});
