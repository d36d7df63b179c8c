import type { AggregateRepository, PartnerYearStat } from '../repositories/aggregates';
import type { DbService } from '../service';

import type { Recount } from './recount';

function differences<V>(
  what: string,
  expected: ReadonlyMap<string, V>,
  stored: ReadonlyMap<string, V>,
  isZero: (value: V) => boolean,
): string[] {
  const keys = new Set([...expected.keys(), ...stored.keys()]);
  return [...keys].flatMap((key) => {
    const want = expected.get(key);
    const have = stored.get(key);
    const same =
      JSON.stringify(want) === JSON.stringify(have) || ((!want || isZero(want)) && (!have || isZero(have)));
    return same
      ? []
      : [`${what} ${key}: stored ${JSON.stringify(have ?? 0)}, recount ${JSON.stringify(want ?? 0)}.`];
  });
}

/** Differences between the stored aggregates and the recount: monthly stats, partner years, week loads, counts. */
export async function compareCounters(
  db: DbService,
  aggregates: AggregateRepository,
  recount: Recount,
  totals: { partners: number; clients: number },
): Promise<string[]> {
  const problems: string[] = [];
  const expectedMonthly = recount.monthly();
  const months = [...expectedMonthly.keys()].map((key) => key.slice(0, 7)).sort();
  const storedMonthly = new Map(
    (await aggregates.readMonthlyShiftStats({ fromMonth: '0000-01', toMonth: '9998-12' })).map((stat) => [
      `${stat.month}#${stat.status}`,
      { shiftCount: stat.shiftCount, revenue: stat.revenue },
    ]),
  );
  const zeroStat = (s: { shiftCount: number; revenue: number }) => s.shiftCount === 0 && s.revenue === 0;
  problems.push(...differences('Monthly statistics', expectedMonthly, storedMonthly, zeroStat));

  const years = new Set(
    [...months, ...[...storedMonthly.keys()].map((key) => key.slice(0, 7))].map((m) => m.slice(0, 4)),
  );
  const counts = (row: PartnerYearStat) => ({
    claimedCount: row.claimedCount,
    finishedCount: row.finishedCount,
    canceledCount: row.canceledCount,
    abandonedCount: row.abandonedCount,
    noShowCount: row.noShowCount,
  });
  const zeroCounts = (c: Record<string, number | undefined>) => Object.values(c).every((n) => !n);
  const expectedYears = new Map(
    recount.partnerYears().map((row) => [`${row.year}#${row.partnerId}`, counts(row)]),
  );
  const storedYears = new Map<string, ReturnType<typeof counts>>();
  for (const year of years)
    for (const row of await aggregates.readPartnerYearStats(year))
      storedYears.set(`${year}#${row.partnerId}`, counts(row));
  problems.push(...differences('Partner statistics', expectedYears, storedYears, zeroCounts));

  const expectedLoads = recount.weekLoads();
  const storedLoads = new Map<string, number>();
  const partnerIds = new Set([...expectedLoads.keys()].map((key) => key.split('#')[0] ?? ''));
  for (const partnerId of partnerIds) {
    const { data } = await db.entities.partnerWeekLoad.query.byPartner({ partnerId }).go({ pages: 'all' });
    for (const load of data) storedLoads.set(`${partnerId}#${load.week}`, load.claimedCount ?? 0);
  }
  problems.push(...differences('Weekly load', expectedLoads, storedLoads, (n) => n === 0));

  const expectedClients = recount.clientStatuses();
  const storedClients = new Map<string, number>();
  const clientIds = new Set([...expectedClients.keys()].map((key) => key.split('#')[0] ?? ''));
  for (const clientId of clientIds)
    for (const [status, count] of Object.entries(await aggregates.readClientShiftCounts(clientId)))
      storedClients.set(`${clientId}#${status}`, count);
  problems.push(...differences("Client's shift count", expectedClients, storedClients, (n) => n === 0));

  const stored = await aggregates.readEntityCounts();
  const expected = { openShifts: recount.openShifts(), ...totals };
  for (const field of ['openShifts', 'partners', 'clients'] as const)
    if (stored[field] !== expected[field])
      problems.push(`Count of ${field}: stored ${stored[field]}, recount ${expected[field]}.`);
  return problems;
}
