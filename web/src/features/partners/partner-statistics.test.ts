import { describe, expect, it } from 'vitest';

import { filterStatistics, totalsOf } from './partner-statistics';

const row = (employeeName: string, claimedCount: number) => ({
  claimedBy: employeeName,
  employeeName,
  claimedCount,
  finishedCount: 1,
  canceledCount: 0,
  abandonedCount: 2,
});

describe('partner statistics', () => {
  const rows = [row('Μαρία Ιωάννου', 3), row('Daniel Hughes', 5)];

  it('should filter by partner name case- and accent-insensitively and ignore a blank search', () => {
    expect(filterStatistics(rows, 'DANIEL').map((r) => r.employeeName)).toEqual(['Daniel Hughes']);
    expect(filterStatistics(rows, 'μαρια').map((r) => r.employeeName)).toEqual(['Μαρία Ιωάννου']);
    expect(filterStatistics(rows, '   ')).toHaveLength(2);
  });

  it('should total each count over the filtered rows', () => {
    expect(totalsOf(rows)).toEqual({
      claimedCount: 8,
      finishedCount: 2,
      canceledCount: 0,
      abandonedCount: 4,
    });
    expect(totalsOf(filterStatistics(rows, 'dan')).claimedCount).toBe(5);
  });
});
