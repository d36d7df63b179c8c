import { tzOffset } from '@date-fns/tz';
import { describe, expect, it, vi } from 'vitest';

import { HOUR_MS, MINUTE_MS } from './instant';
import {
  NICOSIA_TIME_ZONE,
  nextNicosiaOffsetBoundary,
  nicosiaClockChanges,
  nicosiaOffsetMs,
  nicosiaZoneYear,
} from './nicosia-offset';
import type { NicosiaZoneYear } from './nicosia-offset';

describe('nicosiaOffsetMs', () => {
  it('should agree with @date-fns/tz at every hour from 2024 to 2030', () => {
    const mismatches: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2031, 0, 1); at += HOUR_MS) {
      const expected = tzOffset(NICOSIA_TIME_ZONE, new Date(at)) * MINUTE_MS;
      if (nicosiaOffsetMs(at) !== expected) mismatches.push(new Date(at).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('should agree with @date-fns/tz at the minutes around each clock change', () => {
    for (let year = 2000; year <= 2040; year += 1) {
      for (const change of nicosiaClockChanges(year)) {
        const at = Date.parse(change.at);
        for (const probe of [at - MINUTE_MS, at, at + MINUTE_MS]) {
          expect(nicosiaOffsetMs(probe)).toBe(tzOffset(NICOSIA_TIME_ZONE, new Date(probe)) * MINUTE_MS);
        }
      }
    }
  });
});

describe('nicosiaClockChanges', () => {
  it('should find the EU clock changes of 2026 at 01:00 UTC on the last Sundays of March and October', () => {
    expect(nicosiaClockChanges(2026)).toEqual([
      { at: '2026-03-29T01:00:00.000Z', offsetMinutes: 180 },
      { at: '2026-10-25T01:00:00.000Z', offsetMinutes: 120 },
    ]);
  });
});

describe('nextNicosiaOffsetBoundary', () => {
  it('should return the next clock change, or the end of the UTC year after the last one', () => {
    expect(new Date(nextNicosiaOffsetBoundary(Date.UTC(2026, 0, 10))).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(new Date(nextNicosiaOffsetBoundary(Date.UTC(2026, 2, 29, 1))).toISOString()).toBe(
      '2026-10-25T01:00:00.000Z',
    );
    expect(new Date(nextNicosiaOffsetBoundary(Date.UTC(2026, 11, 1))).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('seedNicosiaZone', () => {
  /** A fresh copy of the module: its table of years read so far is empty. */
  async function freshModule() {
    vi.resetModules();
    return import('./nicosia-offset');
  }

  it('should answer every hour of a seeded year as the runtime does, from the seed', async () => {
    const written = [2026, 2027].map((year) => nicosiaZoneYear(year));
    const fresh = await freshModule();
    fresh.seedNicosiaZone(JSON.parse(JSON.stringify(written)) as NicosiaZoneYear[]);
    const mismatches: string[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += HOUR_MS) {
      const expected = tzOffset(NICOSIA_TIME_ZONE, new Date(at)) * MINUTE_MS;
      if (fresh.nicosiaOffsetMs(at) !== expected) mismatches.push(new Date(at).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('should use the seed instead of the runtime for a seeded year, and the runtime for the others', async () => {
    const fresh = await freshModule();
    // A year whose rules are not the EU's: only a seed can say so.
    fresh.seedNicosiaZone([
      {
        year: 2090,
        initialOffsetMinutes: 60,
        changes: [{ at: '2090-06-01T00:00:00.000Z', offsetMinutes: 240 }],
      },
    ]);
    expect(fresh.nicosiaOffsetMs(Date.UTC(2090, 3, 1))).toBe(60 * MINUTE_MS);
    expect(fresh.nicosiaOffsetMs(Date.UTC(2090, 6, 1))).toBe(240 * MINUTE_MS);
    expect(fresh.nicosiaOffsetMs(Date.UTC(2091, 6, 1))).toBe(3 * HOUR_MS);
  });

  it('should keep a year already read over a later seed of it', async () => {
    const fresh = await freshModule();
    fresh.nicosiaOffsetMs(Date.UTC(2026, 6, 1));
    fresh.seedNicosiaZone([{ year: 2026, initialOffsetMinutes: 0, changes: [] }]);
    expect(fresh.nicosiaOffsetMs(Date.UTC(2026, 6, 1))).toBe(3 * HOUR_MS);
  });
});
