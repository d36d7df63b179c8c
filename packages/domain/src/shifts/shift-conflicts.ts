import { HOUR_MS, type Instant, parseInstant } from '../time/instant';
import { formatNicosiaDate, formatNicosiaTime, nicosiaIsoWeek } from '../time/nicosia';

/** A shift the partner holds (CLAIMED, FINISHED, COMPLETED); `refNumber` names it when known. */
export interface HeldShift {
  id?: string;
  refNumber?: number;
  startDate: Instant;
  endDate: Instant;
}

/** The reasons of a conflict with the partner's calendar. */
export const SHIFT_CONFLICT_REASONS = ['OVERLAP', 'REST_HOURS', 'WEEKLY_LIMIT'] as const;

/**
 * Why the partner's own calendar keeps them from a shift (issue 32, item 2), with the held shift in the
 * way: one that overlaps, one too close before (its end) or after (its start) for the rest hours, or
 * the week's shifts that fill the weekly limit.
 */
export type ShiftConflict =
  | { reason: 'OVERLAP'; shift: HeldShift }
  | { reason: 'REST_HOURS'; shift: HeldShift; side: 'before' | 'after'; hours: number }
  | { reason: 'WEEKLY_LIMIT'; limit: number; shifts: HeldShift[] };

export interface ShiftConflictInput {
  shift: { id?: string; startDate: Instant; endDate: Instant };
  held: readonly HeldShift[];
  mandatoryRestHours: number;
  /** Shifts starting in one Monday–Sunday Nicosia week; null means no limit. */
  weeklyShiftLimit: number | null;
}

interface Span {
  held: HeldShift;
  start: number;
  end: number;
}

function restConflict(spans: Span[], start: number, end: number, hours: number): ShiftConflict | null {
  const restMs = hours * HOUR_MS;
  for (const span of spans) {
    const before = span.end <= start;
    if (before ? start - span.end < restMs : span.start - end < restMs) {
      return { reason: 'REST_HOURS', shift: span.held, side: before ? 'before' : 'after', hours };
    }
  }
  return null;
}

function weeklyConflict(spans: Span[], start: number, limit: number | null): ShiftConflict | null {
  if (limit === null) return null;
  const week = nicosiaIsoWeek(start).key;
  const sameWeek = spans.filter((span) => nicosiaIsoWeek(span.start).key === week);
  if (sameWeek.length < limit) return null;
  return { reason: 'WEEKLY_LIMIT', limit, shifts: sameWeek.map((span) => span.held) };
}

/**
 * The first thing in the partner's calendar that keeps them from this shift, or null: an overlap,
 * then the mandatory rest hours on both sides, then the weekly limit. The one rule for both the
 * Find a shift flags and the claim's refusal; the shift itself among the held ones is ignored.
 */
export function findShiftConflict(input: ShiftConflictInput): ShiftConflict | null {
  const start = parseInstant(input.shift.startDate);
  const end = parseInstant(input.shift.endDate);
  const spans = input.held
    .filter((held) => input.shift.id === undefined || held.id !== input.shift.id)
    .map((held) => ({ held, start: parseInstant(held.startDate), end: parseInstant(held.endDate) }))
    .sort((a, b) => a.start - b.start);
  const overlap = spans.find((span) => span.start < end && start < span.end);
  if (overlap) return { reason: 'OVERLAP', shift: overlap.held };
  return (
    restConflict(spans, start, end, input.mandatoryRestHours) ??
    weeklyConflict(spans, start, input.weeklyShiftLimit)
  );
}

/** "04/12 08:00" in Nicosia: a held shift's start or end as a refusal names it. */
export function formatConflictTime(instant: Instant): string {
  return `${formatNicosiaDate(instant).slice(0, 5)} ${formatNicosiaTime(instant)}`;
}

/** The parameters a refusal's text names: the held shift's number and times, the hours, the limit. */
export interface ConflictParams {
  ref?: number;
  start?: string;
  end?: string;
  hours?: number;
  limit?: number;
  shifts?: string;
}

const refOf = (held: HeldShift) => (held.refNumber === undefined ? {} : { ref: held.refNumber });

/** A conflict's parameters; a held shift without its number is described without it. */
export function conflictParams(conflict: ShiftConflict): ConflictParams {
  if (conflict.reason === 'WEEKLY_LIMIT') {
    const refs = conflict.shifts.flatMap((held) =>
      held.refNumber === undefined ? [] : [`#${held.refNumber}`],
    );
    return { limit: conflict.limit, ...(refs.length ? { shifts: refs.join(', ') } : {}) };
  }
  const { shift } = conflict;
  if (shift.refNumber === undefined) return conflict.reason === 'REST_HOURS' ? { hours: conflict.hours } : {};
  if (conflict.reason === 'OVERLAP') {
    return {
      ...refOf(shift),
      start: formatConflictTime(shift.startDate),
      end: formatConflictTime(shift.endDate),
    };
  }
  const time =
    conflict.side === 'before'
      ? { end: formatConflictTime(shift.endDate) }
      : { start: formatConflictTime(shift.startDate) };
  return { ...refOf(shift), ...time, hours: conflict.hours };
}
