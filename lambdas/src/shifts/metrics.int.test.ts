import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ENV, shiftClaim, shiftCreate } from '@careshift/contract';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { claims, IDS, nicosiaAt, seedShiftFixtures } from './testing/shift-fixtures';

/** The embedded-metric-format documents written while `run` runs (CloudWatch reads them from the log). */
async function metricsWritten(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return chunks
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{') && line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('shifts area Lambda: business metrics', () => {
  let handler: HttpHandler;
  const call = caller(() => handler);
  const post = {
    clientId: IDS.clientA,
    positionId: IDS.nurse,
    shifts: [
      {
        startDate: nicosiaAt(12, '10:00'),
        endDate: nicosiaAt(12, '18:00'),
        deadline: nicosiaAt(11, '10:00'),
      },
    ],
    idempotencyKey: 'metrics-1',
  };

  beforeAll(async () => {
    vi.stubEnv(ENV.metricsDisabled, 'false');
    vi.stubEnv(ENV.metricsNamespace, 'CareShiftTest');
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });
  afterAll(() => vi.unstubAllEnvs());

  it('should publish ShiftPosted with the post that created the shift, and not again for its retry', async () => {
    let shiftId = '';
    const [posted, ...others] = await metricsWritten(async () => {
      const reply = await call(shiftCreate, { claims: claims.admin, body: post });
      shiftId = reply.body.results[0].requestId;
    });
    expect(others).toEqual([]);
    expect(posted).toMatchObject({ ShiftPosted: 1, service: 'careshift' });
    expect(JSON.stringify(posted)).toContain('CareShiftTest');
    const retry = await metricsWritten(async () => {
      const reply = await call(shiftCreate, { claims: claims.admin, body: post });
      expect(reply.body.results[0].requestId).toBe(shiftId);
    });
    expect(retry).toEqual([]);
  });

  it('should publish ShiftClaimed when a partner claims, and a refused second claim as an error by its code', async () => {
    const reply = await call(shiftCreate, {
      claims: claims.admin,
      body: { ...post, idempotencyKey: 'metrics-2' },
    });
    const path = { shiftId: reply.body.results[0].requestId as string };
    const [claimed] = await metricsWritten(async () => {
      const ok = await call(shiftClaim, {
        claims: claims.partner('partner-1'),
        path,
        body: { partnerId: '' },
      });
      expect(ok.status).toBe(200);
    });
    expect(claimed).toMatchObject({ ShiftClaimed: 1 });
    expect(claimed).not.toHaveProperty('ShiftAssigned');
    let code = '';
    const [refused] = await metricsWritten(async () => {
      const again = await call(shiftClaim, {
        claims: claims.partner('partner-2'),
        path,
        body: { partnerId: '' },
      });
      expect(again.status).toBeGreaterThanOrEqual(400);
      code = again.body.code;
    });
    expect(refused).toMatchObject({ ApiError: 1, code });
    expect(refused).not.toHaveProperty('ShiftClaimed');
  });
});
