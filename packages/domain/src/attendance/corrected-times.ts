import { ValidationError } from '../errors';
import { MINUTE_MS, parseInstant } from '../time/instant';

import type { CorrectionProblem } from './refusal-codes';
import { attendanceRefusalMessage } from './refusal-messages';
import { roundActualInterval, workedMinutesOf } from './rounding';
import type { CorrectedTimes, DecidedTimes, InstantLike } from './types';
import { ATTENDANCE_DEFAULTS, type RoundingRule } from './vocabulary';

const D = ATTENDANCE_DEFAULTS;

/** The first problem of each field of corrected times, checked against the planned shift. */
function correctionProblems(
  corrected: CorrectedTimes,
  planned: { plannedStart: InstantLike; plannedEnd: InstantLike },
): Partial<Record<keyof CorrectedTimes, CorrectionProblem>> {
  const startMs = parseInstant(corrected.actualStart, 'actualStart');
  const endMs = parseInstant(corrected.actualEnd, 'actualEnd');
  const plannedStartMs = parseInstant(planned.plannedStart, 'plannedStart');
  const plannedEndMs = parseInstant(planned.plannedEnd, 'plannedEnd');
  const problems: Partial<Record<keyof CorrectedTimes, CorrectionProblem>> = {};
  if (startMs < plannedStartMs - D.clockInOpensMinutes * MINUTE_MS || startMs > plannedEndMs) {
    problems.actualStart = 'CORRECTION_START_OUT_OF_RANGE';
  }
  if (endMs <= startMs) problems.actualEnd = 'CORRECTION_END_BEFORE_START';
  else if (endMs > plannedEndMs + D.punchClosesAfterEndMinutes * MINUTE_MS) {
    problems.actualEnd = 'CORRECTION_END_OUT_OF_RANGE';
  }
  const { breakMinutes } = corrected;
  const intervalMinutes = Math.floor((endMs - startMs) / MINUTE_MS);
  if (!Number.isInteger(breakMinutes) || breakMinutes < 0 || breakMinutes >= Math.max(intervalMinutes, 1)) {
    problems.breakMinutes = 'CORRECTION_BREAK_TOO_LONG';
  }
  return problems;
}

/**
 * Validates corrected times (a dispute or a settlement) and applies the rounding rule once, as for
 * punches: start within [planned start − 30 min, planned end], end after the start and at most 12 hours
 * after the planned end, breaks whole minutes shorter than the interval. Throws a ValidationError whose
 * code is the first problem and whose field errors name each field's.
 */
export function decideCorrectedTimes(
  corrected: CorrectedTimes,
  planned: { plannedStart: InstantLike; plannedEnd: InstantLike },
  roundingRule: RoundingRule,
): DecidedTimes {
  const problems = Object.entries(correctionProblems(corrected, planned)) as [string, CorrectionProblem][];
  const [first] = problems;
  if (first) {
    const fieldErrors = Object.fromEntries(
      problems.map(([field, code]) => [field, attendanceRefusalMessage(code)]),
    );
    throw new ValidationError(attendanceRefusalMessage(first[1]), fieldErrors, first[1]);
  }
  const interval = roundActualInterval(corrected.actualStart, corrected.actualEnd, roundingRule);
  return {
    actualStart: interval.start,
    actualEnd: interval.end,
    breakMinutes: corrected.breakMinutes,
    workedMinutes: workedMinutesOf(interval, corrected.breakMinutes),
  };
}
