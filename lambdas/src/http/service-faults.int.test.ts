import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { shiftClaim, shiftCreate, shiftsList } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { startFaultProxy } from '@careshift/local/twins/fault-proxy';
import type { FaultProxy } from '@careshift/local/twins/fault-proxy';

import { caller } from '../shifts/testing/call';
import { claims, IDS, nicosiaAt, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import type { HttpHandler } from './types';

/**
 * What a user gets when DynamoDB is down or throttling (issue 15, item 3): a 503 with a clear "try again
 * later" message, and nothing written. The Lambda talks to DynamoDB Local through a fault proxy.
 */
describe('the API when DynamoDB fails', () => {
  let proxy: FaultProxy;
  let handler: HttpHandler;
  let repos: Repositories;
  let shiftId: string;
  const call = caller(() => handler);
  const claim = () =>
    call(shiftClaim, { claims: claims.partner('partner-1'), path: { shiftId }, body: { partnerId: '' } });

  beforeAll(async () => {
    const db = await createTestDb();
    repos = await seedShiftFixtures(db.service);
    proxy = await startFaultProxy(db.endpoint);
    vi.resetModules();
    process.env.TABLE_NAME = db.tableName;
    process.env.DYNAMODB_ENDPOINT = proxy.url;
    ({ handler } = await import('../shifts/handler'));
  });
  // Each test gets an open shift of its own (one call): the last test claims its shift.
  let posts = 0;
  beforeEach(async () => {
    posts += 1;
    const posted = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId: IDS.clientA,
        positionId: IDS.nurse,
        shifts: [
          {
            startDate: nicosiaAt(9, '10:00'),
            endDate: nicosiaAt(9, '18:00'),
            deadline: nicosiaAt(8, '10:00'),
          },
        ],
        idempotencyKey: `faults-${posts}`,
      },
    });
    shiftId = posted.body.results[0].requestId;
  });

  afterAll(async () => {
    process.env.DYNAMODB_ENDPOINT = (await createTestDb()).endpoint;
    await proxy.stop();
  });

  it.each(['throttle', 'fail', 'down'] as const)(
    'should answer 503 "try again later" and change nothing while DynamoDB is %s',
    async (mode) => {
      proxy.setMode(mode);
      const claimed = await claim();
      const listed = await call(shiftsList, { claims: claims.admin, query: {} });
      proxy.setMode('pass');
      for (const reply of [claimed, listed]) {
        expect(reply.status).toBe(503);
        expect(reply.body).toEqual({
          message: 'The service is busy right now. Nothing was changed. Try again later.',
          code: 'SERVICE_UNAVAILABLE',
        });
        expect(reply.headers['retry-after']).toBe('5');
      }
      expect(proxy.counts[mode]).toBeGreaterThan(0);
      expect((await repos.shifts.getShift(shiftId))?.status).toBe('VERIFIED');
    },
  );

  it('should work again as soon as DynamoDB is back', async () => {
    proxy.setMode('pass');
    expect((await claim()).status).toBe(200);
  });
});
