import { isCancelledStatus } from '@careshift/domain';

import { placeKey } from './multi-shift-places';
import { addCalendarDays, toNicosiaWallClock } from './nicosia-wall-clock';
import { SHIFT_SLOTS } from './shift-slots';
import type { ShiftSlot } from './shift-slots';

/** A week later: a repeating rota is copied by this many days. */
export const ROTA_SHIFT_DAYS = 7;

type SlotTimes = { start: string; end: string };

/** The week copied for a rota: the 7 days before the first date the form allows (Asia/Nicosia). */
export function lastWeekWindow(earliest: string): { from: string; to: string } {
  return { from: addCalendarDays(earliest, -ROTA_SHIFT_DAYS), to: addCalendarDays(earliest, -1) };
}

/** The slot of a start time (HH:mm): morning before 12:00, evening before 19:00, else night (and before 05:00). */
function slotOf(start: string): ShiftSlot {
  if (start >= '05:00' && start < '12:00') return 'morning';
  if (start >= '12:00' && start < '19:00') return 'evening';
  return 'night';
}

/** The commonest value (the first seen on a tie). */
function commonest(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/** Each copied date's slots last week, and the slot times each slot mostly had. */
function weekOf(shifts: readonly { startDate: string; endDate: string }[]) {
  const slotsByDate = new Map<string, Set<ShiftSlot>>();
  const timesBySlot = new Map<ShiftSlot, string[]>();
  for (const shift of shifts) {
    const start = toNicosiaWallClock(shift.startDate);
    const end = toNicosiaWallClock(shift.endDate);
    const date = addCalendarDays(start.date, ROTA_SHIFT_DAYS);
    const slot = slotOf(start.time);
    slotsByDate.set(date, (slotsByDate.get(date) ?? new Set()).add(slot));
    timesBySlot.set(slot, [...(timesBySlot.get(slot) ?? []), `${start.time}-${end.time}`]);
  }
  return { slotsByDate, timesBySlot };
}

/**
 * The multi-create form for a repeating rota: the dates of last week's shifts (not cancelled) a week
 * later, each slot's times as last week mostly had them, and the places of the date × slot grid a
 * day did not have last week left out (`skipped`), so each date gets only its own slots. `count` is
 * how many shifts the form will post (two shifts of one slot on one day are one place).
 */
export function rotaOfLastWeek(shifts: readonly { startDate: string; endDate: string; status: string }[]): {
  dates: string[];
  slots: Record<ShiftSlot, SlotTimes>;
  skipped: string[];
  count: number;
} {
  const { slotsByDate, timesBySlot } = weekOf(shifts.filter((shift) => !isCancelledStatus(shift.status)));
  const slots = {} as Record<ShiftSlot, SlotTimes>;
  for (const slot of SHIFT_SLOTS) {
    const [start = '', end = ''] = commonest(timesBySlot.get(slot) ?? [])?.split('-') ?? [];
    slots[slot] = { start, end };
  }
  const dates = [...slotsByDate.keys()].sort();
  const places = dates.flatMap((date) => SHIFT_SLOTS.map((slot) => ({ date, slot })));
  const had = ({ date, slot }: { date: string; slot: ShiftSlot }) => slotsByDate.get(date)!.has(slot);
  const skipped = places
    .filter((place) => !had(place) && slots[place.slot].start !== '')
    .map(({ date, slot }) => placeKey(date, slot));
  const count = places.filter(had).length;
  return { dates, slots, skipped, count };
}
