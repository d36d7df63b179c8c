import { beforeAll, describe, expect, it } from 'vitest';

import { shiftCreate, shiftUpdate } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { claims, hoursAfter, IDS, ordinaryWeek, seedShiftFixtures } from './testing/shift-fixtures';

/** An ordinary week about two months ahead (no holiday): see ordinaryWeek. */
const { TUESDAY, WEDNESDAY } = ordinaryWeek();

let key = 0;

describe('request-update', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);

  /** A VERIFIED nurse shift posted by an administrator for `clientId` (or assigned, so CLAIMED). */
  async function postShift(clientId: string, claimedBy?: string): Promise<string> {
    const reply = await call(shiftCreate, {
      claims: claims.admin,
      body: {
        clientId,
        positionId: IDS.nurse,
        shifts: [{ ...TUESDAY, ...(claimedBy ? { claimedBy } : {}) }],
        idempotencyKey: `update-${(key += 1)}`,
      },
    });
    expect(reply.status).toBe(200);
    return reply.body.results[0].requestId as string;
  }
  const update = (shiftId: string, who: Record<string, string>, body: Record<string, unknown>) =>
    call(shiftUpdate, { claims: who, path: { shiftId }, body });

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should let an administrator change the position and times of a VERIFIED shift and price it again', async () => {
    const shiftId = await postShift(IDS.clientA);
    const { status, body } = await update(shiftId, claims.admin, {
      positionId: IDS.carer,
      ...WEDNESDAY,
      cost: { totalCost: 1, employeeEarnings: 1, companyCommission: 0 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: shiftId, status: 'VERIFIED', ...WEDNESDAY });
    const stored = await repos.shifts.getShift(shiftId);
    expect(stored).toMatchObject({ positionId: IDS.carer, positionName: 'Carer', ...WEDNESDAY });
    expect(stored?.cost).toEqual({ totalCost: 9000, employeeEarnings: 7200, companyCommission: 1800 });
    expect(stored?.version).toBe(2);
  });

  it("should let the shift's own client change it, priced with the client's configuration (25 %)", async () => {
    const shiftId = await postShift(IDS.clientB);
    expect((await repos.shifts.getShift(shiftId))?.cost.totalCost).toBe(12000);
    const { status, body } = await update(shiftId, claims.clientB, { positionId: IDS.nurse, ...WEDNESDAY });
    expect(status).toBe(200);
    expect(body.cost.totalCost).toBe(9000);
    expect(body.cost.companyCommission).toBeUndefined();
    const stored = await repos.shifts.getShift(shiftId);
    expect(stored?.cost).toEqual({ totalCost: 9000, employeeEarnings: 6750, companyCommission: 2250 });
    expect(stored).toMatchObject(WEDNESDAY);
  });

  it('should change a PENDING shift too and keep it PENDING', async () => {
    await repos.shifts.createShifts(
      [
        newShift({
          shiftId: 'pending-shift',
          clientId: IDS.clientA,
          positionId: IDS.nurse,
          status: 'PENDING',
          ...TUESDAY,
        }),
      ],
      contextAt('2026-01-01T08:00:00.000Z'),
    );
    const { status, body } = await update('pending-shift', claims.clientA, {
      positionId: IDS.nurse,
      ...WEDNESDAY,
    });
    expect(status).toBe(200);
    expect(body.status).toBe('PENDING');
    expect((await repos.shifts.getShift('pending-shift'))?.cost.totalCost).toBe(9000);
  });

  it('should answer another organisation 404 (as if the shift did not exist), refuse a partner with 403, and change nothing', async () => {
    const shiftId = await postShift(IDS.clientA);
    const other = await update(shiftId, claims.clientB, { positionId: IDS.nurse, ...WEDNESDAY });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('This shift does not exist.');
    const partner = await update(shiftId, claims.partner('partner-1'), {
      positionId: IDS.nurse,
      ...WEDNESDAY,
    });
    expect(partner.status).toBe(403);
    expect(await repos.shifts.getShift(shiftId)).toMatchObject({ ...TUESDAY, version: 1 });
  });

  it('should refuse a CLAIMED shift, and one that has started, with 409', async () => {
    const claimed = await postShift(IDS.clientA, IDS.partners[0]);
    const reply = await update(claimed, claims.admin, { positionId: IDS.nurse, ...WEDNESDAY });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({
      message: 'This shift can no longer be changed.',
      code: 'SHIFT_NOT_CHANGEABLE',
    });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    await repos.shifts.createShifts(
      [newShift({ shiftId: 'started-shift', clientId: IDS.clientA, positionId: IDS.nurse, startDate: past })],
      contextAt('2026-01-01T08:00:00.000Z'),
    );
    const started = await update('started-shift', claims.admin, { positionId: IDS.nurse, ...WEDNESDAY });
    expect(started.status).toBe(409);
    expect(await repos.shifts.getShift(claimed)).toMatchObject({ ...TUESDAY, status: 'CLAIMED', version: 1 });
  });

  it('should refuse bad input with 400 and field errors, and change nothing', async () => {
    const shiftId = await postShift(IDS.clientA);
    const late = await update(shiftId, claims.clientA, {
      positionId: IDS.nurse,
      ...WEDNESDAY,
      deadline: hoursAfter(WEDNESDAY.startDate, 1),
    });
    expect(late.status).toBe(400);
    expect(Object.keys(late.body.fieldErrors)).toContain('deadline');
    const missing = await update(shiftId, claims.clientA, { startDate: WEDNESDAY.startDate });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(
      expect.arrayContaining(['positionId', 'endDate', 'deadline']),
    );
    const notOffered = await update(shiftId, claims.clientA, { positionId: IDS.carer, ...WEDNESDAY });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.fieldErrors).toEqual({
      positionId: 'Your organisation does not offer this position.',
    });
    const tomorrow = new Date(Date.now() + 2 * 3_600_000);
    const tooSoon = await update(shiftId, claims.clientA, {
      positionId: IDS.nurse,
      startDate: tomorrow.toISOString(),
      endDate: new Date(tomorrow.getTime() + 8 * 3_600_000).toISOString(),
      deadline: new Date(tomorrow.getTime() - 3_600_000).toISOString(),
    });
    expect(tooSoon.status).toBe(400);
    expect(Object.keys(tooSoon.body.fieldErrors)).toContain('startDate');
    expect(await repos.shifts.getShift(shiftId)).toMatchObject({
      ...TUESDAY,
      positionId: IDS.nurse,
      version: 1,
    });
  });

  it('should answer 404 for a shift that does not exist', async () => {
    const reply = await update('no-such-shift', claims.admin, { positionId: IDS.nurse, ...WEDNESDAY });
    expect(reply.status).toBe(404);
  });
});
