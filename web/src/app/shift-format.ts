import { formatEuros } from '@careshift/domain/money';
import {
  formatNicosiaDate,
  formatNicosiaDateTime,
  formatNicosiaTime,
  nicosiaDate,
} from '@careshift/domain/time/nicosia';

/**
 * How shifts read on screen (spec section 9): dates DD/MM/YYYY HH:mm in Asia/Nicosia, whatever the
 * browser's own time zone; money in euros from cents.
 */

function valid(iso: string | undefined | null): iso is string {
  return typeof iso === 'string' && iso !== '' && !Number.isNaN(Date.parse(iso));
}

/** "DD/MM/YYYY HH:mm", or a dash for a missing or broken value. */
export function formatDateTime(iso: string | undefined | null): string {
  return valid(iso) ? formatNicosiaDateTime(iso) : '-';
}

/** "DD/MM/YYYY", or a dash. */
export function formatDate(iso: string | undefined | null): string {
  return valid(iso) ? formatNicosiaDate(iso) : '-';
}

/** "HH:mm", or a dash. */
export function formatTime(iso: string | undefined | null): string {
  return valid(iso) ? formatNicosiaTime(iso) : '-';
}

/**
 * A shift's time span: "DD/MM/YYYY HH:mm – HH:mm" within one day, the end's date too when the shift
 * runs past midnight ("… 22:00 – 12/03/2026 06:00").
 */
export function formatShiftSpan(startIso: string, endIso: string): string {
  if (!valid(startIso) || !valid(endIso)) return '-';
  return `${formatNicosiaDateTime(startIso)} – ${formatShiftEnd(startIso, endIso)}`;
}

/** A shift's end: "HH:mm" on the start's day, "DD/MM/YYYY HH:mm" when it runs past midnight. */
export function formatShiftEnd(startIso: string, endIso: string): string {
  if (!valid(startIso) || !valid(endIso)) return '-';
  return nicosiaDate(startIso) === nicosiaDate(endIso)
    ? formatNicosiaTime(endIso)
    : formatNicosiaDateTime(endIso);
}

/** The shift's length in hours, e.g. 8 or 7.5. */
export function shiftHours(startIso: string, endIso: string): number {
  const minutes = Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
  return Math.round((minutes / 60) * 100) / 100;
}

/** Cents as euros in the interface language ("€120.00" / "120,00 €"); a dash when unknown. */
export function formatMoney(cents: number | undefined | null, language: string): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? formatEuros(cents, language) : '-';
}

/** A partner's rating: score to 2 decimals and the review count. */
export function formatRating(score: number, count: number, language: string): string {
  const locale = language === 'el' ? 'el-GR' : 'en-GB';
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    score,
  );
  return `${text} (${count})`;
}
