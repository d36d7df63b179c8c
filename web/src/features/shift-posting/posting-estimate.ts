/** Roughly how long the API takes per shift, and its fixed cost (the bench's goal: 500 in under 3 s). */
const MS_PER_SHIFT = 5;
const BASE_MS = 400;
/** The bar never claims to be done before the reply arrives. */
const MAX_BEFORE_REPLY = 95;

/**
 * The progress shown while one request-create posts many shifts: the browser cannot see the server's
 * batches, so it follows the expected time and stops short of 100 %.
 */
export function estimatedProgress(elapsedMs: number, count: number): number {
  const expected = BASE_MS + Math.max(0, count) * MS_PER_SHIFT;
  return Math.max(0, Math.min(MAX_BEFORE_REPLY, Math.round((elapsedMs / expected) * 100)));
}
