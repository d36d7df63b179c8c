import { tzOffset } from '@date-fns/tz';

import { DAY_MS, MINUTE_MS } from './instant';

/** The time zone of every wall-clock rule in the product. */
export const NICOSIA_TIME_ZONE = 'Asia/Nicosia';

interface ZoneYear {
  /** First and last-plus-one epoch ms of the UTC year. */
  start: number;
  end: number;
  /** Offset (ms) in force at `start`. */
  initialOffset: number;
  /** Offset changes inside the year, in order: from `at` on, `offset` applies. */
  changes: { at: number; offset: number }[];
}

const zoneYears = new Map<number, ZoneYear>();
let lastZoneYear: ZoneYear | undefined;

function libraryOffsetMs(epochMs: number): number {
  return tzOffset(NICOSIA_TIME_ZONE, new Date(epochMs)) * MINUTE_MS;
}

/** The first whole minute in (low, high] whose offset differs from the offset at `low`. */
function firstChangedMinute(low: number, high: number, lowOffset: number): number {
  let lo = low;
  let hi = high;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (libraryOffsetMs(mid) === lowOffset) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The offset changes of one UTC year, read once from the runtime's time-zone data through @date-fns/tz
 * (one probe per day, then a bisection to the exact minute) and cached, so that the cost engine and the
 * wall-clock helpers do plain arithmetic instead of an Intl call per question.
 */
function zoneYear(year: number): ZoneYear {
  const cached = zoneYears.get(year);
  if (cached) return cached;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const initialOffset = libraryOffsetMs(start);
  const changes: ZoneYear['changes'] = [];
  let previous = initialOffset;
  for (let day = start; day < end; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, end);
    const offset = libraryOffsetMs(next);
    if (offset === previous) continue;
    const at = firstChangedMinute(day, next, previous);
    if (at < end) changes.push({ at, offset: libraryOffsetMs(at) });
    previous = offset;
  }
  const built = { start, end, initialOffset, changes };
  zoneYears.set(year, built);
  return built;
}

function zoneYearOf(epochMs: number): ZoneYear {
  if (lastZoneYear && epochMs >= lastZoneYear.start && epochMs < lastZoneYear.end) return lastZoneYear;
  lastZoneYear = zoneYear(new Date(epochMs).getUTCFullYear());
  return lastZoneYear;
}

/** Asia/Nicosia's UTC offset in milliseconds at an instant (+2 h in winter, +3 h in summer). */
export function nicosiaOffsetMs(epochMs: number): number {
  const year = zoneYearOf(epochMs);
  let offset = year.initialOffset;
  for (const change of year.changes) {
    if (change.at > epochMs) break;
    offset = change.offset;
  }
  return offset;
}

/**
 * The first instant after `epochMs` at which the offset may change: the next clock change, or the end of
 * the UTC year (where the next year's table takes over). Between the two the wall clock runs with UTC.
 */
export function nextNicosiaOffsetBoundary(epochMs: number): number {
  const year = zoneYearOf(epochMs);
  for (const change of year.changes) {
    if (change.at > epochMs) return change.at;
  }
  return year.end;
}

/** The clock changes of a UTC year as instants with the offset in force from then on (minutes). */
export function nicosiaClockChanges(year: number): { at: string; offsetMinutes: number }[] {
  return zoneYear(year).changes.map((change) => ({
    at: new Date(change.at).toISOString(),
    offsetMinutes: change.offset / MINUTE_MS,
  }));
}

/** One UTC year of the zone as data (the web's build writes these: seedNicosiaZone). */
export interface NicosiaZoneYear {
  year: number;
  /** The offset in force when the UTC year begins, minutes. */
  initialOffsetMinutes: number;
  changes: { at: string; offsetMinutes: number }[];
}

/** A UTC year of the zone read from the runtime's time-zone data, as data. */
export function nicosiaZoneYear(year: number): NicosiaZoneYear {
  return {
    year,
    initialOffsetMinutes: zoneYear(year).initialOffset / MINUTE_MS,
    changes: nicosiaClockChanges(year),
  };
}

/**
 * Takes years of the zone read ahead of time instead of reading them from the runtime (a year already
 * read is kept). The web's build reads the years around its own from the time-zone data of the machine
 * that builds it (web/nicosia-zone.ts), so a phone draws Nicosia times without loading its own ICU zone
 * data, which costs a long task on a slow phone (docs/decisions/performance/nicosia-zone-at-build.md). A
 * year not seeded is read from the runtime, as before.
 */
export function seedNicosiaZone(years: readonly NicosiaZoneYear[]): void {
  for (const seeded of years) {
    if (zoneYears.has(seeded.year)) continue;
    zoneYears.set(seeded.year, {
      start: Date.UTC(seeded.year, 0, 1),
      end: Date.UTC(seeded.year + 1, 0, 1),
      initialOffset: seeded.initialOffsetMinutes * MINUTE_MS,
      changes: seeded.changes.map((change) => ({
        at: Date.parse(change.at),
        offset: change.offsetMinutes * MINUTE_MS,
      })),
    });
  }
}
