import { DEADLINE_DAY_OPTIONS, earliestMultiShiftDate } from './multi-shift-form';
import type { DeadlineDays } from './multi-shift-form';

/**
 * The longest claim-deadline option that keeps every chosen date (its first allowed day is on or
 * before the earliest date), when it is shorter than the current one; undefined when the current one
 * keeps them already or none can (a date before tomorrow).
 */
export function deadlineDaysKeeping(
  dates: readonly string[],
  now: Date,
  current: number,
): DeadlineDays | undefined {
  if (dates.length === 0) return undefined;
  const first = [...dates].sort()[0]!;
  if (earliestMultiShiftDate(now, current) <= first) return undefined;
  const keeping = DEADLINE_DAY_OPTIONS.filter((days) => earliestMultiShiftDate(now, days) <= first);
  return keeping.at(-1);
}

/** How many shifts have a claim deadline already past (the server refuses them). */
export function pastDeadlineCount(rows: readonly { deadline: string }[], now: Date): number {
  return rows.filter((row) => Date.parse(row.deadline) < now.getTime()).length;
}
