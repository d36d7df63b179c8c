import type { PenaltyRecord } from '@careshift/db';
import { nicosiaInstant, nicosiaWallClock } from '@careshift/domain/time/nicosia';

import type { SeedShift } from './shift-fate';

/** What one invoice of the seed covers: a partner's worked shifts and penalties of one half-month. */
export interface WorkGroup {
  partnerId: string;
  period: string;
  shifts: SeedShift[];
  penalties: PenaltyRecord[];
}

/** The half-month an instant falls in on Nicosia's calendar: "2026-04a" (1st–15th) or "2026-04b". */
function periodKey(instant: string | number): string {
  const wall = nicosiaWallClock(instant);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}${wall.day <= 15 ? 'a' : 'b'}`;
}

/** The penalty item of a seeded shift's penalty, if it has one. */
export function penaltyOf(seed: SeedShift): PenaltyRecord | undefined {
  if (!seed.penalty || !seed.shift.claimedBy) return undefined;
  const at = new Date(seed.penalty.at).toISOString();
  return {
    partnerId: seed.shift.claimedBy,
    penaltyId: `${at}#${seed.shift.shiftId}`,
    shiftId: seed.shift.shiftId,
    shiftRef: seed.shift.refNumber,
    clientId: seed.shift.clientId,
    kind: seed.penalty.kind,
    amount: seed.penalty.amount,
    createdAt: at,
  };
}

/** The worked shifts and penalties of each partner per half-month, before the current half-month. */
export function workByPartnerPeriod(
  seeds: SeedShift[],
  penalties: Map<SeedShift, PenaltyRecord>,
  now: number,
): WorkGroup[] {
  const groups = new Map<string, WorkGroup>();
  const current = periodKey(now);
  for (const seed of seeds) {
    const { claimedBy, startDate, status } = seed.shift;
    const period = periodKey(startDate);
    if (period >= current || !claimedBy) continue;
    const key = `${claimedBy}#${period}`;
    const group = groups.get(key) ?? { partnerId: claimedBy, period, shifts: [], penalties: [] };
    if (status === 'FINISHED') group.shifts.push(seed);
    const penalty = penalties.get(seed);
    if (penalty && periodKey(penalty.createdAt) === period) group.penalties.push(penalty);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Invoices go out twice a month at 10:00 in Nicosia: on the 18th for the 1st–15th, on the 3rd of the next
 * month for the rest, so that some are always still due and some already paid.
 */
export function invoiceDay(period: string): number {
  const [year, mon] = period.slice(0, 7).split('-').map(Number) as [number, number];
  if (period.endsWith('a')) return Date.parse(nicosiaInstant(`${period.slice(0, 7)}-18`, '10:00'));
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return Date.parse(nicosiaInstant(`${next}-03`, '10:00'));
}
