import type { TimesheetStatus } from '@careshift/domain/attendance/vocabulary';

import type { TransactionEntities, TransactionItem } from '../transactions/write-transaction';

import { shardOf } from './shard';
import { shiftPeriod } from './shift-deltas';

/** The facts of a timesheet its counters depend on. */
export interface TimesheetFacts {
  shiftId: string;
  status: TimesheetStatus;
  plannedStart: string;
  workedMinutes?: number | null;
}

/** One counter item's change: timesheets of a Nicosia month (of the planned start) and status. */
export interface TimesheetDelta {
  month: string;
  status: TimesheetStatus;
  shard: number;
  timesheetCount: number;
  workedMinutes: number;
}

const keyOf = (d: Pick<TimesheetDelta, 'month' | 'status' | 'shard'>) => `${d.month}#${d.status}#${d.shard}`;

function entry(facts: TimesheetFacts, sign: 1 | -1): TimesheetDelta {
  return {
    month: shiftPeriod(facts.plannedStart).month,
    status: facts.status,
    shard: shardOf(facts.shiftId),
    timesheetCount: sign,
    workedMinutes: sign * (facts.workedMinutes ?? 0),
  };
}

/**
 * The counter changes of a timesheet going from `before` (none: new) to `after` (none: gone): −1 and its
 * minutes on the old month and status, +1 and its minutes on the new; entries that cancel out are dropped
 * (a transaction may not touch an item twice, and a punch that changes nothing counted writes no counter).
 */
export function timesheetDeltas(before: TimesheetFacts | undefined, after: TimesheetFacts | undefined) {
  const merged = new Map<string, TimesheetDelta>();
  for (const delta of [...(before ? [entry(before, -1)] : []), ...(after ? [entry(after, 1)] : [])]) {
    const sum = merged.get(keyOf(delta));
    if (!sum) merged.set(keyOf(delta), { ...delta });
    else {
      sum.timesheetCount += delta.timesheetCount;
      sum.workedMinutes += delta.workedMinutes;
    }
  }
  return [...merged.values()].filter((d) => d.timesheetCount !== 0 || d.workedMinutes !== 0);
}

/** The ADD updates of timesheet counter changes. */
export function timesheetCounterUpdates(
  tx: TransactionEntities,
  deltas: TimesheetDelta[],
): TransactionItem[] {
  return deltas.map(({ month, status, shard, timesheetCount, workedMinutes }) =>
    tx.timesheetStat.update({ month, status, shard }).add({ timesheetCount, workedMinutes }).commit(),
  );
}

/** Sums of counter items by `month#status` (readers and the integrity check's recount alike). */
export function sumTimesheetStats(
  items: readonly Pick<TimesheetDelta, 'month' | 'status' | 'timesheetCount' | 'workedMinutes'>[],
): Map<string, { timesheetCount: number; workedMinutes: number }> {
  const sums = new Map<string, { timesheetCount: number; workedMinutes: number }>();
  for (const item of items) {
    const key = `${item.month}#${item.status}`;
    const sum = sums.get(key) ?? { timesheetCount: 0, workedMinutes: 0 };
    sum.timesheetCount += item.timesheetCount;
    sum.workedMinutes += item.workedMinutes;
    sums.set(key, sum);
  }
  return sums;
}
