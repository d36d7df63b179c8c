import type { InfiniteData } from '@tanstack/react-query';

import type { ShiftDetail, ShiftPage, ShiftRow } from '@careshift/contract';
import { MY_SHIFT_FILTER_STATUSES } from '@careshift/domain/shifts/status';

/** How far ahead My Shifts is kept for reading offline (issue 36 item 3). */
export const OFFLINE_DAYS = 14;
const DAY_MS = 86_400_000;
/** At most this many of the partner's shifts (and their details) are kept: a fortnight of work. */
export const OFFLINE_MAX_SHIFTS = 40;

/**
 * What one partner's phone keeps to read offline: their shifts that end after `savedAt` and start
 * within the next 14 days (soonest first), each shift's detail, and when they were read.
 * docs/decisions/web/offline-my-shifts.md
 */
export interface OfflineSnapshot {
  /** The Cognito subject of the partner the snapshot belongs to (the store's key). */
  userId: string;
  savedAt: number;
  shifts: ShiftRow[];
  details: Record<string, ShiftDetail>;
}

/** True for a shift worth keeping: not over yet, and starting within the offline window. */
export function inOfflineWindow(shift: Pick<ShiftRow, 'startDate' | 'endDate'>, now: number): boolean {
  const start = Date.parse(shift.startDate);
  const end = Date.parse(shift.endDate);
  return end > now && start < now + OFFLINE_DAYS * DAY_MS;
}

/**
 * The shifts of My Shifts' pages (newest start first) to keep, soonest first, at most
 * OFFLINE_MAX_SHIFTS; and whether another page may still hold some (its last shift still ends
 * after now, so the list has not reached the past yet).
 */
export function offlineShiftsOf(
  pages: readonly ShiftPage[],
  now: number,
): { shifts: ShiftRow[]; more: boolean } {
  const rows = pages.flatMap((page) => page.items);
  const last = rows.at(-1);
  const cursor = pages.at(-1)?.cursor ?? null;
  const more = cursor !== null && last !== undefined && Date.parse(last.endDate) > now;
  const shifts = rows
    .filter((shift) => inOfflineWindow(shift, now))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
    .slice(0, OFFLINE_MAX_SHIFTS);
  return { shifts, more };
}

/** The My Shifts filter a snapshot answers: none (every status) or one status. */
export type OfflineFilter = { status?: (typeof MY_SHIFT_FILTER_STATUSES)[number] };

/**
 * The query data My Shifts reads, per filter, made from a snapshot: what the list shows while
 * offline (newest start first, as the live list; one page, nothing more to fetch).
 */
export function offlineListData(
  snapshot: OfflineSnapshot,
): { filter: OfflineFilter; data: InfiniteData<ShiftPage, string | null> }[] {
  const newestFirst = [...snapshot.shifts].sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
  const page = (items: ShiftRow[]) => ({ pages: [{ items, cursor: null }], pageParams: [null] });
  return [
    { filter: {}, data: page(newestFirst) },
    ...MY_SHIFT_FILTER_STATUSES.map((status) => ({
      filter: { status },
      data: page(newestFirst.filter((shift) => shift.status === status)),
    })),
  ];
}
