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

  it('should search like the partners list: any script, case and accents (issue 32 item 10)', () => {
    const names = (search: string) => filterStatistics(rows, search).map((r) => r.employeeName);
    expect(names('mar')).toEqual(['Μαρία Ιωάννου']);
    expect(names('ΜΑΡΙΑ')).toEqual(['Μαρία Ιωάννου']);
    expect(names('ioannou')).toEqual(['Μαρία Ιωάννου']);
    expect(names('Ιωάννου Μ')).toEqual(['Μαρία Ιωάννου']);
    expect(names('smith')).toEqual([]);
    expect(names('hughes')).toEqual(['Daniel Hughes']);
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
