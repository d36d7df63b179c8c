import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createOffsetClock, isValidClockOffset, MAX_CLOCK_OFFSET_MS, systemClock, testClock } from './clock';
import type { Clock } from './clock';

const fixed = (iso: string): Clock => ({ now: () => new Date(iso) });
const DAY = 24 * 60 * 60 * 1000;

describe('createOffsetClock', () => {
  it('should read the base clock unchanged until an offset is set', () => {
    const clock = createOffsetClock(fixed('2025-06-01T09:00:00.000Z'));
    expect(clock.offsetMs()).toBe(0);
    expect(clock.now().toISOString()).toBe('2025-06-01T09:00:00.000Z');
  });

  it('should run ahead of or behind the base clock by exactly the offset set last', () => {
    const clock = createOffsetClock(fixed('2025-06-01T09:00:00.000Z'));
    clock.setOffsetMs(3 * DAY);
    expect(clock.now().toISOString()).toBe('2025-06-04T09:00:00.000Z');
    clock.setOffsetMs(-90 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2025-06-01T07:30:00.000Z');
    expect(clock.offsetMs()).toBe(-90 * 60 * 1000);
    clock.setOffsetMs(0);
    expect(clock.now().toISOString()).toBe('2025-06-01T09:00:00.000Z');
  });

  it('should keep running with the base clock after an offset is set (a shift in time, not a freeze)', () => {
    let base = Date.parse('2025-06-01T09:00:00.000Z');
    const clock = createOffsetClock({ now: () => new Date(base) });
    clock.setOffsetMs(DAY);
    base += 5_000;
    expect(clock.now().getTime()).toBe(Date.parse('2025-06-02T09:00:05.000Z'));
  });

  it('should hold for any valid offset that now() is the base time plus the offset', () => {
    const base = Date.parse('2025-06-01T09:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CLOCK_OFFSET_MS, max: MAX_CLOCK_OFFSET_MS }), (offsetMs) => {
        const clock = createOffsetClock({ now: () => new Date(base) });
        clock.setOffsetMs(offsetMs);
        return clock.now().getTime() === base + offsetMs && clock.offsetMs() === offsetMs;
      }),
    );
  });

  it('should refuse offsets that are not whole milliseconds or lie past ten years, keeping the last one', () => {
    const clock = createOffsetClock(fixed('2025-06-01T09:00:00.000Z'));
    clock.setOffsetMs(DAY);
    for (const bad of [1.5, Number.NaN, Infinity, MAX_CLOCK_OFFSET_MS + 1, -MAX_CLOCK_OFFSET_MS - 1]) {
      expect(() => clock.setOffsetMs(bad), String(bad)).toThrow(RangeError);
    }
    expect(clock.offsetMs()).toBe(DAY);
  });
});

describe('isValidClockOffset', () => {
  it('should accept whole milliseconds within ±10 years and nothing else', () => {
    expect([0, -1, MAX_CLOCK_OFFSET_MS, -MAX_CLOCK_OFFSET_MS].every(isValidClockOffset)).toBe(true);
    expect(['5', null, undefined, 0.1, MAX_CLOCK_OFFSET_MS + 1, {}].some(isValidClockOffset)).toBe(false);
  });
});

describe('testClock', () => {
  it('should read the system time while nothing moved it (what every AWS handler gets)', () => {
    expect(testClock.offsetMs()).toBe(0);
    const before = systemClock.now().getTime();
    const now = testClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
