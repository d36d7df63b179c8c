import type { MultiShiftFormValues } from './multi-shift-form';
import { SHIFT_SLOTS } from './multi-shift-form';
import { addCalendarDays, addNicosiaDays, fromNicosiaWallClock } from './nicosia-wall-clock';

export interface ExpandedShift {
  /** UTC ISO instants */
  startDate: string;
  endDate: string;
  deadline: string;
}

/**
 * The shifts a multi-request creates: for each date (in order) and each filled slot (morning,
 * evening, night), start and end at those Asia/Nicosia wall times (an end at or before the start
 * falls on the next day), deadline = start − the deadline days (same wall-clock time).
 */
export function expandMultiShift(
  form: Pick<MultiShiftFormValues, 'dates' | 'slots' | 'deadlineDays'>,
): ExpandedShift[] {
  const shifts: ExpandedShift[] = [];
  for (const date of [...new Set(form.dates)].sort()) {
    for (const name of SHIFT_SLOTS) {
      const slot = form.slots[name];
      if (slot.start === '' || slot.end === '') continue;
      const start = fromNicosiaWallClock(date, slot.start);
      const endDay = slot.end <= slot.start ? addCalendarDays(date, 1) : date;
      const end = fromNicosiaWallClock(endDay, slot.end);
      shifts.push({
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        deadline: addNicosiaDays(start, -form.deadlineDays).toISOString(),
      });
    }
  }
  return shifts;
}
