import type { PositionRates } from '../cost/cost-rules';
import { RATE_FIELDS } from '../cost/rate-fields';
import type { Cents } from '../money';
import type { ShiftStatus } from '../shifts/status';
import { HOUR_MS, type Instant, parseInstant } from '../time/instant';

/**
 * Rate boosts (issue 35 item 4): an organisation or an administrator raises the hourly rates of an open
 * shift nobody claimed yet, by a percentage or by an amount per hour; the cost engine reprices it. Every
 * limit is here, once: the API, the web's form and the automatic boost read them.
 */

export const BOOST_KINDS = ['PERCENT', 'AMOUNT'] as const;
export type BoostKind = (typeof BOOST_KINDS)[number];

/** One boost: +percent on every rate, or +amount (cents per hour) on every rate. */
export interface RateBoost {
  kind: BoostKind;
  /** A whole percentage (PERCENT) or cents per hour (AMOUNT). */
  value: number;
}

/** The limits of one boost, and of all boosts of one shift. */
export const BOOST_LIMITS = {
  /** One boost: 1 % to 50 % of each rate. */
  percent: { min: 1, max: 50 },
  /** One boost: €0.01 to €20.00 per hour on each rate. */
  amountCents: { min: 1, max: 2000 },
  /** A shift is boosted at most this many times (by hand and automatically together). */
  maxBoostsPerShift: 5,
} as const;

/** Why a boost is refused: the shift is not open, someone claimed it, its deadline passed, or it was boosted enough. */
export type BoostRefusal = 'NOT_OPEN' | 'CLAIMED' | 'DEADLINE_PASSED' | 'BOOST_LIMIT';

/** English texts of the refusals (the web shows its own, in both languages, by code). */
export const BOOST_REFUSAL_MESSAGES: Record<BoostRefusal, string> = {
  NOT_OPEN: 'Only an open shift can be boosted.',
  CLAIMED: 'This shift is already claimed: a boost is only for a shift nobody has claimed.',
  DEADLINE_PASSED: 'The claim deadline of this shift has passed.',
  BOOST_LIMIT: `This shift was already boosted ${BOOST_LIMITS.maxBoostsPerShift} times.`,
};

/** The facts of a shift a boost depends on. */
export interface BoostableShift {
  status: ShiftStatus;
  claimedBy?: string | null;
  deadline: Instant;
  boostCount?: number | null;
}

/**
 * Why the shift cannot be boosted now, or null when it can: only a VERIFIED shift nobody claimed,
 * before its claim deadline (half-open: at the deadline it is too late), fewer than the maximum times.
 */
export function boostRefusal(shift: BoostableShift, now: Instant | Date | number): BoostRefusal | null {
  if (shift.claimedBy || shift.status === 'CLAIMED') return 'CLAIMED';
  if (shift.status !== 'VERIFIED') return 'NOT_OPEN';
  if (parseInstant(now) >= parseInstant(shift.deadline)) return 'DEADLINE_PASSED';
  if ((shift.boostCount ?? 0) >= BOOST_LIMITS.maxBoostsPerShift) return 'BOOST_LIMIT';
  return null;
}

/** Whether a boost's value is within its kind's limits (whole numbers only). */
export function isValidBoost(boost: RateBoost): boolean {
  const bounds = boost.kind === 'PERCENT' ? BOOST_LIMITS.percent : BOOST_LIMITS.amountCents;
  return Number.isInteger(boost.value) && boost.value >= bounds.min && boost.value <= bounds.max;
}

/** One rate after the boost: a percentage rounds half up to the cent. */
function boostedRate(rate: Cents, boost: RateBoost): Cents {
  if (boost.kind === 'AMOUNT') return rate + boost.value;
  return Math.round((rate * (100 + boost.value)) / 100);
}

/** The four hourly rates after the boost (each raised; a percentage of each, or the amount on each). */
export function boostedRates(rates: PositionRates, boost: RateBoost): PositionRates {
  const next = { ...rates };
  for (const field of RATE_FIELDS) next[field] = boostedRate(rates[field], boost);
  return next;
}

/** An organisation's automatic boost (client configuration): +percent when still unclaimed N hours before the deadline. */
export interface AutoBoostSettings {
  /** Whole percent per automatic boost. */
  percent: number;
  /** How many hours before the claim deadline the first automatic boost comes. */
  hoursBeforeDeadline: number;
  /** How many automatic boosts at most (1 = once). */
  maxBoosts: number;
}

export const AUTO_BOOST_BOUNDS = {
  percent: BOOST_LIMITS.percent,
  hoursBeforeDeadline: { min: 1, max: 72 },
  maxBoosts: { min: 1, max: 3 },
} as const;

/**
 * How many automatic boosts are due by `now` for a shift with this claim deadline: none before
 * deadline − N hours; then the first, and further ones (up to the cap) spread evenly over the N hours
 * (N = 6, cap 3: at −6 h, −4 h and −2 h). None at or after the deadline.
 */
export function autoBoostsDue(
  deadline: Instant,
  settings: AutoBoostSettings,
  now: Instant | Date | number,
): number {
  const end = parseInstant(deadline);
  const at = parseInstant(now);
  const window = settings.hoursBeforeDeadline * HOUR_MS;
  if (at >= end || at < end - window) return 0;
  const step = window / settings.maxBoosts;
  return Math.min(settings.maxBoosts, Math.floor((at - (end - window)) / step) + 1);
}

/**
 * Whether the automatic boost should raise this shift now: the shift can be boosted at all, and fewer
 * automatic boosts were applied than are due (one per run of the job).
 */
export function isAutoBoostDue(
  shift: BoostableShift & { autoBoostCount?: number | null },
  settings: AutoBoostSettings | null | undefined,
  now: Instant | Date | number,
): boolean {
  if (!settings || boostRefusal(shift, now)) return false;
  return (shift.autoBoostCount ?? 0) < autoBoostsDue(shift.deadline, settings, now);
}
