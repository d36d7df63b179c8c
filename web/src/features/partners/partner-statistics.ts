import type { PartnerStatisticsRow } from '@careshift/contract';
import { nameSearchKeys, nameSearchPrefixes } from '@careshift/domain';

/** A name's search keys, "first last" and "last first" (the whole name is one text here). */
function keysOf(name: string): string[] {
  const words = name.trim().split(/\s+/);
  const first = words.slice(0, 1).join(' ');
  const last = words.slice(1).join(' ');
  const keys = nameSearchKeys(first, last);
  return [keys.firstLast, keys.lastFirst];
}

/**
 * Rows whose partner name contains the search as the partners list reads it (domain name search: any
 * case, accents and script, "mar" finds "Μαρία"); a blank search keeps every row.
 */
export function filterStatistics(
  rows: readonly PartnerStatisticsRow[],
  search: string,
): PartnerStatisticsRow[] {
  const needles = nameSearchPrefixes(search.trim());
  if (needles.length === 0) return [...rows];
  return rows.filter((row) =>
    keysOf(row.employeeName).some((key) => needles.some((needle) => key.includes(needle))),
  );
}

/** The footer row's counts: each column summed over the (filtered) rows. */
export function totalsOf(rows: readonly PartnerStatisticsRow[]) {
  return rows.reduce(
    (sum, row) => ({
      claimedCount: sum.claimedCount + row.claimedCount,
      finishedCount: sum.finishedCount + row.finishedCount,
      canceledCount: sum.canceledCount + row.canceledCount,
      abandonedCount: sum.abandonedCount + row.abandonedCount,
    }),
    { claimedCount: 0, finishedCount: 0, canceledCount: 0, abandonedCount: 0 },
  );
}
