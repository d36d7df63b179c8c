import { describe, expect, it } from 'vitest';

import { offersWaitlistOnTakenShift } from './taken-shift-waitlist';

const now = Date.parse('2026-11-29T10:00:00Z');
const shift = { startDate: '2026-12-02T06:00:00Z', deadline: '2026-12-01T08:00:00Z' };

describe('"Join the waitlist" on a taken shift', () => {
  it('should offer it to a partner of a shift another partner claimed, before its deadline and start', () => {
    expect(offersWaitlistOnTakenShift({ reader: 'partner', code: 'SHIFT_TAKEN', shift }, now)).toBe(true);
  });

  it('should not offer it for a cancelled or unknown shift, or to organisations and administrators', () => {
    expect(offersWaitlistOnTakenShift({ reader: 'partner', code: 'SHIFT_CANCELLED', shift }, now)).toBe(
      false,
    );
    expect(offersWaitlistOnTakenShift({ reader: 'partner', code: undefined, shift }, now)).toBe(false);
    expect(
      offersWaitlistOnTakenShift({ reader: 'partner', code: 'SHIFT_TAKEN', shift: undefined }, now),
    ).toBe(false);
    for (const reader of ['client', 'administrator'])
      expect(offersWaitlistOnTakenShift({ reader, code: 'SHIFT_TAKEN', shift }, now)).toBe(false);
  });

  it('should not offer it once the claim deadline or the start has passed', () => {
    const taken = { reader: 'partner', code: 'SHIFT_TAKEN' };
    expect(offersWaitlistOnTakenShift({ ...taken, shift }, Date.parse(shift.deadline))).toBe(false);
    const lateDeadline = { startDate: shift.startDate, deadline: '2026-12-03T00:00:00Z' };
    expect(offersWaitlistOnTakenShift({ ...taken, shift: lateDeadline }, Date.parse(shift.startDate))).toBe(
      false,
    );
    expect(offersWaitlistOnTakenShift({ ...taken, shift }, Date.parse(shift.deadline) - 1)).toBe(true);
  });
});
