import type { DbService, ShiftRecord } from '@careshift/db';
import { mergeDeltas } from '@careshift/db/aggregates/counter-updates';
import type { AggregateDeltas } from '@careshift/db/aggregates/counter-updates';
import { shiftDeltas } from '@careshift/db/aggregates/shift-deltas';

import { runPool } from './batch-writer';

/**
 * The aggregates of the seeded shifts, computed by the same delta function the repositories apply in
 * each transaction, so seeded counters equal what the transactions would have produced.
 */
export function seededAggregates(
  shifts: ShiftRecord[],
  counts: { partners: number; clients: number; shard: number },
): AggregateDeltas {
  const deltas = mergeDeltas(shifts.map((shift) => shiftDeltas(undefined, shift)));
  return mergeDeltas([
    deltas,
    {
      monthly: [],
      partnerYear: [],
      weekLoads: [],
      clientStatus: [],
      counts: [{ shard: counts.shard, openShifts: 0, partners: counts.partners, clients: counts.clients }],
    },
  ]);
}

/**
 * Partner-year rows and week loads belong to the seeded partners only: written whole (batch puts).
 * Monthly rows and entity counts may already hold other data: added to with ADD updates.
 */
export function partnerAggregateItems(db: DbService, deltas: AggregateDeltas): Record<string, unknown>[] {
  return [
    ...deltas.partnerYear.map(
      (row) => db.entities.partnerYearStat.put(row).params().Item as Record<string, unknown>,
    ),
    ...deltas.weekLoads
      .filter((load) => load.claimedCount > 0)
      .map(
        (load) =>
          db.entities.partnerWeekLoad
            .put({ partnerId: load.partnerId, week: load.week, claimedCount: load.claimedCount })
            .params().Item as Record<string, unknown>,
      ),
  ];
}

export async function addSharedCounters(
  db: DbService,
  deltas: AggregateDeltas,
  concurrency: number,
): Promise<void> {
  await runPool(deltas.monthly, concurrency, async ({ month, status, shard, shiftCount, revenue }) => {
    await db.entities.monthlyShiftStat.update({ month, status, shard }).add({ shiftCount, revenue }).go();
  });
  await runPool(deltas.counts, concurrency, async ({ shard, ...change }) => {
    await db.entities.entityCount.update({ shard }).add(change).go();
  });
  await runPool(deltas.clientStatus, concurrency, async ({ clientId, status, shiftCount }) => {
    await db.entities.clientShiftCount.update({ clientId, status }).add({ shiftCount }).go();
  });
}
