import { beforeAll, describe, expect, it } from 'vitest';

import { invoiceCreate } from '@careshift/contract/operations/invoices';
import { pendingPenalties } from '@careshift/contract/operations/penalties';
import type { Repositories, ShiftRecord } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { addWorkedShift, createBody } from './testing/invoice-fixtures';

const [P1, P2] = IDS.partners;

describe('penalties-pending', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const call = caller(() => handler);

  async function owe(partnerId: string, shift: ShiftRecord, amount: number): Promise<string> {
    const penaltyId = `${new Date().toISOString()}#${shift.shiftId}`;
    await db.service.entities.penalty
      .put({
        partnerId,
        penaltyId,
        shiftId: shift.shiftId,
        shiftRef: shift.refNumber,
        clientId: shift.clientId,
        kind: 'NO_SHOW',
        amount,
        createdAt: new Date().toISOString(),
      })
      .go();
    return penaltyId;
  }

  beforeAll(async () => {
    db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should show a partner its penalties not yet invoiced, with amount and shift, until they are invoiced', async () => {
    const missed = await addWorkedShift(repos, { partnerId: P1, status: 'NO_SHOW' });
    const penaltyId = await owe(P1, missed, 2400);
    const reply = await call(pendingPenalties, { claims: claims.partner(P1) });
    expect(reply.status).toBe(200);
    expect(reply.body.penalties).toEqual([
      {
        id: penaltyId,
        kind: 'NO_SHOW',
        shiftId: missed.shiftId,
        shiftRef: missed.refNumber,
        positionName: missed.positionName,
        startDate: missed.startDate,
        amount: 2400,
        currency: 'EUR',
        createdAt: expect.any(String),
      },
    ]);
    const other = await call(pendingPenalties, { claims: claims.partner(P2) });
    expect(other.body.penalties).toEqual([]);

    const worked = await addWorkedShift(repos, { partnerId: P1 });
    const invoiced = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P1, [worked], { penaltyIds: [penaltyId], totalAmount: 4800 }),
    });
    expect(invoiced.status).toBe(200);
    const after = await call(pendingPenalties, { claims: claims.partner(P1) });
    expect(after.body.penalties).toEqual([]);
  });

  it('should refuse administrators and organisations (partners only)', async () => {
    expect((await call(pendingPenalties, { claims: claims.admin })).status).toBe(403);
    expect((await call(pendingPenalties, { claims: claims.clientA })).status).toBe(403);
  });
});
