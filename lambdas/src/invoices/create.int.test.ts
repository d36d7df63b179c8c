import { beforeAll, describe, expect, it } from 'vitest';

import { invoiceCreate, invoiceableWork } from '@careshift/contract/operations/invoices';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { addDaysYmd, nicosiaToday } from '@careshift/domain';

import type { HttpHandler } from '../http/types';
import { caller } from '../shifts/testing/call';
import { claims, IDS, seedShiftFixtures } from '../shifts/testing/shift-fixtures';

import { addWorkedShift, createBody } from './testing/invoice-fixtures';

const [P1, P2] = IDS.partners;

describe('invoice-create and invoice-invoiceable', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const call = caller(() => handler);

  beforeAll(async () => {
    db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    ({ handler } = await import('./handler'));
  });

  it('should bill the stored commission of each worked shift, due dueInvoiceDays Nicosia days later', async () => {
    const a = await addWorkedShift(repos, { partnerId: P1, companyCommission: 1650 });
    const b = await addWorkedShift(repos, {
      partnerId: P1,
      clientId: IDS.clientB,
      hoursAgo: 20,
      status: 'CLAIMED',
    });
    const reply = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P1, [a, b], { totalAmount: 1650 + 2400 }),
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: 'PENDING',
      partnerId: P1,
      // the lines' €40.50 plus VAT at the default 19% (€7.695, rounded up to €7.70)
      total: 4820,
      currency: 'EUR',
      overdue: false,
      dueDate: addDaysYmd(nicosiaToday(new Date()), 14),
      actions: ['markPaid', 'cancel', 'download', 'send'],
    });
    expect(reply.body.lines).toEqual([
      expect.objectContaining({
        kind: 'SHIFT_COMMISSION',
        shiftId: a.shiftId,
        shiftRef: a.refNumber,
        price: 1650,
      }),
      expect.objectContaining({
        kind: 'SHIFT_COMMISSION',
        shiftId: b.shiftId,
        clientId: IDS.clientB,
        price: 2400,
      }),
    ]);
    expect((await repos.shifts.getShift(a.shiftId))?.invoiceId).toBe(reply.body.id);
    expect((await repos.shifts.getShift(b.shiftId))?.invoiceId).toBe(reply.body.id);
  });

  it('should refuse a total the administrator saw that differs from the stored costs (TOTAL_CHANGED)', async () => {
    const shift = await addWorkedShift(repos, { partnerId: P1 });
    const reply = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P1, [shift], { totalAmount: 1000 }),
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('TOTAL_CHANGED');
    expect(reply.body.message).toMatch(/€24\.00.*€10\.00/);
    expect((await repos.shifts.getShift(shift.shiftId))?.invoiceId).toBeUndefined();
  });

  it('should refuse another partner’s shift (400) and a shift that is not worked yet (409)', async () => {
    const other = await addWorkedShift(repos, { partnerId: P2 });
    const notMine = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [other]) });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toContain(other.shiftId);

    const running = await addWorkedShift(repos, { partnerId: P1, hoursAgo: 2, status: 'CLAIMED' });
    const early = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [running]) });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NOT_INVOICEABLE');
    expect(early.body.message).toContain(`#${running.refNumber}`);
  });

  it('should refuse a shift already on an invoice (409 ALREADY_INVOICED)', async () => {
    const shift = await addWorkedShift(repos, { partnerId: P1 });
    expect((await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [shift]) })).status).toBe(
      200,
    );
    const again = await call(invoiceCreate, { claims: claims.admin, body: createBody(P1, [shift]) });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_INVOICED');
  });

  it('should make one invoice of 20 concurrent creates over the same shifts, the others refused with 409', async () => {
    const shifts = [
      await addWorkedShift(repos, { partnerId: P2 }),
      await addWorkedShift(repos, { partnerId: P2, clientId: IDS.clientB }),
    ];
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(invoiceCreate, { claims: claims.admin, body: createBody(P2, shifts) }),
      ),
    );
    const created = replies.filter((reply) => reply.status === 200);
    expect(created).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(19);
    const invoiceId = created[0]?.body.id;
    for (const shift of shifts)
      expect((await repos.shifts.getShift(shift.shiftId))?.invoiceId).toBe(invoiceId);
    const page = await repos.invoices.listPartnerInvoices({ partnerId: P2 });
    const covering = page.items.filter((invoice) =>
      invoice.shifts.some((s) => s.shiftId === shifts[0]?.shiftId),
    );
    expect(covering.map((invoice) => invoice.invoiceId)).toEqual([invoiceId]);
  });

  it('should bill a chosen penalty of the partner as its own line, and refuse it on a second invoice', async () => {
    const shift = await addWorkedShift(repos, { partnerId: P2 });
    const missed = await addWorkedShift(repos, { partnerId: P2, status: 'NO_SHOW' });
    const penaltyId = `${new Date().toISOString()}#${missed.shiftId}`;
    await db.service.entities.penalty
      .put({
        partnerId: P2,
        penaltyId,
        shiftId: missed.shiftId,
        shiftRef: missed.refNumber,
        clientId: missed.clientId,
        kind: 'NO_SHOW',
        amount: 2400,
        createdAt: new Date().toISOString(),
      })
      .go();
    const listed = await call(invoiceableWork, { claims: claims.admin, path: { partnerId: P2 } });
    expect(listed.body.penalties.map((p: { id: string }) => p.id)).toContain(penaltyId);
    const reply = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P2, [shift], { penaltyIds: [penaltyId], totalAmount: 4800 }),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.lines[1]).toMatchObject({
      kind: 'NO_SHOW',
      shiftId: missed.shiftId,
      shiftRef: missed.refNumber,
      price: 2400,
    });
    const again = await call(invoiceCreate, {
      claims: claims.admin,
      body: createBody(P2, [await addWorkedShift(repos, { partnerId: P2 })], { penaltyIds: [penaltyId] }),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_INVOICED');
  });

  it('should list a partner’s invoiceable shifts (worked, no invoice) and uninvoiced penalties', async () => {
    const partnerId = 'partner-carer';
    const worked = await addWorkedShift(repos, { partnerId });
    const ended = await addWorkedShift(repos, { partnerId, hoursAgo: 30, status: 'CLAIMED' });
    await addWorkedShift(repos, { partnerId, hoursAgo: 2, status: 'CLAIMED' });
    const reply = await call(invoiceableWork, { claims: claims.admin, path: { partnerId } });
    expect(reply.status).toBe(200);
    expect(reply.body.shifts.map((s: { id: string }) => s.id).sort()).toEqual(
      [worked.shiftId, ended.shiftId].sort(),
    );
    expect(reply.body.shifts[0]).toMatchObject({
      clientName: `Clinic ${IDS.clientA}`,
      companyCommission: 2400,
    });
    expect(reply.body.penalties).toEqual([]);
    const unknown = await call(invoiceableWork, { claims: claims.admin, path: { partnerId: 'nobody' } });
    expect(unknown.status).toBe(404);
  });
});
