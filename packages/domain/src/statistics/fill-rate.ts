import { CLAIMED_VIA } from '../invitations/invitation-rules';
import type { ShiftStatus } from '../shifts/status';
import { DAY_MS, MINUTE_MS } from '../time/instant';

/*
 * Fill-rate reporting (issue 35 item 5): how fast and how often posted shifts are filled, overall and per
 * position, with the share filled through invitations and the share boosted. One definition, used by the
 * dashboard and the client page alike (docs/decisions/shifts/fill-rate-definitions.md).
 */

/** The periods a report covers: shifts that STARTED in the last 30 or 90 days (up to now). */
export const FILL_RATE_PERIODS = ['30', '90'] as const;
export type FillRatePeriod = (typeof FILL_RATE_PERIODS)[number];
export const DEFAULT_FILL_RATE_PERIOD: FillRatePeriod = '30';

/**
 * Statuses of a shift that was filled: a partner held it at its start (CLAIMED, FINISHED, COMPLETED) or
 * held it and did not come (NO_SHOW: the marketplace filled it; attendance measures the rest). A claim
 * given up late (ABANDONED) left the shift without anyone: not filled.
 */
export const FILLED_SHIFT_STATUSES = [
  'CLAIMED',
  'FINISHED',
  'COMPLETED',
  'NO_SHOW',
] as const satisfies readonly ShiftStatus[];

/** What the report reads of a shift (a projection of the stored shift). */
export interface FillFacts {
  positionId: string;
  status: ShiftStatus;
  /** Posted (ISO instant). */
  createdAt: string;
  startDate: string;
  /** Last change: for a CANCELED shift (final), when it was cancelled. */
  updatedAt: string;
  claimedAt?: string | null;
  /** Set when the claim came through an invitation (ranked or from the waitlist): CLAIMED_VIA. */
  claimedVia?: string | null;
  /** First rate boost (issue 35 item 4). */
  boostedAt?: string | null;
}

/** The start range of a period ending now: [now − days, now), so every shift in it has started. */
export function fillRateRange(now: Date, period: FillRatePeriod): { startFrom: string; startBefore: string } {
  const end = now.getTime();
  return {
    startFrom: new Date(end - Number(period) * DAY_MS).toISOString(),
    startBefore: new Date(end).toISOString(),
  };
}

const before = (a: string | null | undefined, b: string) => Boolean(a) && Date.parse(a ?? '') < Date.parse(b);

/**
 * A shift counts as posted when it was open before its start and not withdrawn. Left out: one created at
 * or after its start (a record of work already done: nobody could fill it), one CANCELED before its start
 * (by the organisation or an administrator: the need went away) and one still PENDING (never verified, so
 * never offered to partners). A shift cancelled at or after its start (an administrator tidying an
 * unfilled one) counts, unfilled.
 */
export function isPostedShift(shift: FillFacts): boolean {
  if (!before(shift.createdAt, shift.startDate)) return false;
  if (shift.status === 'PENDING') return false;
  if (shift.status === 'CANCELED') return !before(shift.updatedAt, shift.startDate);
  return true;
}

/** Filled: posted, in a filled status, claimed at or before its start. */
export function isFilledShift(shift: FillFacts): boolean {
  return (
    isPostedShift(shift) &&
    (FILLED_SHIFT_STATUSES as readonly string[]).includes(shift.status) &&
    Boolean(shift.claimedAt) &&
    Date.parse(shift.claimedAt ?? '') <= Date.parse(shift.startDate)
  );
}

/**
 * Time to fill of a filled shift, in minutes: claimedAt − createdAt (the claim that holds it: after a claim
 * was cancelled and the shift claimed again, the later one). 0 for a shift posted with a partner assigned.
 */
export function timeToFillMinutes(shift: FillFacts): number | undefined {
  if (!isFilledShift(shift)) return undefined;
  return Math.max(0, (Date.parse(shift.claimedAt ?? '') - Date.parse(shift.createdAt)) / MINUTE_MS);
}

/**
 * The p-th percentile (0–100) of values by linear interpolation between the closest ranks (the "R-7"
 * method: NumPy's default, Excel's PERCENTILE.INC): rank h = (n − 1) × p ÷ 100, the value at floor(h)
 * plus the fraction of the way to the next. p = 50 is the usual median (the mean of the two middle values
 * of an even count). Undefined for no values.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = ((sorted.length - 1) * Math.min(100, Math.max(0, p))) / 100;
  const low = Math.floor(rank);
  const lower = sorted[low] ?? 0;
  const upper = sorted[Math.min(low + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (rank - low);
}

/** A share as a percentage with one decimal; null when there is nothing to divide by. */
export function sharePercent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

export interface FillFigures {
  /** Shifts posted (isPostedShift) that started in the period. */
  posted: number;
  /** Of them, filled before their start (isFilledShift). */
  filled: number;
  /** filled ÷ posted, %. */
  fillRatePercent: number | null;
  /** Time to fill of the filled ones, whole minutes (rounded); null when none was filled. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Filled by accepting an invitation (ranked or from the waitlist). */
  invited: number;
  /** invited ÷ filled, %. */
  invitedSharePercent: number | null;
  /** Posted shifts whose rates were boosted (before their start). */
  boosted: number;
  /** boosted ÷ posted, %. */
  boostedSharePercent: number | null;
  /** Boosted shifts that were filled. */
  boostedFilled: number;
  /** boostedFilled ÷ boosted, %. */
  boostedFillRatePercent: number | null;
}

const roundMinutes = (value: number | undefined) => (value === undefined ? null : Math.round(value));

/** The figures of a set of shifts (any order; shifts not posted are left out). */
export function fillFigures(shifts: readonly FillFacts[]): FillFigures {
  const posted = shifts.filter(isPostedShift);
  const filled = posted.filter(isFilledShift);
  const minutes = filled.map((shift) => timeToFillMinutes(shift) ?? 0);
  const invited = filled.filter((shift) => (CLAIMED_VIA as readonly unknown[]).includes(shift.claimedVia));
  const boosted = posted.filter((shift) => before(shift.boostedAt, shift.startDate));
  const boostedFilled = boosted.filter(isFilledShift).length;
  return {
    posted: posted.length,
    filled: filled.length,
    fillRatePercent: sharePercent(filled.length, posted.length),
    medianMinutes: roundMinutes(percentile(minutes, 50)),
    p90Minutes: roundMinutes(percentile(minutes, 90)),
    invited: invited.length,
    invitedSharePercent: sharePercent(invited.length, filled.length),
    boosted: boosted.length,
    boostedSharePercent: sharePercent(boosted.length, posted.length),
    boostedFilled,
    boostedFillRatePercent: sharePercent(boostedFilled, boosted.length),
  };
}

export interface FillRateReport<P> {
  overall: FillFigures;
  /** One row per position with at least one posted shift: most posted first, then by position id. */
  positions: (FillFigures & { positionId: string; position: P })[];
}

/**
 * The report of a period's shifts: overall and per position. `positionOf` names a position from one of its
 * shifts (e.g. the shift's snapshot of the position's names); the last shift read names it.
 */
export function fillRateReport<S extends FillFacts, P>(
  shifts: readonly S[],
  positionOf: (shift: S) => P,
): FillRateReport<P> {
  const byPosition = new Map<string, S[]>();
  for (const shift of shifts) {
    if (!isPostedShift(shift)) continue;
    const list = byPosition.get(shift.positionId) ?? [];
    list.push(shift);
    byPosition.set(shift.positionId, list);
  }
  const positions = [...byPosition.entries()].map(([positionId, list]) => ({
    positionId,
    position: positionOf(list.at(-1) as S),
    ...fillFigures(list),
  }));
  positions.sort((a, b) => b.posted - a.posted || a.positionId.localeCompare(b.positionId));
  return { overall: fillFigures(shifts), positions };
}
