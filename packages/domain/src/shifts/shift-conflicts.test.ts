import { describe, expect, it } from 'vitest';

import { claimRefusalMessage } from './claim-refusal-messages';
import { conflictParams, findShiftConflict } from './shift-conflicts';
import type { ShiftConflictInput } from './shift-conflicts';

// Friday 04/12/2026 18:00 – Saturday 05/12 02:00 Nicosia (UTC+2).
const input: ShiftConflictInput = {
  shift: { id: 'new', startDate: '2026-12-04T16:00:00Z', endDate: '2026-12-05T00:00:00Z' },
  held: [],
  mandatoryRestHours: 12,
  weeklyShiftLimit: null,
};
const night = { id: 'n', refNumber: 305, startDate: '2026-12-03T22:00:00Z', endDate: '2026-12-04T06:00:00Z' };

function messageFor(overrides: Partial<ShiftConflictInput>, language: 'en' | 'el' = 'en') {
  const conflict = findShiftConflict({ ...input, ...overrides });
  return conflict && claimRefusalMessage(conflict.reason, conflictParams(conflict), language);
}

describe('findShiftConflict', () => {
  it('should find nothing in an empty calendar, nor the shift itself', () => {
    expect(findShiftConflict(input)).toBeNull();
    expect(findShiftConflict({ ...input, held: [{ ...input.shift, refNumber: 1 }] })).toBeNull();
  });

  it('should name the held shift that leaves too little rest: "your #305 ends 04/12 08:00"', () => {
    expect(messageFor({ held: [night] })).toBe(
      'Your #305 ends 04/12 08:00: you need at least 12 hours of rest between two shifts.',
    );
    expect(messageFor({ held: [night] }, 'el')).toBe(
      'Η βάρδια σας #305 τελειώνει 04/12 08:00: ανάμεσα σε δύο βάρδιες χρειάζεστε ανάπαυση τουλάχιστον 12 ωρών.',
    );
    const nextMorning = {
      refNumber: 306,
      startDate: '2026-12-05T06:00:00Z',
      endDate: '2026-12-05T14:00:00Z',
    };
    expect(messageFor({ held: [nextMorning] })).toBe(
      'Your #306 starts 05/12 08:00: you need at least 12 hours of rest between two shifts.',
    );
  });

  it('should name the overlapping shift before any rest-hour conflict', () => {
    const overlapping = {
      refNumber: 310,
      startDate: '2026-12-04T20:00:00Z',
      endDate: '2026-12-05T04:00:00Z',
    };
    expect(findShiftConflict({ ...input, held: [night, overlapping] })).toMatchObject({ reason: 'OVERLAP' });
    expect(messageFor({ held: [night, overlapping] })).toBe(
      'This shift overlaps your #310 (04/12 22:00 – 05/12 06:00).',
    );
  });

  it("should name the week's shifts that fill the weekly limit", () => {
    const monday = { refNumber: 301, startDate: '2026-11-30T06:00:00Z', endDate: '2026-11-30T10:00:00Z' };
    const tuesday = { refNumber: 302, startDate: '2026-12-01T06:00:00Z', endDate: '2026-12-01T10:00:00Z' };
    expect(messageFor({ held: [tuesday, monday], weeklyShiftLimit: 2 })).toBe(
      'You have reached your weekly limit of shifts (2): #301, #302.',
    );
    expect(findShiftConflict({ ...input, held: [monday], weeklyShiftLimit: 2 })).toBeNull();
  });

  it('should fall back to the general text when the held shift has no number', () => {
    const { refNumber: _ref, ...unnamed } = night;
    expect(messageFor({ held: [unnamed] })).toBe('You need at least 12 hours of rest between two shifts.');
  });
});
