import { fromNicosiaWallClock } from '@careshift/contract/forms/nicosia-wall-clock';

/** A date field's draft while the user types or picks: the day "YYYY-MM-DD" and the time "HH:mm". */
export interface WallClockDraft {
  date: string;
  time: string;
}

const COMPLETE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a whole calendar day "YYYY-MM-DD" that exists (not a day typed halfway, such as "2" or "2026-1"). */
export function isCompleteDay(date: string): boolean {
  if (!COMPLETE_DAY.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * The UTC instant a draft stands for, or '' while the day is still being typed or the time is missing:
 * a day typed halfway must never become a value, or the field would rewrite itself under the typing
 * (typing 2026/12/10 used to land on 26 February 2200).
 */
export function instantOfDraft(draft: WallClockDraft): string {
  if (!isCompleteDay(draft.date) || !draft.time) return '';
  return fromNicosiaWallClock(draft.date, draft.time).toISOString();
}
