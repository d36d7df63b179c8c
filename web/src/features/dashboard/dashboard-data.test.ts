import { describe, expect, it } from 'vitest';

import { dashboardData, shiftsFilterHref } from './dashboard-data';

const stats = {
  months: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'],
  entries: [
    { date: '2026-04', status: 'FINISHED', shiftCount: 2, revenue: 10000 },
    { date: '2026-05', status: 'FINISHED', shiftCount: 3, revenue: 15000 },
    { date: '2026-05', status: 'CANCELED', shiftCount: 1, revenue: 2400 },
    { date: '2026-06', status: 'VERIFIED', shiftCount: 4, revenue: 9600 },
  ],
  counts: { openShifts: 4, partners: 10, clients: 2 },
  generatedAt: '2026-06-15T09:00:00.000Z',
} as const;

describe('dashboardData', () => {
  it('should give one value per month for each status with shifts, in status order', () => {
    const data = dashboardData({ ...stats, months: [...stats.months], entries: [...stats.entries] });
    expect(data.series.map((row) => row.status)).toEqual(['VERIFIED', 'CANCELED', 'FINISHED']);
    expect(data.series.find((row) => row.status === 'FINISHED')?.shiftCounts).toEqual([0, 0, 0, 2, 3, 0]);
  });

  it("should compare last complete month's worked revenue with the month before", () => {
    const data = dashboardData({ ...stats, months: [...stats.months], entries: [...stats.entries] });
    expect(data.lastMonth).toMatchObject({
      month: '2026-05',
      revenue: 15000,
      previousRevenue: 10000,
      percent: 40,
    });
  });
});

describe('shiftsFilterHref', () => {
  it('should open the shifts list filtered by status and the whole month', () => {
    expect(shiftsFilterHref('/requests', { status: 'FINISHED', month: '2026-02' })).toBe(
      '/requests?status=FINISHED&from=2026-02-01&to=2026-02-28',
    );
  });
});
