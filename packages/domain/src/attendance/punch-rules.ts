import { MINUTE_MS, parseInstant, toInstant } from '../time/instant';
import { formatNicosiaTime } from '../time/nicosia';

import { distanceMetres, isWithinRadius } from './geo';
import { punchesInOrder, punchSequenceRefusal } from './punch-sequence';
import { attendanceConflict } from './refusal-messages';
import type { PunchContext, PunchDecision, PunchInput } from './types';
import { ATTENDANCE_DEFAULTS, type TimesheetFlag } from './vocabulary';

const D = ATTENDANCE_DEFAULTS;

/**
 * The punch's time: the phone's, or the receipt when the phone is ahead by no more than the skew bound
 * (a punch cannot happen after it arrived). Further ahead is refused; behind by more is flagged.
 */
function punchTime(input: PunchInput): { timeMs: number; skewed: boolean } {
  const clientMs = parseInstant(input.clientTime, 'clientTime');
  const receivedMs = parseInstant(input.receivedAt, 'receivedAt');
  const bound = D.maxUnflaggedSkewMinutes * MINUTE_MS;
  if (clientMs - receivedMs > bound) throw attendanceConflict('PUNCH_IN_FUTURE');
  return { timeMs: Math.min(clientMs, receivedMs), skewed: receivedMs - clientMs > bound };
}

/** Refuses a punch outside the shift's window or before the previous punch. */
function checkWindow(input: PunchInput, context: PunchContext, timeMs: number): void {
  const startMs = parseInstant(context.plannedStart, 'plannedStart');
  const endMs = parseInstant(context.plannedEnd, 'plannedEnd');
  const opensMs = startMs - D.clockInOpensMinutes * MINUTE_MS;
  if (timeMs < opensMs) throw attendanceConflict('PUNCH_TOO_EARLY', { time: formatNicosiaTime(opensMs) });
  if (input.kind === 'CLOCK_IN' && timeMs >= endMs) throw attendanceConflict('PUNCH_SHIFT_ENDED');
  if (timeMs > endMs + D.punchClosesAfterEndMinutes * MINUTE_MS)
    throw attendanceConflict('PUNCH_WINDOW_CLOSED');
  const last = punchesInOrder(context.previous).at(-1);
  if (last && timeMs < parseInstant(last.clientTime)) {
    throw attendanceConflict('PUNCH_BEFORE_PREVIOUS', { time: formatNicosiaTime(last.clientTime) });
  }
}

/** LATE on a clock-in more than 15 minutes after the start; EARLY_LEAVE on a clock-out 15 minutes before the end. */
function timingFlags(input: PunchInput, context: PunchContext, timeMs: number): TimesheetFlag[] {
  const tolerance = D.lateAlertMinutes * MINUTE_MS;
  if (input.kind === 'CLOCK_IN' && timeMs > parseInstant(context.plannedStart) + tolerance) return ['LATE'];
  const early = D.earlyLeaveMinutes * MINUTE_MS;
  if (input.kind === 'CLOCK_OUT' && timeMs < parseInstant(context.plannedEnd) - early) return ['EARLY_LEAVE'];
  return [];
}

/**
 * The distance and the position flags. Clock-in and clock-out are checked against the radius (breaks
 * only record the distance): without a position NO_POSITION, outside the radius OUTSIDE_RADIUS, and
 * either needs a reason. Without a facility point only a missing position is flagged.
 */
function positionCheck(input: PunchInput, context: PunchContext): Pick<PunchDecision, 'distance' | 'flags'> {
  const checked = input.kind === 'CLOCK_IN' || input.kind === 'CLOCK_OUT';
  const { position } = input;
  if (!position) return { flags: checked ? ['NO_POSITION'] : [] };
  if (!context.facility) return { flags: [] };
  const distance = distanceMetres(position, context.facility);
  const radius = context.radiusMetres ?? D.radiusMetres;
  const outside = checked && !isWithinRadius(distance, radius, position.accuracy);
  return { distance, flags: outside ? ['OUTSIDE_RADIUS'] : [] };
}

/** Refuses a flagged punch without a reason, naming the distance when it is known. */
function checkReason(
  input: PunchInput,
  context: PunchContext,
  where: Pick<PunchDecision, 'distance' | 'flags'>,
): void {
  if (where.flags.length === 0 || (input.reason ?? '').trim().length > 0) return;
  const outside = where.flags.includes('OUTSIDE_RADIUS');
  throw attendanceConflict(
    'PUNCH_REASON_REQUIRED',
    outside ? { distance: where.distance, radius: context.radiusMetres ?? D.radiusMetres } : {},
  );
}

/**
 * Decides a new punch: accepted (what to record: time, distance, flags) or refused with a ConflictError
 * whose code is one of PUNCH_REFUSALS. Checks, in order: the phone's clock not ahead beyond the skew bound;
 * the sequence (CLOCK_IN → (BREAK_START → BREAK_END)* → CLOCK_OUT, nothing after clock-out); the window
 * (from 30 minutes before the start; clock-in before the end; nothing 12 hours after the end); not before
 * the previous punch; a reason when outside the radius or without a position.
 */
export function decidePunch(input: PunchInput, context: PunchContext): PunchDecision {
  const { timeMs, skewed } = punchTime(input);
  const outOfOrder = punchSequenceRefusal(context.previous, input.kind);
  if (outOfOrder) throw attendanceConflict(outOfOrder);
  checkWindow(input, context, timeMs);
  const where = positionCheck(input, context);
  checkReason(input, context, where);
  const flags = [...timingFlags(input, context, timeMs), ...where.flags];
  if (skewed) flags.push('CLOCK_SKEW');
  return {
    time: toInstant(timeMs),
    ...(where.distance === undefined ? {} : { distance: where.distance }),
    flags,
  };
}
