import { describe, expect, it } from 'vitest';

import { daysUntilExpiry, dueLicenceReminder } from './licence-reminders';

const now = '2026-06-01T09:00:00Z';

describe('licence reminders', () => {
  it('should count whole Nicosia days to the expiration date', () => {
    expect(daysUntilExpiry('2026-06-01', now)).toBe(0);
    expect(daysUntilExpiry('2026-07-01', now)).toBe(30);
    // 22:30 UTC is already the next day in Nicosia.
    expect(daysUntilExpiry('2026-06-02', '2026-05-31T22:30:00Z')).toBe(1);
  });

  it('should remind 30 days before, then 7 days before, and never once expired', () => {
    const at = (date: string) =>
      dueLicenceReminder({ status: 'VERIFIED', registrationExpirationDate: date }, now);
    expect(at('2026-07-02')).toBeNull();
    expect(at('2026-07-01')).toBe(30);
    expect(at('2026-06-09')).toBe(30);
    expect(at('2026-06-08')).toBe(7);
    expect(at('2026-06-01')).toBe(7);
    expect(at('2026-05-31')).toBeNull();
  });

  it('should not remind a DISABLED partner or one without a date', () => {
    expect(
      dueLicenceReminder({ status: 'DISABLED', registrationExpirationDate: '2026-06-05' }, now),
    ).toBeNull();
    expect(dueLicenceReminder({ status: 'VERIFIED', registrationExpirationDate: null }, now)).toBeNull();
  });
});
