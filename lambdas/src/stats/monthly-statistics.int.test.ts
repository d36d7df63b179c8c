import { beforeAll, describe, expect, it } from 'vitest';

import { createRepositories } from '@careshift/db';
import type { Repositories } from '@careshift/db';
import { contextAt, newShift } from '@careshift/db/testing/fixtures';
import { createTestDb } from '@careshift/db/testing/test-db';
import type { ShiftStatus } from '@careshift/domain';
import { dashboardMonths } from '@careshift/domain';

import { monthlyStatistics } from './monthly-statistics';

const NOW = new Date('2031-06-15T09:00:00.000Z');
const STATUSES: ShiftStatus[] = ['VERIFIED', 'CLAIMED', 'FINISHED', 'CANCELED', 'COMPLETED', 'PENDING'];

describe('request-getMonthlyStatistics', () => {
  let repos: Repositories;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const stats = () =>
    monthlyStatistics({
      aggregates: repos.aggregates,
      attendance: repos.attendance,
      clock: { now: () => NOW },
    });
  const seeded: { month: string; status: ShiftStatus; commission: number }[] = [];

  beforeAll(async () => {
    db = await createTestDb();
    repos = createRepositories(db.service);
    const shifts = [];
    // Shifts over 8 months (two outside the window), several statuses and commissions per month.
    for (let m = 0; m < 8; m += 1) {
      for (let i = 0; i < 5; i += 1) {
        const status = STATUSES[(m + i) % STATUSES.length] ?? 'VERIFIED';
        const start = new Date(Date.UTC(2030, 11 + m, 3 + i * 4, 8)).toISOString();
        const commission = 1000 + 100 * i + m;
        shifts.push(
          newShift({
            shiftId: `shift-${m}-${i}`,
            startDate: start,
            status,
            cost: {
              totalCost: commission * 5,
              employeeEarnings: commission * 4,
              companyCommission: commission,
            },
          }),
        );
        seeded.push({ month: start.slice(0, 7), status, commission });
      }
    }
    const result = await repos.shifts.createShifts(shifts, contextAt('2030-11-01T08:00:00.000Z'));
    expect(result.failed).toEqual([]);
  });

  it('should equal a recount of the shifts per month and status over the last 6 months', async () => {
    const stats = await monthlyStatistics({
      aggregates: repos.aggregates,
      attendance: repos.attendance,
      clock: { now: () => NOW },
    });
    const months = dashboardMonths(NOW);
    expect(stats.months).toEqual(months);
    const recount = new Map<
      string,
      { status: ShiftStatus; date: string; shiftCount: number; revenue: number }
    >();
    for (const shift of seeded.filter((s) => months.includes(s.month))) {
      const key = `${shift.month}#${shift.status}`;
      const row = recount.get(key) ?? { status: shift.status, date: shift.month, shiftCount: 0, revenue: 0 };
      row.shiftCount += 1;
      row.revenue += shift.commission;
      recount.set(key, row);
    }
    const expected = [...recount.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.status.localeCompare(b.status),
    );
    expect(stats.entries).toEqual(expected);
    expect(stats.counts.openShifts).toBe(seeded.filter((s) => s.status === 'VERIFIED').length);
    expect(stats.generatedAt).toBe(NOW.toISOString());
  });

  it('should show hours worked this month (approved and settled) and timesheets awaiting approval', async () => {
    expect((await stats()).attendance).toEqual({ workedMinutesThisMonth: 0, timesheetsAwaitingApproval: 0 });
    const { timesheetStat } = db.service.entities;
    const add = (
      month: string,
      status: 'APPROVED' | 'SETTLED' | 'SUBMITTED' | 'DISPUTED',
      shard: number,
      count: number,
      minutes: number,
    ) =>
      timesheetStat
        .update({ month, status, shard })
        .add({ timesheetCount: count, workedMinutes: minutes })
        .go();
    await Promise.all([
      add('2031-06', 'APPROVED', 0, 2, 900),
      add('2031-06', 'APPROVED', 3, 1, 480),
      add('2031-06', 'SETTLED', 1, 1, 420),
      add('2031-06', 'DISPUTED', 1, 1, 300), // not final: not counted as worked
      add('2031-05', 'APPROVED', 0, 4, 2000), // last month
      add('2031-06', 'SUBMITTED', 2, 3, 1200),
      add('2031-05', 'SUBMITTED', 0, 1, 400), // still awaiting, whatever the month
    ]);
    expect((await stats()).attendance).toEqual({
      workedMinutesThisMonth: 1800,
      timesheetsAwaitingApproval: 4,
    });
  });
});
