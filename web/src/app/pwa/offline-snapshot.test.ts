import { describe, expect, it } from 'vitest';

import type { ShiftPage, ShiftRow } from '@careshift/contract';

import { inOfflineWindow, OFFLINE_MAX_SHIFTS, offlineListData, offlineShiftsOf } from './offline-snapshot';
import type { OfflineSnapshot } from './offline-snapshot';

const NOW = Date.UTC(2026, 10, 29, 8);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A shift of `hours` starting `startsIn` ms from NOW (only the fields the snapshot reads matter). */
function shift(id: string, startsIn: number, status: ShiftRow['status'] = 'CLAIMED', hours = 8): ShiftRow {
  return {
    id,
    status,
    startDate: new Date(NOW + startsIn).toISOString(),
    endDate: new Date(NOW + startsIn + hours * HOUR).toISOString(),
  } as ShiftRow;
}

describe('inOfflineWindow', () => {
  it('should keep a shift going on now and one starting within 14 days', () => {
    expect(inOfflineWindow(shift('now', -2 * HOUR), NOW)).toBe(true);
    expect(inOfflineWindow(shift('soon', 13 * DAY), NOW)).toBe(true);
  });

  it('should leave out a finished shift and one starting after 14 days', () => {
    expect(inOfflineWindow(shift('done', -10 * HOUR), NOW)).toBe(false);
    expect(inOfflineWindow(shift('later', 14 * DAY + HOUR), NOW)).toBe(false);
  });
});

describe('offlineShiftsOf', () => {
  it('should keep the window soonest first from pages read newest start first', () => {
    const page: ShiftPage = {
      items: [shift('later', 20 * DAY), shift('b', 3 * DAY), shift('a', DAY), shift('past', -3 * DAY)],
      cursor: 'next',
    };
    const { shifts, more } = offlineShiftsOf([page], NOW);
    expect(shifts.map((row) => row.id)).toEqual(['a', 'b']);
    // The page reached the past: nothing of the window can be on the next one.
    expect(more).toBe(false);
  });

  it('should ask for another page while the last shift read is still to come', () => {
    const page: ShiftPage = { items: [shift('later', 20 * DAY), shift('b', 3 * DAY)], cursor: 'next' };
    expect(offlineShiftsOf([page], NOW).more).toBe(true);
    expect(offlineShiftsOf([{ ...page, cursor: null }], NOW).more).toBe(false);
  });

  it(`should keep at most ${OFFLINE_MAX_SHIFTS} shifts`, () => {
    const items = Array.from({ length: OFFLINE_MAX_SHIFTS + 5 }, (_, index) =>
      shift(`s${index}`, index * HOUR),
    );
    expect(offlineShiftsOf([{ items, cursor: null }], NOW).shifts).toHaveLength(OFFLINE_MAX_SHIFTS);
  });
});

describe('offlineListData', () => {
  it("should answer My Shifts' every filter with one page, newest start first, nothing more to read", () => {
    const snapshot: OfflineSnapshot = {
      userId: 'partner-1',
      savedAt: NOW,
      shifts: [shift('a', DAY), shift('c', 2 * DAY, 'CANCELED'), shift('b', 3 * DAY)],
      details: {},
    };
    const lists = offlineListData(snapshot);
    const all = lists.find((list) => list.filter.status === undefined);
    expect(all?.data.pages[0]?.items.map((row) => row.id)).toEqual(['b', 'c', 'a']);
    expect(all?.data.pages[0]?.cursor).toBeNull();
    const canceled = lists.find((list) => list.filter.status === 'CANCELED');
    expect(canceled?.data.pages[0]?.items.map((row) => row.id)).toEqual(['c']);
    expect(lists.find((list) => list.filter.status === 'FINISHED')?.data.pages[0]?.items).toEqual([]);
  });
});
