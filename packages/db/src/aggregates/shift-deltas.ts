import { isHeldStatus } from '@careshift/domain/shifts/status';
import { countedShiftCost } from '@careshift/domain/statistics/counted-cost';
import { nicosiaDate, nicosiaIsoWeek, nicosiaWallClock } from '@careshift/domain/time/nicosia';

import type { ShiftFacts } from '../repositories/shifts/shift-records';

import type { AggregateDeltas } from './counter-updates';
import { shardOf } from './shard';
import { OPEN_COUNT_STATUS, partnerStatFieldOf } from './shift-status-facts';

type PartnerYearDelta = AggregateDeltas['partnerYear'][number];

const ZERO_PARTNER_COUNTS = {
  claimedCount: 0,
  finishedCount: 0,
  canceledCount: 0,
  abandonedCount: 0,
  noShowCount: 0,
};

const weekByDate = new Map<string, string>();

/**
 * The Nicosia ISO week key ("2026-W15") of an instant: the domain's nicosiaIsoWeek, remembered per
 * Nicosia date (a few hundred dates cover a data set; the week of a date never changes).
 */
export function nicosiaWeekKey(instant: string): string {
  const date = nicosiaDate(instant);
  let week = weekByDate.get(date);
  if (week === undefined) {
    if (weekByDate.size > 10_000) weekByDate.clear();
    week = nicosiaIsoWeek(instant).key;
    weekByDate.set(date, week);
  }
  return week;
}

/** "YYYY-MM" and "YYYY" of a shift's start on Nicosia's calendar. */
export function shiftPeriod(startDate: string): { month: string; year: string } {
  const wall = nicosiaWallClock(startDate);
  return { month: `${wall.year}-${String(wall.month).padStart(2, '0')}`, year: String(wall.year) };
}

function monthlyDeltas(before: ShiftFacts | undefined, after: ShiftFacts | undefined) {
  const sums = new Map<string, AggregateDeltas['monthly'][number]>();
  for (const [shift, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!shift) continue;
    const { month } = shiftPeriod(shift.startDate);
    const key = `${month}#${shift.status}`;
    const sum = sums.get(key) ?? {
      month,
      status: shift.status,
      shard: shardOf(shift.shiftId),
      shiftCount: 0,
      revenue: 0,
    };
    sum.shiftCount += sign;
    sum.revenue += sign * countedShiftCost(shift).companyCommission;
    sums.set(key, sum);
  }
  return [...sums.values()].filter((sum) => sum.shiftCount !== 0 || sum.revenue !== 0);
}

function partnerYearDeltas(before: ShiftFacts | undefined, after: ShiftFacts | undefined) {
  const rows = new Map<string, PartnerYearDelta>();
  for (const [shift, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    const field = shift && partnerStatFieldOf(shift.status);
    if (!shift?.claimedBy || !field) continue;
    const { year } = shiftPeriod(shift.startDate);
    const key = `${year}#${shift.claimedBy}`;
    const partnerName = after?.partnerName ?? shift.partnerName ?? '';
    const row = rows.get(key) ?? { year, partnerId: shift.claimedBy, partnerName, ...ZERO_PARTNER_COUNTS };
    row[field] += sign;
    rows.set(key, row);
  }
  return [...rows.values()].filter((row) =>
    Object.keys(ZERO_PARTNER_COUNTS).some((f) => row[f as keyof typeof ZERO_PARTNER_COUNTS] !== 0),
  );
}

/** A client's count per status: −1 for the status before, +1 for the one after (a creation only adds). */
function clientStatusDeltas(before: ShiftFacts | undefined, after: ShiftFacts | undefined) {
  const sums = new Map<string, AggregateDeltas['clientStatus'][number]>();
  for (const [shift, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!shift) continue;
    const key = `${shift.clientId}#${shift.status}`;
    const sum = sums.get(key) ?? { clientId: shift.clientId, status: shift.status, shiftCount: 0 };
    sum.shiftCount += sign;
    sums.set(key, sum);
  }
  return [...sums.values()].filter((sum) => sum.shiftCount !== 0);
}

function weekLoadDeltas(before: ShiftFacts | undefined, after: ShiftFacts | undefined, weeklyLimit?: number) {
  const loads = new Map<string, AggregateDeltas['weekLoads'][number]>();
  for (const [shift, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!shift?.claimedBy || !isHeldStatus(shift.status)) continue;
    const week = nicosiaWeekKey(shift.startDate);
    const key = `${shift.claimedBy}#${week}`;
    const load = loads.get(key) ?? { partnerId: shift.claimedBy, week, claimedCount: 0 };
    load.claimedCount += sign;
    loads.set(key, load);
  }
  return [...loads.values()]
    .filter((load) => load.claimedCount !== 0)
    .map((load) =>
      load.claimedCount > 0 && weeklyLimit !== undefined ? { ...load, limit: weeklyLimit } : load,
    );
}

/**
 * The counter changes of one shift change, from the shift before and after it (undefined before a
 * creation). Computed from the two states alone, so applying every change's deltas in the change's own
 * transaction keeps each counter equal to a recount over the shifts: the aggregates cannot drift.
 */
export function shiftDeltas(
  before: ShiftFacts | undefined,
  after: ShiftFacts | undefined,
  weeklyLimit?: number,
): AggregateDeltas {
  const openChange =
    Number(after?.status === OPEN_COUNT_STATUS) - Number(before?.status === OPEN_COUNT_STATUS);
  const shiftId = (after ?? before)?.shiftId ?? '';
  return {
    monthly: monthlyDeltas(before, after),
    partnerYear: partnerYearDeltas(before, after),
    counts:
      openChange === 0 ? [] : [{ shard: shardOf(shiftId), openShifts: openChange, partners: 0, clients: 0 }],
    clientStatus: clientStatusDeltas(before, after),
    weekLoads: weekLoadDeltas(before, after, weeklyLimit),
  };
}
