import type { MultiShiftFormValues } from './multi-shift-form';
import { multiShiftPlaces } from './multi-shift-places';
import { addCalendarDays, addNicosiaDays, fromNicosiaWallClock } from './nicosia-wall-clock';

export interface ExpandedShift {
  /** UTC ISO instants */
  startDate: string;
  endDate: string;
  deadline: string;
}

/**
 * The shifts a multi-request creates: for each place (multiShiftPlaces: each date in order, each
 * filled slot not skipped), start and end at those Asia/Nicosia wall times (an end at or before the start
 * falls on the next day), deadline = start − the deadline days (same wall-clock time).
 */
export function expandMultiShift(
  form: Pick<MultiShiftFormValues, 'dates' | 'slots' | 'deadlineDays'> & { skipped?: readonly string[] },
): ExpandedShift[] {
  return multiShiftPlaces(form).map(({ date, slot: name }) => {
    const slot = form.slots[name];
    const start = fromNicosiaWallClock(date, slot.start);
    const endDay = slot.end <= slot.start ? addCalendarDays(date, 1) : date;
    const end = fromNicosiaWallClock(endDay, slot.end);
    return {
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      deadline: addNicosiaDays(start, -form.deadlineDays).toISOString(),
    };
  });
}
