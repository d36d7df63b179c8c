import { beforeEach, describe, expect, it } from 'vitest';

import { ConflictError, NotFoundError } from '@careshift/domain';

import { contextAt, newShift } from '../../testing/fixtures';
import { createTestDb } from '../../testing/test-db';
import { createRepositories } from '../create-repositories';

import type { ShiftRecord } from './shift-records';

const NOW = '2026-06-01T08:00:00.000Z';
const partner = { partnerId: 'p-t', name: 'Nikos Ioannou', weeklyShiftLimit: 5 };
const asPartner = contextAt(NOW, { id: 'p-t', role: 'EMPLOYEE' });

describe('shift state changes', () => {
  let repos: ReturnType<typeof createRepositories>;
  // A table per test (a few milliseconds): the month and partner counters add up every shift in it.
  beforeEach(async () => {
    repos = createRepositories((await createTestDb()).service);
  });
  const make = async (shiftId: string, startDate: string, extra = {}) =>
    (await repos.shifts.createShifts([newShift({ shiftId, startDate, ...extra })], contextAt(NOW)))
      .created[0] as ShiftRecord;
  const monthly = async (month: string) =>
    Object.fromEntries(
      (await repos.aggregates.readMonthlyShiftStats({ fromMonth: month, toMonth: month })).map((s) => [
        s.status,
        [s.shiftCount, s.revenue],
      ]),
    );
  const actions = async (shiftId: string) =>
    (await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId })).items.map((e) => [
      e.action,
      e.from,
      e.to,
      e.actorId,
    ]);
  /** A shift claimed, finished by the scheduler and then marked a no-show with its penalty. */
  const noShowOf = async (shiftId: string, startDate: string) => {
    const worked = await repos.shifts.claimShift({
      shift: await make(shiftId, startDate),
      partner,
      context: asPartner,
    });
    const finished = await repos.shifts.finishShift({
      shift: worked,
      context: contextAt(NOW, { id: 'scheduler', role: 'SCHEDULER' }),
    });
    return repos.shifts.markShiftNoShow({
      shift: finished,
      reason: 'did not come',
      penalty: { kind: 'NO_SHOW', amount: 2400 },
      context: contextAt(NOW),
    });
  };

  it('should count a new shift as open and in its Nicosia month', async () => {
    // 2026-06-30T22:00Z is already July 1st in Nicosia.
    await make('july-1st', '2026-06-30T22:00:00.000Z');
    expect(await monthly('2026-07')).toEqual({ VERIFIED: [1, 2400] });
    expect(await monthly('2026-06')).toEqual({});
    expect((await repos.aggregates.readEntityCounts()).openShifts).toBe(1);
  });

  it('should claim, cancel the claim before the deadline and record each change with its actor', async () => {
    const shift = await make('claim-cancel', '2026-06-10T07:00:00.000Z');
    const claimed = await repos.shifts.claimShift({ shift, partner, context: asPartner });
    expect(claimed).toMatchObject({
      status: 'CLAIMED',
      claimedBy: 'p-t',
      partnerName: 'Nikos Ioannou',
      version: 2,
    });
    expect(await monthly('2026-06')).toEqual({ CLAIMED: [1, 2400] });
    const reopened = await repos.shifts.cancelShiftClaim({
      shift: claimed,
      to: 'VERIFIED',
      context: contextAt(NOW, asPartner.actor, 'sick'),
    });
    expect(reopened.claimedBy).toBeUndefined();
    expect(reopened.status).toBe('VERIFIED');
    expect(await actions('claim-cancel')).toEqual([
      ['shift-create', undefined, 'VERIFIED', 'admin-1'],
      ['shift-claim', 'VERIFIED', 'CLAIMED', 'p-t'],
      ['shift-cancel-claim', 'CLAIMED', 'VERIFIED', 'p-t'],
    ]);
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: 'claim-cancel' });
    expect(trail.items[2]?.reason).toBe('sick');
  });

  it('should keep the partner on a claim cancelled after the deadline, count it abandoned and record the penalty', async () => {
    const shift = await make('late-cancel', '2026-06-11T07:00:00.000Z');
    const claimed = await repos.shifts.claimShift({ shift, partner, context: asPartner });
    const abandoned = await repos.shifts.cancelShiftClaim({
      shift: claimed,
      to: 'ABANDONED',
      penalty: { kind: 'LATE_CLAIM_CANCELLATION', amount: 2400 },
      context: asPartner,
    });
    expect(abandoned).toMatchObject({ status: 'ABANDONED', claimedBy: 'p-t' });
    const penalties = await repos.invoices.listPartnerPenalties({ partnerId: 'p-t' });
    expect(penalties).toMatchObject([
      { shiftId: 'late-cancel', kind: 'LATE_CLAIM_CANCELLATION', amount: 2400, clientId: 'client-a' },
    ]);
    const [row] = await repos.aggregates.readPartnerYearStats('2026');
    expect(row).toMatchObject({
      partnerId: 'p-t',
      partnerName: 'Nikos Ioannou',
      abandonedCount: 1,
      claimedCount: 0,
    });
  });

  it('should finish, mark a no-show with its penalty, cancel, verify and abandon, moving the counters', async () => {
    const noShow = await noShowOf('worked', '2026-06-12T07:00:00.000Z');
    expect(noShow).toMatchObject({ status: 'NO_SHOW', noShowReason: 'did not come', penalty: 2400 });
    const canceled = await repos.shifts.cancelShift({
      shift: await make('canceled', '2026-06-13T07:00:00.000Z'),
      reason: 'not needed',
      context: contextAt(NOW),
    });
    expect(canceled.cancellationReason).toBe('not needed');
    const pending = await make('pending', '2026-06-14T07:00:00.000Z', { status: 'PENDING' });
    const verified = await repos.shifts.verifyShift({ shift: pending, context: contextAt(NOW) });
    await repos.shifts.abandonShift({ shift: verified, context: contextAt(NOW) });
    const stats = await monthly('2026-06');
    expect(stats).toMatchObject({ NO_SHOW: [1, 2400], CANCELED: [1, 2400], ABANDONED: [1, 2400] });
    expect(stats.FINISHED).toBeUndefined();
    // The abandoned shift was never claimed: it counts against no partner.
    const [row] = await repos.aggregates.readPartnerYearStats('2026');
    expect(row).toMatchObject({ noShowCount: 1, finishedCount: 0, abandonedCount: 0 });
  });

  it('should move a shift’s counters to its new month and cost when its details change', async () => {
    const shift = await make('moved', '2026-08-03T07:00:00.000Z');
    await repos.shifts.updateShiftDetails({
      shift,
      changes: {
        startDate: '2026-09-03T07:00:00.000Z',
        endDate: '2026-09-03T15:00:00.000Z',
        cost: { totalCost: 15000, employeeEarnings: 12000, companyCommission: 3000 },
      },
      context: contextAt(NOW),
    });
    expect(await monthly('2026-08')).toEqual({});
    expect(await monthly('2026-09')).toEqual({ VERIFIED: [1, 3000] });
  });

  it('should refuse a change made from a stale read, and one of a missing shift', async () => {
    const shift = await make('stale', '2026-06-20T07:00:00.000Z');
    await repos.shifts.cancelShift({ shift, reason: 'first', context: contextAt(NOW) });
    await expect(
      repos.shifts.cancelShift({ shift, reason: 'second', context: contextAt(NOW) }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(
      repos.shifts.verifyShift({ shift: { ...shift, shiftId: 'missing' }, context: contextAt(NOW) }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await repos.shifts.getShift('stale'))?.cancellationReason).toBe('first');
  });

  it('should create an assigned shift as claimed, counting the partner’s week', async () => {
    const assigned = await make('assigned', '2026-06-16T07:00:00.000Z', {
      status: 'CLAIMED',
      claimedBy: 'p-w',
      partnerName: 'W',
    });
    expect(assigned.status).toBe('CLAIMED');
    const other = await make('same-week', '2026-06-17T07:00:00.000Z');
    await expect(
      repos.shifts.claimShift({
        shift: other,
        partner: { partnerId: 'p-w', name: 'W', weeklyShiftLimit: 1 },
        context: asPartner,
      }),
    ).rejects.toMatchObject({ code: 'WEEKLY_SHIFT_LIMIT_REACHED' });
  });

  it('should list a partner’s reviews newest first, of one client or all, page by page', async () => {
    const partnerId = 'p-rev';
    await repos.partners.createPartner(
      {
        profile: {
          partnerId,
          firstName: 'Anna',
          lastName: 'Reviewed',
          status: 'VERIFIED',
          positionIds: ['nurse'],
          createdAt: NOW,
        },
        info: {
          partnerId,
          email: 'a@example.com',
          lang: 'en',
          phoneNumber: '+35799222222',
          phoneCountryCode: '+357',
          registrationNumber: 'R2',
          idCard: 'ID5678',
          updatedAt: NOW,
        },
        bankDetails: { partnerId, updatedAt: NOW },
      },
      contextAt(NOW),
    );
    for (let i = 0; i < 5; i++) {
      const clientId = i % 2 === 0 ? 'client-a' : 'client-b';
      const shift = await make(`rev-${i}`, `2026-05-0${i + 1}T07:00:00.000Z`, {
        status: 'FINISHED',
        claimedBy: partnerId,
        partnerName: 'Anna Reviewed',
        clientId,
      });
      await repos.reviews.reviewShift({
        shift,
        review: {
          reviewId: `review-${i}`,
          shiftId: shift.shiftId,
          shiftRef: shift.refNumber,
          clientId,
          clientName: clientId,
          partnerId,
          score: 3 + (i % 3),
          comment: 'ok',
          results: [{ question: 'Q1', rating: 4 }],
          createdBy: 'u',
          createdAt: `2026-05-1${i}T10:00:00.000Z`,
        },
        context: contextAt(NOW),
      });
    }
    const first = await repos.reviews.listPartnerReviews({ partnerId, limit: 2 });
    const rest = await repos.reviews.listPartnerReviews({ partnerId, limit: 2, cursor: first.cursor });
    expect([...first.items, ...rest.items].map((r) => r.reviewId)).toEqual([
      'review-4',
      'review-3',
      'review-2',
      'review-1',
    ]);
    const ofA = await repos.reviews.listPartnerReviews({ partnerId, clientId: 'client-a', limit: 2 });
    const moreOfA = await repos.reviews.listPartnerReviews({
      partnerId,
      clientId: 'client-a',
      limit: 2,
      cursor: ofA.cursor,
    });
    expect([...ofA.items, ...moreOfA.items].map((r) => r.reviewId)).toEqual([
      'review-4',
      'review-2',
      'review-0',
    ]);
    expect(moreOfA.cursor).toBeNull();
    expect(await repos.partners.getPartner(partnerId)).toMatchObject({
      ratingCount: 5,
      ratingSum: 19,
      ratingScore: 3.8,
    });
    expect((await repos.shifts.getShift('rev-1'))?.reviewId).toBe('review-1');
  });

  it('should page through a shift’s audit trail', async () => {
    await noShowOf('worked', '2026-06-12T07:00:00.000Z');
    const first = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: 'worked', limit: 2 });
    const rest = await repos.audit.listAuditTrail({
      subjectType: 'shift',
      subjectId: 'worked',
      limit: 2,
      cursor: first.cursor,
    });
    expect([...first.items, ...rest.items].map((e) => e.to)).toEqual([
      'VERIFIED',
      'CLAIMED',
      'FINISHED',
      'NO_SHOW',
    ]);
    expect(rest.cursor).toBeNull();
  });
});
