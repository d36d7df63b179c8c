/** Where use cases get "now"; tests and the local stack's test clock pass their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The furthest the test clock may move either way: ten years, far past any shift or invoice. */
export const MAX_CLOCK_OFFSET_MS = 10 * 366 * 24 * 60 * 60 * 1000;

/** A clock that runs with real time, shifted by an offset a test sets (never a sleep). */
export interface OffsetClock extends Clock {
  /** How far ahead (positive) or behind (negative) of the base clock this clock runs. */
  offsetMs(): number;
  /** Shifts the clock; throws a RangeError for a non-integer or an offset past ±10 years. */
  setOffsetMs(offsetMs: number): void;
}

export function isValidClockOffset(offsetMs: unknown): offsetMs is number {
  return Number.isSafeInteger(offsetMs) && Math.abs(offsetMs as number) <= MAX_CLOCK_OFFSET_MS;
}

export function createOffsetClock(base: Clock = systemClock): OffsetClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    offsetMs: () => offset,
    setOffsetMs(offsetMs) {
      if (!isValidClockOffset(offsetMs))
        throw new RangeError(`The clock offset must be whole milliseconds within ±${MAX_CLOCK_OFFSET_MS}`);
      offset = offsetMs;
    },
  };
}

/**
 * The handlers' clock (`clock` below). Its offset stays 0 — the system clock — unless the local
 * stack was started with `testClock: true`, whose gateway moves it through `POST /__local/clock`.
 * No AWS route reaches it; the local stack runs the handlers in its own process, so this one
 * instance is the one the gateway moves.
 */
export const testClock: OffsetClock = createOffsetClock();

/** The system clock the areas' wiring gives their use cases; the local stack's test clock shifts it. */
export const clock: Clock = testClock;
