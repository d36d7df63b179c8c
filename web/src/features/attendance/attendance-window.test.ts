import { describe, expect, it } from 'vitest';

import { attendanceStarted, showsAttendance, showsPartnerAttendance } from './attendance-window';

const start = Date.parse('2026-11-29T06:00:00.000Z');
const shift = {
  status: 'CLAIMED',
  startDate: '2026-11-29T06:00:00.000Z',
  endDate: '2026-11-29T14:00:00.000Z',
};
const MINUTE = 60_000;

describe('when the partner sees the shift’s attendance', () => {
  it('should open 30 minutes before the start, not earlier', () => {
    expect(showsAttendance(shift, start - 31 * MINUTE)).toBe(false);
    expect(showsAttendance(shift, start - 30 * MINUTE)).toBe(true);
    expect(showsAttendance(shift, start + 60 * MINUTE)).toBe(true);
  });

  it('should leave My Shifts when punches close, 12 hours after the end; the shift page keeps it', () => {
    const end = Date.parse(shift.endDate);
    const finished = { ...shift, status: 'FINISHED' };
    expect(showsAttendance(finished, end + 12 * 60 * MINUTE)).toBe(true);
    expect(showsAttendance(finished, end + 12 * 60 * MINUTE + 1)).toBe(false);
    expect(attendanceStarted(finished, end + 13 * 60 * MINUTE)).toBe(true);
  });

  it('should not show for a shift not held, or held by someone else', () => {
    expect(showsAttendance({ ...shift, status: 'VERIFIED' }, start)).toBe(false);
    expect(showsAttendance({ ...shift, status: 'CANCELED' }, start)).toBe(false);
    expect(showsAttendance({ ...shift, claimedByOther: true }, start)).toBe(false);
  });

  it('should show the shift page’s card only to the partner holding the shift', () => {
    const held = { ...shift, claimedBy: 'p1' };
    expect(showsPartnerAttendance(held, { kind: 'partner', userId: 'p1' }, start)).toBe(true);
    expect(showsPartnerAttendance(held, { kind: 'partner', userId: 'p2' }, start)).toBe(false);
    expect(showsPartnerAttendance(held, { kind: 'client', userId: 'p1' }, start)).toBe(false);
  });
});
