// The multi-shift limits the API's schema needs too, apart from the form (which the partner's
// pages never load).

/** At most this many dates in one multi-request. */
export const MAX_MULTI_SHIFT_DATES = 500;
/** The optional time slots of each date, in the order shifts are created. */
export const SHIFT_SLOTS = ['morning', 'evening', 'night'] as const;
export type ShiftSlot = (typeof SHIFT_SLOTS)[number];
