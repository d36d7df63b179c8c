import { fromNicosiaWallClock } from '@careshift/contract/forms/nicosia-wall-clock';
import { isDateYmd } from '@careshift/domain/time/instant';

/** A date field's draft while the user types or picks: the day "YYYY-MM-DD" and the time "HH:mm". */
export interface WallClockDraft {
  date: string;
  time: string;
}

/** True for a whole calendar day "YYYY-MM-DD" that exists (not a day typed halfway, such as "2" or "2026-1"). */
export function isCompleteDay(date: string): boolean {
  return isDateYmd(date);
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
