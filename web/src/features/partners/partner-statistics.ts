import type { PartnerStatisticsRow } from '@careshift/contract';

/** Case- and accent-insensitive text for the name search. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Rows whose partner name contains the search, case-insensitively; a blank search keeps every row. */
export function filterStatistics(
  rows: readonly PartnerStatisticsRow[],
  search: string,
): PartnerStatisticsRow[] {
  const needle = folded(search.trim());
  return needle ? rows.filter((row) => folded(row.employeeName).includes(needle)) : [...rows];
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
