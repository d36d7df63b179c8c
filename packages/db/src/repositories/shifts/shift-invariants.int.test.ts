import { beforeEach, describe, expect, it } from 'vitest';

import { ConflictError, ShiftAlreadyClaimedError } from '@careshift/domain';

import { ADMIN, contextAt, newShift } from '../../testing/fixtures';
import { createTestDb } from '../../testing/test-db';
import { createRepositories } from '../create-repositories';

import type { ShiftRecord } from './shift-records';
import type { ReviewRecord } from './shift-reviews';

const NOW = '2026-03-02T08:00:00.000Z';
const partner = (i: number) => ({ partnerId: `p${i}`, name: `Partner ${i}`, weeklyShiftLimit: null });
const asPartner = (i: number) => contextAt(NOW, { id: `p${i}`, role: 'EMPLOYEE' });

describe('shift invariants under concurrency', () => {
  let repos: ReturnType<typeof createRepositories>;
  // A table per test (a few milliseconds): the counters and recounts read every shift in it.
  beforeEach(async () => {
    repos = createRepositories((await createTestDb()).service);
  });

  it('should let exactly one of 50 concurrent claims on one shift win', async () => {
    const [shift] = (
      await repos.shifts.createShifts(
        [newShift({ shiftId: 'one-shift', startDate: '2026-03-10T07:00:00.000Z' })],
        contextAt(NOW),
      )
    ).created;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        repos.shifts.claimShift({ shift: shift as ShiftRecord, partner: partner(i), context: asPartner(i) }),
      ),
    );
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((r) => r.status === 'rejected')) {
      expect((loser as PromiseRejectedResult).reason).toBeInstanceOf(ShiftAlreadyClaimedError);
    }
    const stored = await repos.shifts.getShift('one-shift');
    const winner = (winners[0] as PromiseFulfilledResult<ShiftRecord>).value;
    expect(stored?.claimedBy).toBe(winner.claimedBy);
    const stats = await repos.aggregates.readPartnerYearStats('2026');
    expect(stats.reduce((sum, row) => sum + row.claimedCount, 0)).toBe(1);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: 'one-shift' });
    expect(trail.items.map((entry) => entry.action)).toEqual(['shift-create', 'shift-claim']);
  });

  it('should hold a weekly limit of 3 when a partner claims 6 shifts of one week at once', async () => {
    const shifts = Array.from({ length: 6 }, (_, i) =>
      newShift({ shiftId: `week-${i}`, startDate: `2026-03-1${i}T07:00:00.000Z`, createdAt: NOW }),
    );
    const { created } = await repos.shifts.createShifts(shifts, contextAt(NOW));
    const limited = { partnerId: 'busy', name: 'Busy Partner', weeklyShiftLimit: 3 };
    const context = contextAt(NOW, { id: 'busy', role: 'EMPLOYEE' });
    const results = await Promise.allSettled(
      created.map((shift) => repos.shifts.claimShift({ shift, partner: limited, context })),
    );
    // 2026-03-10..15 is Tuesday to Sunday of one ISO week.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      const reason = (refused as PromiseRejectedResult).reason as ConflictError;
      expect(reason).toBeInstanceOf(ConflictError);
      expect(reason.code).toBe('WEEKLY_SHIFT_LIMIT_REACHED');
    }
    const page = await repos.shifts.listPartnerShifts({ partnerId: 'busy', limit: 10 });
    expect(page.items).toHaveLength(3);
  });

  it('should free a weekly slot when a claim is cancelled', async () => {
    const [a, b] = (
      await repos.shifts.createShifts(
        [
          newShift({ shiftId: 'slot-a', startDate: '2026-03-24T07:00:00.000Z' }),
          newShift({ shiftId: 'slot-b', startDate: '2026-03-25T07:00:00.000Z' }),
        ],
        contextAt(NOW),
      )
    ).created as [ShiftRecord, ShiftRecord];
    const one = { partnerId: 'solo', name: 'Solo', weeklyShiftLimit: 1 };
    const context = contextAt(NOW, { id: 'solo', role: 'EMPLOYEE' });
    const claimed = await repos.shifts.claimShift({ shift: a, partner: one, context });
    await expect(repos.shifts.claimShift({ shift: b, partner: one, context })).rejects.toThrow(ConflictError);
    await repos.shifts.cancelShiftClaim({ shift: claimed, to: 'VERIFIED', context });
    const second = await repos.shifts.claimShift({ shift: b, partner: one, context });
    expect(second.claimedBy).toBe('solo');
  });

  it('should put a shift on at most one of two invoices created at once', async () => {
    const base = await repos.shifts.createShifts(
      [0, 1, 2].map((i) =>
        newShift({
          shiftId: `inv-${i}`,
          startDate: `2026-02-0${i + 2}T07:00:00.000Z`,
          status: 'CLAIMED',
          claimedBy: 'p-inv',
          partnerName: 'Invoiced',
        }),
      ),
      contextAt(NOW),
    );
    const invoice = (invoiceId: string) => ({
      invoiceId,
      invoiceRef: 1,
      partnerId: 'p-inv',
      partnerName: 'Invoiced',
      lines: [],
      total: 7200,
      dueDate: '2026-03-16T08:00:00.000Z',
      createdBy: ADMIN.id,
      createdAt: NOW,
    });
    const results = await Promise.allSettled([
      repos.invoices.createInvoice({
        invoice: invoice('invoice-x'),
        shifts: base.created,
        context: contextAt(NOW),
      }),
      repos.invoices.createInvoice({
        invoice: invoice('invoice-y'),
        shifts: base.created.slice(1),
        context: contextAt(NOW),
      }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = await repos.shifts.getShifts(base.created.map((s) => s.shiftId));
    const winner = results[0]?.status === 'fulfilled' ? 'invoice-x' : 'invoice-y';
    for (const shift of stored.filter((s) => s.shiftId !== 'inv-0' || winner === 'invoice-x')) {
      expect(shift.invoiceId).toBe(winner);
    }
    expect(
      await repos.invoices.getInvoice(winner === 'invoice-x' ? 'invoice-y' : 'invoice-x'),
    ).toBeUndefined();
  });

  it('should accept one of two reviews of a shift sent at once and count it once in the rating', async () => {
    const partnerId = 'p-review';
    await repos.partners.createPartner(
      {
        profile: {
          partnerId,
          firstName: 'Eleni',
          lastName: 'Review',
          status: 'VERIFIED',
          positionIds: ['nurse'],
          createdAt: NOW,
        },
        info: {
          partnerId,
          email: 'e@example.com',
          lang: 'el',
          phoneNumber: '+35799111111',
          phoneCountryCode: '+357',
          registrationNumber: 'R1',
          idCard: 'ID1234',
          updatedAt: NOW,
        },
        bankDetails: { partnerId, updatedAt: NOW },
      },
      contextAt(NOW),
    );
    const [shift] = (
      await repos.shifts.createShifts(
        [
          newShift({
            shiftId: 'reviewed',
            startDate: '2026-02-20T07:00:00.000Z',
            status: 'FINISHED',
            claimedBy: partnerId,
            partnerName: 'Eleni Review',
          }),
        ],
        contextAt(NOW),
      )
    ).created as [ShiftRecord];
    const review = (reviewId: string, score: number): ReviewRecord => ({
      reviewId,
      shiftId: shift.shiftId,
      shiftRef: shift.refNumber,
      clientId: shift.clientId,
      clientName: shift.clientName,
      partnerId,
      score,
      comment: '',
      results: [{ question: 'Q1', rating: 4 }],
      createdBy: 'client-user',
      createdAt: NOW,
    });
    const results = await Promise.allSettled([
      repos.reviews.reviewShift({ shift, review: review('r1', 4), context: contextAt(NOW) }),
      repos.reviews.reviewShift({ shift, review: review('r2', 2), context: contextAt(NOW) }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rated = await repos.partners.getPartner(partnerId);
    expect(rated?.ratingCount).toBe(1);
    expect([4, 2]).toContain(rated?.ratingScore);
  });

  it('should keep every aggregate, per-client counts included, equal to a recount after many concurrent changes', async () => {
    const shifts = Array.from({ length: 30 }, (_, i) =>
      newShift({
        shiftId: `drift-${i}`,
        startDate: `2026-0${4 + (i % 3)}-0${1 + (i % 7)}T07:00:00.000Z`,
        cost: { totalCost: 1000 + i, employeeEarnings: 800, companyCommission: 200 + i },
      }),
    );
    const { created } = await repos.shifts.createShifts(shifts, contextAt(NOW));
    const ops = created.flatMap((shift, i) => [
      repos.shifts.claimShift({ shift, partner: partner(i % 4), context: asPartner(i % 4) }),
      i % 3 === 0
        ? repos.shifts.cancelShift({ shift, reason: 'client cancelled', context: contextAt(NOW) })
        : Promise.resolve(null),
    ]);
    await Promise.allSettled(ops);
    const finals = await repos.shifts.getShifts(created.map((s) => s.shiftId));
    await Promise.allSettled(
      finals
        .filter((s) => s.status === 'CLAIMED' && Number(s.shiftId.split('-')[1]) % 2 === 0)
        .map((shift) => repos.shifts.finishShift({ shift, context: contextAt(NOW) })),
    );
    const all = await repos.shifts.listShifts({ limit: 500 });
    const expected = new Map<string, { count: number; revenue: number }>();
    for (const shift of all.items) {
      const key = `${shift.startDate.slice(0, 7)}#${shift.status}`;
      const sum = expected.get(key) ?? { count: 0, revenue: 0 };
      expected.set(key, { count: sum.count + 1, revenue: sum.revenue + shift.cost.companyCommission });
    }
    const stats = await repos.aggregates.readMonthlyShiftStats({ fromMonth: '2026-01', toMonth: '2026-12' });
    const actual = new Map(
      stats.map((s) => [`${s.month}#${s.status}`, { count: s.shiftCount, revenue: s.revenue }]),
    );
    expect(actual).toEqual(expected);
    const counts = await repos.aggregates.readEntityCounts();
    expect(counts.openShifts).toBe(all.items.filter((s) => s.status === 'VERIFIED').length);
    for (const clientId of new Set(created.map((shift) => shift.clientId))) {
      const recount: Record<string, number> = {};
      for (const shift of all.items.filter((s) => s.clientId === clientId))
        recount[shift.status] = (recount[shift.status] ?? 0) + 1;
      const byStatus = await repos.aggregates.readClientShiftCounts(clientId);
      expect(Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n !== 0))).toEqual(recount);
    }
    const yearRows = await repos.aggregates.readPartnerYearStats('2026');
    for (const row of yearRows.filter((r) => /^p\d$/.test(r.partnerId))) {
      const mine = all.items.filter((s) => s.claimedBy === row.partnerId);
      expect(row.claimedCount).toBe(mine.filter((s) => s.status === 'CLAIMED').length);
      expect(row.finishedCount).toBe(mine.filter((s) => s.status === 'FINISHED').length);
      expect(row.canceledCount).toBe(mine.filter((s) => s.status === 'CANCELED').length);
    }
  });
});
