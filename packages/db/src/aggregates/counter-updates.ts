import type { ShiftStatus } from '@careshift/domain/shifts/status';

import type { TransactionEntities, TransactionItem } from '../transactions/write-transaction';

import { shardOf } from './shard';

/** Changes to the aggregate counters caused by one state change (see shift-deltas.ts). */
export interface AggregateDeltas {
  monthly: { month: string; status: ShiftStatus; shard: number; shiftCount: number; revenue: number }[];
  partnerYear: {
    year: string;
    partnerId: string;
    partnerName: string;
    claimedCount: number;
    finishedCount: number;
    canceledCount: number;
    abandonedCount: number;
    noShowCount: number;
  }[];
  counts: { shard: number; openShifts: number; partners: number; clients: number }[];
  /** A client's shifts per status (its analytics card). */
  clientStatus: { clientId: string; status: ShiftStatus; shiftCount: number }[];
  /** A positive change carries the partner's weekly limit (when they have one) as the item's condition. */
  weekLoads: { partnerId: string; week: string; claimedCount: number; limit?: number }[];
}

export const NO_DELTAS: AggregateDeltas = {
  monthly: [],
  partnerYear: [],
  counts: [],
  clientStatus: [],
  weekLoads: [],
};

/** How many counter items a set of deltas updates (a transaction holds 100 items). */
export function counterItemCount(deltas: AggregateDeltas): number {
  return (
    deltas.monthly.length +
    deltas.partnerYear.length +
    deltas.counts.length +
    deltas.clientStatus.length +
    deltas.weekLoads.length
  );
}

/** An entity count change (a partner or client created or removed), in the shard of the item's id. */
export function countDelta(id: string, change: { openShifts?: number; partners?: number; clients?: number }) {
  return {
    ...NO_DELTAS,
    counts: [
      {
        shard: shardOf(id),
        openShifts: change.openShifts ?? 0,
        partners: change.partners ?? 0,
        clients: change.clients ?? 0,
      },
    ],
  };
}

/**
 * The ADD updates for a set of deltas. Week loads come first: callers find a refused weekly limit by
 * its position (see `weekLoadItemCount`).
 */
export function counterUpdates(tx: TransactionEntities, deltas: AggregateDeltas): TransactionItem[] {
  const weekLoads = deltas.weekLoads.map(({ partnerId, week, claimedCount, limit }) => {
    const update = tx.partnerWeekLoad.update({ partnerId, week }).add({ claimedCount });
    if (limit === undefined || claimedCount <= 0) return update.commit();
    return update
      .where((a, op) => `${op.notExists(a.claimedCount)} OR ${op.lte(a.claimedCount, limit - claimedCount)}`)
      .commit();
  });
  const monthly = deltas.monthly.map(({ month, status, shard, shiftCount, revenue }) =>
    tx.monthlyShiftStat.update({ month, status, shard }).add({ shiftCount, revenue }).commit(),
  );
  const partnerYear = deltas.partnerYear.map(({ year, partnerId, partnerName, ...counts }) =>
    tx.partnerYearStat.update({ year, partnerId }).set({ partnerName }).add(counts).commit(),
  );
  const counts = deltas.counts.map(({ shard, ...change }) =>
    tx.entityCount.update({ shard }).add(change).commit(),
  );
  const clientStatus = deltas.clientStatus.map(({ clientId, status, shiftCount }) =>
    tx.clientShiftCount.update({ clientId, status }).add({ shiftCount }).commit(),
  );
  return [...weekLoads, ...monthly, ...partnerYear, ...counts, ...clientStatus];
}

function mergeBy<T extends object>(entries: T[], keyOf: (entry: T) => string, numeric: (keyof T)[]): T[] {
  const merged = new Map<string, T>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const sum = merged.get(key);
    if (!sum) {
      merged.set(key, { ...entry });
      continue;
    }
    for (const field of numeric) (sum[field] as number) += entry[field] as number;
  }
  return [...merged.values()];
}

/** Several changes' deltas as one set (a transaction may not touch an item twice). */
export function mergeDeltas(all: AggregateDeltas[]): AggregateDeltas {
  return {
    monthly: mergeBy(
      all.flatMap((d) => d.monthly),
      (e) => `${e.month}#${e.status}#${e.shard}`,
      ['shiftCount', 'revenue'],
    ),
    partnerYear: mergeBy(
      all.flatMap((d) => d.partnerYear),
      (e) => `${e.year}#${e.partnerId}`,
      ['claimedCount', 'finishedCount', 'canceledCount', 'abandonedCount', 'noShowCount'],
    ),
    counts: mergeBy(
      all.flatMap((d) => d.counts),
      (e) => String(e.shard),
      ['openShifts', 'partners', 'clients'],
    ),
    clientStatus: mergeBy(
      all.flatMap((d) => d.clientStatus),
      (e) => `${e.clientId}#${e.status}`,
      ['shiftCount'],
    ).filter((e) => e.shiftCount !== 0),
    weekLoads: mergeBy(
      all.flatMap((d) => d.weekLoads),
      (e) => `${e.partnerId}#${e.week}`,
      ['claimedCount'],
    ),
  };
}
