import { epochDayOf, isDateYmd } from '../time/instant';
import type { DateYmd, Instant } from '../time/instant';
import { nicosiaToday } from '../time/nicosia';

import type { PartnerStatus } from './status';

/** Days before a registration expires on which the partner is reminded (each once). */
export const LICENCE_REMINDER_DAYS = [30, 7] as const;
export type LicenceReminder = (typeof LICENCE_REMINDER_DAYS)[number];

/** Whole Nicosia days from today to the expiration date (0 on the last valid day, negative once expired). */
export function daysUntilExpiry(expiration: DateYmd, now: Instant | Date | number): number {
  return epochDayOf(expiration) - epochDayOf(nicosiaToday(now));
}

/**
 * The reminder a partner is due: "7" within the last 7 days of the registration, "30" within the last
 * 30 (but more than 7), none otherwise, when expired, without a date, or for a DISABLED partner. A run
 * that missed the 30-day window inside the last week sends only the 7-day one.
 */
export function dueLicenceReminder(
  partner: { status: PartnerStatus; registrationExpirationDate?: DateYmd | null },
  now: Instant | Date | number,
): LicenceReminder | null {
  const expiration = partner.registrationExpirationDate;
  if (!expiration || !isDateYmd(expiration) || partner.status === 'DISABLED') return null;
  const days = daysUntilExpiry(expiration, now);
  if (days < 0) return null;
  if (days <= 7) return 7;
  if (days <= 30) return 30;
  return null;
}
