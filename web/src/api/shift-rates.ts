import type { Position } from '@careshift/contract/operations/positions';

import { CACHE_LIFETIME } from './cache-lifetimes';

/**
 * The public rates of the landing page, kept for the positions cache lifetime (1 hour) within a
 * page load. The operation's module and the call code (zod with them) load on demand, outside the
 * landing page's entry chunk; an administrator's change to positions clears the cache.
 */
let cached: { at: number; positions: Position[] } | undefined;
let inFlight: Promise<Position[]> | undefined;

export function invalidateShiftRates(): void {
  cached = undefined;
}

export function cachedShiftRates(now = Date.now()): Position[] | undefined {
  return cached && now - cached.at < CACHE_LIFETIME.positions ? cached.positions : undefined;
}

async function loadShiftRates(): Promise<Position[]> {
  const [{ callContractOperation }, { positionsList }] = await Promise.all([
    import('./call'),
    import('@careshift/contract/operations/positions'),
  ]);
  const { items } = await callContractOperation(positionsList, {});
  cached = { at: Date.now(), positions: items };
  return items;
}

export function fetchShiftRates(): Promise<Position[]> {
  const fresh = cachedShiftRates();
  if (fresh) return Promise.resolve(fresh);
  inFlight ??= loadShiftRates().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
