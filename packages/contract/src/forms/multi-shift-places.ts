import { SHIFT_SLOTS } from './shift-slots';
import type { ShiftSlot } from './shift-slots';

/** One shift of a multi-request: a date (YYYY-MM-DD, Asia/Nicosia) and a slot. */
export interface MultiShiftPlace {
  date: string;
  slot: ShiftSlot;
}

/** How a left-out place is written in the form's `skipped` list: "2027-06-01 evening". */
export function placeKey(date: string, slot: ShiftSlot): string {
  return `${date} ${slot}`;
}

interface PlacesInput {
  dates: readonly string[];
  slots: Record<ShiftSlot, { start: string; end: string }>;
  /** Places left out of the date × slot grid (a copied rota keeps only the slots each day had). */
  skipped?: readonly string[];
}

/**
 * The places a multi-request posts, in the order it creates them: each date (sorted, once), then
 * morning, evening, night; a slot only when both its times are set and the place is not skipped.
 */
export function multiShiftPlaces(form: PlacesInput): MultiShiftPlace[] {
  const skipped = new Set(form.skipped ?? []);
  const places: MultiShiftPlace[] = [];
  for (const date of [...new Set(form.dates)].sort()) {
    for (const slot of SHIFT_SLOTS) {
      const times = form.slots[slot];
      if (times.start === '' || times.end === '' || skipped.has(placeKey(date, slot))) continue;
      places.push({ date, slot });
    }
  }
  return places;
}
