import { ValidationError } from '../errors';

/** An instant: an ISO-8601 string with an explicit zone, stored and sent in UTC ("2026-04-12T07:00:00.000Z"). */
export type Instant = string;
/** A calendar date without a time, "YYYY-MM-DD". */
export type DateYmd = string;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const INSTANT_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const YMD_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an ISO-8601 date-time with an explicit zone (Z or ±hh:mm) on a real calendar date. */
export function isInstant(value: unknown): value is Instant {
  if (typeof value !== 'string') return false;
  const match = INSTANT_PATTERN.exec(value);
  return match !== null && isDateYmd(match[1]) && !Number.isNaN(Date.parse(value));
}

/** Epoch milliseconds of an instant; a string without an explicit zone is refused (it would depend on the host). */
export function parseInstant(value: Instant | Date | number, field = 'date'): number {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
  } else if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) return value.getTime();
  } else if (isInstant(value)) {
    return Date.parse(value);
  }
  throw new ValidationError(`Not a valid date and time: ${String(value)}`, {
    [field]: 'Not a valid date and time.',
  });
}

/** The canonical UTC form of an instant ("2026-04-12T07:00:00.000Z"). */
export function toInstant(value: Instant | Date | number): Instant {
  return new Date(parseInstant(value)).toISOString();
}

/** True for a real calendar date written "YYYY-MM-DD". */
export function isDateYmd(value: unknown): value is DateYmd {
  if (typeof value !== 'string') return false;
  const match = YMD_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days since 1970-01-01 of a calendar date (the date's own calendar, no time zone involved). */
export function epochDayOf(dateYmd: DateYmd): number {
  if (!isDateYmd(dateYmd)) {
    throw new ValidationError(`Not a valid date: ${dateYmd}`, { date: 'Not a valid date.' });
  }
  return Date.parse(`${dateYmd}T00:00:00Z`) / DAY_MS;
}

/** The calendar date ("YYYY-MM-DD") of a day number since 1970-01-01. */
export function dateOfEpochDay(epochDay: number): DateYmd {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a day number: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOfEpochDay(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** A calendar date moved by whole days ("2026-03-31" + 1 → "2026-04-01"). */
export function addDaysYmd(dateYmd: DateYmd, days: number): DateYmd {
  return dateOfEpochDay(epochDayOf(dateYmd) + days);
}
