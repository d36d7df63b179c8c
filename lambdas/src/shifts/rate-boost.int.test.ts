import { beforeAll, describe, expect, it } from 'vitest';

import { openShiftsList, shiftBoost, shiftBoostQuote, shiftClaim, shiftGet } from '@careshift/contract';
import type { ShiftRow } from '@careshift/contract';
import type { Repositories } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';
import { calculateShiftCost } from '@careshift/domain';

import type { HttpHandler } from '../http/types';

import { caller } from './testing/call';
import { nurseShiftPoster } from './testing/post-shift';
import { addPartner, claims, IDS, RATES, seedShiftFixtures } from './testing/shift-fixtures';

/**
 * Issue 35 item 4: a rate boost. The organisation or an administrator prices it first (the organisation
 * the total, administrators the split), then applies it on the shift as quoted: every rate rises, the
 * cost engine reprices, partners see "Boosted"; only an open, unclaimed shift before its deadline.
 */
describe('rate boosts', () => {
  let handler: HttpHandler;
  let repos: Repositories;
  const call = caller(() => handler);

  const postShift = nurseShiftPoster(call, 'rate-boost');
  const posted = (days: number) => postShift(IDS.clientA, days);
  const quote = (
    shiftId: string,
    body: Record<string, unknown>,
    who: Record<string, string> = claims.clientA,
  ) => call(shiftBoostQuote, { claims: who, path: { shiftId }, body });
  const boost = (
    shiftId: string,
    body: Record<string, unknown>,
    who: Record<string, string> = claims.clientA,
  ) => call(shiftBoost, { claims: who, path: { shiftId }, body });

  beforeAll(async () => {
    const db = await createTestDb();
    process.env.TABLE_NAME = db.tableName;
    repos = await seedShiftFixtures(db.service);
    await addPartner(repos, 'boost-partner');
    ({ handler } = await import('./handler'));
  });

  it('should quote the new price, then reprice the shift as quoted and show it boosted to partners', async () => {
    const shiftId = await posted(20);
    const before = await repos.shifts.getShift(shiftId);
    const byClient = await quote(shiftId, { kind: 'PERCENT', value: 10 });
    expect(byClient.status).toBe(200);
    expect(byClient.body.after.companyCommission).toBeUndefined();
    expect(byClient.body.before.totalCost).toBe(before!.cost.totalCost);
    const expected = calculateShiftCost({
      rates: {
        normalDayHourlyRate: Math.round(RATES.normalDayHourlyRate * 1.1),
        normalNightHourlyRate: Math.round(RATES.normalNightHourlyRate * 1.1),
        holidayDayHourlyRate: Math.round(RATES.holidayDayHourlyRate * 1.1),
        holidayNightHourlyRate: Math.round(RATES.holidayNightHourlyRate * 1.1),
      },
      config: before!.costConfig!,
      start: before!.startDate,
      end: before!.endDate,
    });
    expect(byClient.body.after.totalCost).toBe(expected.totalCost);
    const byAdmin = await quote(shiftId, { kind: 'PERCENT', value: 10 }, claims.admin);
    expect(byAdmin.body.after).toEqual(expected);
    // A quote changes nothing.
    expect((await repos.shifts.getShift(shiftId))!.version).toBe(before!.version);

    const applied = await boost(shiftId, { kind: 'PERCENT', value: 10, updatedAt: byClient.body.updatedAt });
    expect(applied.status).toBe(200);
    expect(applied.body.cost.totalCost).toBe(expected.totalCost);
    expect(applied.body.boostedAt).toEqual(expect.any(String));
    const stored = await repos.shifts.getShift(shiftId);
    expect(stored).toMatchObject({ boostCount: 1, autoBoostCount: 0, boostedAt: applied.body.boostedAt });
    const trail = await repos.audit.listAuditTrail({ subjectType: 'shift', subjectId: shiftId });
    expect(trail.items.find((entry) => entry.action === 'shift-boost')?.details).toMatchObject({
      kind: 'PERCENT',
      value: 10,
      automatic: false,
      totalCostAfter: expected.totalCost,
    });

    // The quote was made on the shift before the boost: applying it again is refused.
    const stale = await boost(shiftId, { kind: 'PERCENT', value: 10, updatedAt: byClient.body.updatedAt });
    expect(stale.status).toBe(409);
    // A second boost by an amount: €1.00 more on every hour; boostedAt stays the first one.
    const next = await quote(shiftId, { kind: 'AMOUNT', value: 100 }, claims.admin);
    const second = await boost(
      shiftId,
      { kind: 'AMOUNT', value: 100, updatedAt: next.body.updatedAt },
      claims.admin,
    );
    expect(second.status).toBe(200);
    expect(second.body.cost.totalCost).toBe(expected.totalCost + 800);
    expect(second.body.boostedAt).toBe(applied.body.boostedAt);
    expect((await repos.shifts.getShift(shiftId))!.boostCount).toBe(2);

    const found = await call(openShiftsList, { claims: claims.partner('boost-partner') });
    const row = (found.body.items as ShiftRow[]).find((item) => item.id === shiftId);
    expect(row?.boostedAt).toBe(applied.body.boostedAt);
    expect(row?.cost.employeeEarnings).toBe(second.body.cost.employeeEarnings);
    const page = await call(shiftGet, { claims: claims.partner('boost-partner'), path: { shiftId } });
    expect(page.body.boostedAt).toBe(applied.body.boostedAt);
  });

  it('should refuse a claimed shift, a value out of range, another organisation and partners', async () => {
    const shiftId = await posted(22);
    const { updatedAt } = (await quote(shiftId, { kind: 'PERCENT', value: 5 })).body;
    const tooMuch = await quote(shiftId, { kind: 'PERCENT', value: 51 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('INVALID_BOOST');
    expect((await quote(shiftId, { kind: 'AMOUNT', value: 2001 })).status).toBe(400);
    expect((await quote(shiftId, { kind: 'PERCENT', value: 5 }, claims.clientB)).status).toBe(404);
    expect(
      (await quote(shiftId, { kind: 'PERCENT', value: 5 }, claims.partner('boost-partner'))).status,
    ).toBe(403);

    const claimed = await call(shiftClaim, {
      claims: claims.partner('boost-partner'),
      path: { shiftId },
      body: { partnerId: '' },
    });
    expect(claimed.status).toBe(200);
    const late = await boost(shiftId, { kind: 'PERCENT', value: 5, updatedAt });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('SHIFT_ALREADY_CLAIMED');
  });
});
