/**
 * How dense a filtered key query's matches were the last time this process read it (matches ÷ items
 * evaluated, DynamoDB's Count ÷ ScannedCount). A filtered Query's Limit counts evaluated items, and each
 * returned item costs more than a dropped one while each request costs most (issue 16): the next read of
 * the same list asks for just enough evaluated items to fill its page in one request. An estimate only:
 * a read still goes on until its page is full or the partition ends, so paging never depends on it.
 */

/** Lists remembered per process (a Lambda container); the oldest is forgotten first. */
const MAX_REMEMBERED = 1000;
/** Headroom over the estimate: a page a little sparser than the last one still fits in one request. */
export const DENSITY_HEADROOM = 1.5;

const densities = new Map<string, number>();

/** The density last seen for a stream of a list (its cursor signature and stream index), if any. */
export function recallDensity(key: string): number | undefined {
  return densities.get(key);
}

/**
 * Remembers what a read evaluated and matched. With no match, half a match is counted, so the estimate
 * stays above zero and the next read asks for about twice as many.
 */
export function rememberDensity(key: string, matched: number, evaluated: number): void {
  if (evaluated <= 0) return;
  densities.delete(key);
  densities.set(key, Math.min(1, Math.max(matched, 0.5) / evaluated));
  if (densities.size > MAX_REMEMBERED) {
    const oldest = densities.keys().next().value;
    if (oldest !== undefined) densities.delete(oldest);
  }
}

/** Forgets every density (tests and the bench's cold reads). */
export function forgetDensities(): void {
  densities.clear();
}
