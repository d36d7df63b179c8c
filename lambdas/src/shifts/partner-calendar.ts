import { addDaysYmd, HELD_SHIFT_STATUSES, nicosiaDate } from '@careshift/domain';

import type { ShiftDeps } from './shift-deps';

/** The ISO week of a shift plus the longest rest requirement (72 h) on either side, in whole days. */
const MARGIN_DAYS = 10;
const MAX_PAGES = 5;

export interface CalendarShift {
  id: string;
  /** Names the shift in a refusal ("your #305 ends …"); unknown for a schedule entry alone. */
  refNumber?: number;
  startDate: string;
  endDate: string;
}

/**
 * The partner's held shifts starting within MARGIN_DAYS Nicosia days of an instant: enough for the
 * domain's eligibility check (shifts last at most a day, rest hours at most 72, a week is 7 days).
 */
export async function partnerShiftsAround(
  deps: Pick<ShiftDeps, 'shifts'>,
  partnerId: string,
  startDate: string,
): Promise<CalendarShift[]> {
  const day = nicosiaDate(startDate);
  const shifts: CalendarShift[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await deps.shifts.listPartnerShifts({
      partnerId,
      filter: { statuses: HELD_SHIFT_STATUSES },
      startDays: { from: addDaysYmd(day, -MARGIN_DAYS), to: addDaysYmd(day, MARGIN_DAYS) },
      sort: { field: 'startDate', direction: 'asc' },
      cursor,
      limit: 100,
    });
    shifts.push(
      ...result.items.map((shift) => ({
        id: shift.shiftId,
        refNumber: shift.refNumber,
        startDate: shift.startDate,
        endDate: shift.endDate,
      })),
    );
    cursor = result.cursor;
    if (!cursor) break;
  }
  return shifts;
}
