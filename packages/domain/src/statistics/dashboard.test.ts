import { describe, expect, it } from 'vitest';

import { dashboardMonths, monthRevenue, revenueChange, shiftMonth } from './dashboard';

describe('revenueChange', () => {
  it('should measure the change against the average of both months', () => {
    const change = revenueChange({
      month: '2026-10',
      previousMonth: '2026-09',
      revenue: 15000,
      previousRevenue: 10000,
    });
    expect(change.average).toBe(12500);
    expect(change.percent).toBe(40);
  });

  it('should give a negative change when last month earned less', () => {
    expect(
      revenueChange({ month: 'b', previousMonth: 'a', revenue: 10000, previousRevenue: 15000 }).percent,
    ).toBe(-40);
  });

  it('should stay finite when the previous month had no revenue', () => {
    expect(revenueChange({ month: 'b', previousMonth: 'a', revenue: 500, previousRevenue: 0 }).percent).toBe(
      200,
    );
  });

  it('should give no percentage when both months had no revenue', () => {
    expect(
      revenueChange({ month: 'b', previousMonth: 'a', revenue: 0, previousRevenue: 0 }).percent,
    ).toBeNull();
  });

  it('should round to one decimal', () => {
    expect(
      revenueChange({ month: 'b', previousMonth: 'a', revenue: 100, previousRevenue: 200 }).percent,
    ).toBe(-66.7);
  });
});

describe('dashboardMonths', () => {
  it('should list the current Nicosia month and the five before, oldest first', () => {
    expect(dashboardMonths('2026-03-10T12:00:00Z')).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });

  it('should use the Nicosia month at a month boundary', () => {
    expect(dashboardMonths('2026-04-30T22:30:00Z').at(-1)).toBe('2026-05');
  });

  it('should step months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});

describe('monthRevenue', () => {
  it('should count only worked shifts of the month', () => {
    const entries = [
      { date: '2026-02', status: 'FINISHED', revenue: 100 },
      { date: '2026-02', status: 'COMPLETED', revenue: 50 },
      { date: '2026-02', status: 'CANCELED', revenue: 999 },
      { date: '2026-01', status: 'FINISHED', revenue: 7 },
    ] as const;
    expect(monthRevenue(entries, '2026-02')).toBe(150);
  });
});
