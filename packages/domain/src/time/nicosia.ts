import { tz } from '@date-fns/tz';
import { getISOWeek, getISOWeekYear } from 'date-fns';

import {
  type DateYmd,
  DAY_MS,
  epochDayOf,
  HOUR_MS,
  type Instant,
  MINUTE_MS,
  dateOfEpochDay,
  parseInstant,
  weekdayOfEpochDay,
} from './instant';
import { NICOSIA_TIME_ZONE, nicosiaOffsetMs } from './nicosia-offset';

/** The date-fns v4 context for Asia/Nicosia: `format(date, pattern, { in: nicosia })`. */
export const nicosia = tz(NICOSIA_TIME_ZONE);

/** The Asia/Nicosia wall clock of an instant. `month` is 1–12; `weekday` 0 Sunday … 6 Saturday. */
export interface NicosiaWallClock {
  date: DateYmd;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

type InstantLike = Instant | Date | number;

export function nicosiaWallClock(instant: InstantLike): NicosiaWallClock {
  const epochMs = parseInstant(instant);
  const wall = new Date(epochMs + nicosiaOffsetMs(epochMs));
  return {
    date: wall.toISOString().slice(0, 10),
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** The Nicosia calendar date of an instant ("YYYY-MM-DD"). */
export function nicosiaDate(instant: InstantLike): DateYmd {
  return nicosiaWallClock(instant).date;
}

/** The Nicosia hour (0–23) of an instant. */
export function nicosiaHour(instant: InstantLike): number {
  return nicosiaWallClock(instant).hour;
}

/** Today's date in Nicosia at `now`. */
export function nicosiaToday(now: InstantLike): DateYmd {
  return nicosiaDate(now);
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant at which Nicosia's wall clock shows `time` ("HH:mm") on `dateYmd`.
 * Like Temporal's "compatible" rule: a time in the autumn repeated hour is its first occurrence, and a
 * time in the spring gap (03:00–03:59 on the last Sunday of March) moves forward by the gap (03:30 → 04:30).
 */
export function nicosiaInstant(dateYmd: DateYmd, time = '00:00'): Instant {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a time "HH:mm": ${time}`);
  const wallMs = epochDayOf(dateYmd) * DAY_MS + Number(match[1]) * HOUR_MS + Number(match[2]) * MINUTE_MS;
  const before = nicosiaOffsetMs(wallMs - DAY_MS);
  const after = nicosiaOffsetMs(wallMs + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((epochMs) => epochMs + nicosiaOffsetMs(epochMs) === wallMs)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wallMs - before).toISOString();
}

/** Bounds of a Nicosia calendar day: `start` (00:00), `end` (next day's 00:00, exclusive), `last` (23:59:59.999). */
export interface DayBounds {
  start: Instant;
  end: Instant;
  last: Instant;
}

/** The instants bounding the Nicosia days `fromYmd` to `toYmd` inclusive (a date filter "covers whole days"). */
export function nicosiaDateRangeBounds(fromYmd: DateYmd, toYmd: DateYmd): DayBounds {
  const fromDay = epochDayOf(fromYmd);
  const toDay = epochDayOf(toYmd);
  if (toDay < fromDay) throw new RangeError(`Date range ends before it starts: ${fromYmd} – ${toYmd}`);
  const start = nicosiaInstant(fromYmd);
  const end = nicosiaInstant(dateOfEpochDay(toDay + 1));
  return { start, end, last: new Date(Date.parse(end) - 1).toISOString() };
}

export function nicosiaDayBounds(dateYmd: DateYmd): DayBounds {
  return nicosiaDateRangeBounds(dateYmd, dateYmd);
}

/** The ISO week (Monday to Sunday in Nicosia) an instant falls in, e.g. key "2026-W15". */
export interface NicosiaIsoWeek {
  key: string;
  monday: DateYmd;
  sunday: DateYmd;
}

export function nicosiaIsoWeek(instant: InstantLike): NicosiaIsoWeek {
  const epochMs = parseInstant(instant);
  const epochDay = epochDayOf(nicosiaDate(epochMs));
  const monday = epochDay - ((weekdayOfEpochDay(epochDay) + 6) % 7);
  const date = new Date(epochMs);
  const week = getISOWeek(date, { in: nicosia });
  const key = `${getISOWeekYear(date, { in: nicosia })}-W${String(week).padStart(2, '0')}`;
  return { key, monday: dateOfEpochDay(monday), sunday: dateOfEpochDay(monday + 6) };
}

// The display formats below read Nicosia's wall clock (nicosiaWallClock) rather than date-fns's
// `format`, whose pattern engine and English locale are about 25 kB of every page showing a date.
const twoDigits = (value: number) => String(value).padStart(2, '0');
const dayMonthYear = (wall: NicosiaWallClock) =>
  `${twoDigits(wall.day)}/${twoDigits(wall.month)}/${String(wall.year).padStart(4, '0')}`;
const hourMinute = (wall: NicosiaWallClock) => `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;

/** "DD/MM/YYYY HH:mm" in Nicosia, the product's date display. */
export function formatNicosiaDateTime(instant: InstantLike): string {
  const wall = nicosiaWallClock(instant);
  return `${dayMonthYear(wall)} ${hourMinute(wall)}`;
}

/** "YYYY-MM-DD HH:mm" in Nicosia: for files (CSV exports), which spreadsheets read as a date in any locale. */
export function formatNicosiaSortableDateTime(instant: InstantLike): string {
  const wall = nicosiaWallClock(instant);
  return `${wall.date} ${hourMinute(wall)}`;
}

/** "DD/MM/YYYY" in Nicosia. */
export function formatNicosiaDate(instant: InstantLike): string {
  return dayMonthYear(nicosiaWallClock(instant));
}

/** "HH:mm" in Nicosia. */
export function formatNicosiaTime(instant: InstantLike): string {
  return hourMinute(nicosiaWallClock(instant));
}
