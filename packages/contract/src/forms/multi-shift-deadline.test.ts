import { describe, expect, it } from 'vitest';

import { deadlineDaysKeeping, pastDeadlineCount } from './multi-shift-deadline';

// Friday 27 Nov 2026, 12:00 in Nicosia: "next week" is Monday 30 Nov to Sunday 6 Dec.
const now = new Date('2026-11-27T10:00:00Z');
const nextWeek = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];

describe('a claim deadline that keeps every chosen date (issue 32 item 8)', () => {
  it('should suggest the longest deadline option whose first day is on or before the first date', () => {
    // 3 days would start on 30 Nov; 5 days on 2 Dec (drops Monday and Tuesday).
    expect(deadlineDaysKeeping(nextWeek, now, 5)).toBe(3);
    expect(deadlineDaysKeeping(['2026-11-29', ...nextWeek], now, 3)).toBe(1);
  });

  it('should suggest nothing when the current deadline already keeps them, or none can', () => {
    expect(deadlineDaysKeeping(nextWeek, now, 3)).toBeUndefined();
    expect(deadlineDaysKeeping(['2026-11-27'], now, 3)).toBeUndefined();
    expect(deadlineDaysKeeping([], now, 3)).toBeUndefined();
  });

  it('should count the shifts whose claim deadline has already passed', () => {
    const rows = [
      { deadline: '2026-11-27T09:59:00.000Z' },
      { deadline: '2026-11-27T10:00:00.000Z' },
      { deadline: '2026-11-28T05:00:00.000Z' },
    ];
    expect(pastDeadlineCount(rows, now)).toBe(1);
  });
});
