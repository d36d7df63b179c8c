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
  const seeded: { month: string; status: ShiftStatus; commission: number }[] = [];

  beforeAll(async () => {
    const db = await createTestDb();
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
    const stats = await monthlyStatistics({ aggregates: repos.aggregates, clock: { now: () => NOW } });
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
});
