import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';

import { HOUR_MS, MINUTE_MS } from './instant';
import {
  NICOSIA_TIME_ZONE,
  nextNicosiaOffsetBoundary,
  nicosiaClockChanges,
  nicosiaOffsetMs,
} from './nicosia-offset';

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
