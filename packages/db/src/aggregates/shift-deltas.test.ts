import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';
import type { ShiftStatus } from '@careshift/domain/shifts/status';

import type { ShiftRecord } from '../repositories/shifts/shift-records';
import { newShift } from '../testing/fixtures';

import { mergeDeltas } from './counter-updates';
import type { AggregateDeltas } from './counter-updates';
import { nicosiaWeekKey, shiftDeltas } from './shift-deltas';

interface State {
  status: ShiftStatus;
  claimedBy: string | undefined;
  startDate: string;
  commission: number;
  /** The commission of the approved hours, once the shift's timesheet is approved. */
  billed: number | undefined;
}

const state: fc.Arbitrary<State> = fc.record({
  status: fc.constantFrom(...SHIFT_STATUSES),
  claimedBy: fc.option(fc.constantFrom('p1', 'p2'), { nil: undefined }),
  startDate: fc.constantFrom(
    '2026-01-31T22:30:00.000Z',
    '2026-02-10T07:00:00.000Z',
    '2026-12-31T22:00:00.000Z',
  ),
  commission: fc.integer({ min: 0, max: 5000 }),
  billed: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
});

function shiftOf(shiftId: string, s: State): ShiftRecord {
  const { status, claimedBy, startDate, commission, billed } = s;
  return {
    ...newShift({ shiftId, startDate, status, ...(claimedBy ? { claimedBy, partnerName: claimedBy } : {}) }),
    cost: { totalCost: commission * 5, employeeEarnings: commission * 4, companyCommission: commission },
    ...(billed === undefined
      ? {}
      : { billedCost: { totalCost: billed * 5, employeeEarnings: billed * 4, companyCommission: billed } }),
    version: 1,
    updatedAt: '',
  };
}

/** Counters summed over all deltas, keyed like the items they go to. */
function totals(deltas: AggregateDeltas) {
  const sums = new Map<string, number>();
  const add = (key: string, value: number) => value !== 0 && sums.set(key, (sums.get(key) ?? 0) + value);
  for (const m of deltas.monthly) {
    add(`m:${m.month}:${m.status}:count`, m.shiftCount);
    add(`m:${m.month}:${m.status}:revenue`, m.revenue);
  }
  for (const p of deltas.partnerYear) {
    for (const field of [
      'claimedCount',
      'finishedCount',
      'canceledCount',
      'abandonedCount',
      'noShowCount',
    ] as const)
      add(`p:${p.year}:${p.partnerId}:${field}`, p[field]);
  }
  for (const c of deltas.counts) add('open', c.openShifts);
  for (const c of deltas.clientStatus) add(`c:${c.clientId}:${c.status}`, c.shiftCount);
  for (const w of deltas.weekLoads) add(`w:${w.partnerId}:${w.week}`, w.claimedCount);
  return new Map([...sums].filter(([, value]) => value !== 0));
}

describe('shiftDeltas', () => {
  it('should sum, over any history of changes, to the counters of the final shifts alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(state, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
        (histories) => {
          const changes = histories.flatMap((history, i) =>
            history.map((s, step) =>
              shiftDeltas(
                step === 0 ? undefined : shiftOf(`s${i}`, history[step - 1] as State),
                shiftOf(`s${i}`, s),
              ),
            ),
          );
          const finals = histories.map((history, i) =>
            shiftDeltas(undefined, shiftOf(`s${i}`, history.at(-1) as State)),
          );
          expect(totals(mergeDeltas(changes))).toEqual(totals(mergeDeltas(finals)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should count a shift in the Nicosia month and year of its start', () => {
    const deltas = shiftDeltas(
      undefined,
      shiftOf('s', {
        status: 'FINISHED',
        claimedBy: 'p1',
        startDate: '2026-12-31T22:00:00.000Z',
        commission: 100,
        billed: undefined,
      }),
    );
    expect(deltas.monthly).toMatchObject([
      { month: '2027-01', status: 'FINISHED', shiftCount: 1, revenue: 100 },
    ]);
    expect(deltas.partnerYear).toMatchObject([{ year: '2027', partnerId: 'p1', finishedCount: 1 }]);
    expect(deltas.weekLoads).toMatchObject([{ partnerId: 'p1', week: '2026-W53', claimedCount: 1 }]);
  });

  it('should carry the weekly limit only on a change that takes a slot', () => {
    const open = shiftOf('s', {
      status: 'VERIFIED',
      claimedBy: undefined,
      startDate: '2026-02-10T07:00:00.000Z',
      commission: 1,
      billed: undefined,
    });
    const claimed = shiftOf('s', {
      status: 'CLAIMED',
      claimedBy: 'p1',
      startDate: '2026-02-10T07:00:00.000Z',
      commission: 1,
      billed: undefined,
    });
    expect(shiftDeltas(open, claimed, 3).weekLoads).toEqual([
      { partnerId: 'p1', week: '2026-W07', claimedCount: 1, limit: 3 },
    ]);
    expect(shiftDeltas(claimed, open, 3).weekLoads).toEqual([
      { partnerId: 'p1', week: '2026-W07', claimedCount: -1 },
    ]);
    expect(shiftDeltas(open, claimed).counts).toMatchObject([{ openShifts: -1 }]);
  });

  it('should move only the revenue, by billed − planned, when an approval records the billed cost', () => {
    const worked: State = {
      status: 'FINISHED',
      claimedBy: 'p1',
      startDate: '2026-02-10T07:00:00.000Z',
      commission: 2400,
      billed: undefined,
    };
    const approved = shiftDeltas(shiftOf('s', worked), shiftOf('s', { ...worked, billed: 3000 }));
    expect(approved).toEqual({
      monthly: [
        { month: '2026-02', status: 'FINISHED', shard: expect.any(Number), shiftCount: 0, revenue: 600 },
      ],
      partnerYear: [],
      counts: [],
      clientStatus: [],
      weekLoads: [],
    });
    const completed = shiftDeltas(
      shiftOf('s', { ...worked, billed: 3000 }),
      shiftOf('s', { ...worked, status: 'COMPLETED', billed: 3000 }),
    );
    expect(completed.monthly).toMatchObject([
      { status: 'FINISHED', shiftCount: -1, revenue: -3000 },
      { status: 'COMPLETED', shiftCount: 1, revenue: 3000 },
    ]);
  });

  it('should name the Nicosia ISO week of an instant', () => {
    expect(nicosiaWeekKey('2026-01-04T21:59:00.000Z')).toBe('2026-W01');
    expect(nicosiaWeekKey('2026-01-04T22:00:00.000Z')).toBe('2026-W02');
  });
});
