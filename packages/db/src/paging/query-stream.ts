import { InvalidCursorError } from './cursor';
import { DENSITY_HEADROOM } from './read-density';

/**
 * A query stream: one DynamoDB Query (a key condition on one index, maybe a filter) read page by page.
 * A list page is made of one or several streams (see merged-page.ts, concat-page.ts).
 */
export interface QueryStream<T> {
  /** The index and key values; part of the cursor signature. */
  key: string;
  /**
   * One Query request from `cursor` evaluating at most `limit` items; `evaluated` is how many it did
   * (DynamoDB's ScannedCount), when the stream knows.
   */
  run(
    cursor: string | null,
    limit: number,
  ): Promise<{ data: T[]; cursor: string | null; evaluated?: number }>;
  /** The stream's cursor right after `item` (so a page can stop in the middle of a request). */
  cursorAfter(item: T): string;
  /** True when a filter may drop items: read several times the wanted rows per request. */
  filtered: boolean;
}

export interface StreamRead<T> {
  /** At most the wanted number of matching items, in the stream's order. */
  items: T[];
  /** True when no matching item follows the last one returned. */
  exhausted: boolean;
  /** Matches the requests returned and items they evaluated (evaluated undefined: not known). */
  matched?: number;
  evaluated?: number;
}

/** Rows evaluated per filtered request, as a multiple of the rows wanted (then doubled per request). */
export const FILTERED_READ_FACTOR = 4;
/** Upper bound on one request's Limit (DynamoDB stops at 1 MB anyway). */
export const MAX_REQUEST_LIMIT = 1000;

/**
 * A cursor the caller sent may be forged (another partition's start key, garbage): DynamoDB then
 * refuses the start key (ValidationException) or ElectroDB cannot parse it. Either is the caller's
 * bad input, a 400, never a 500.
 */
async function runFromCallerCursor<T>(stream: QueryStream<T>, cursor: string | null, limit: number) {
  try {
    return await stream.run(cursor, limit);
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (cursor && (name === 'ValidationException' || name === 'ElectroError')) throw new InvalidCursorError();
    throw error;
  }
}

/** The Limit of a filtered request that should find `want` matches at `density` (with headroom). */
function limitFor(want: number, density: number): number {
  return Math.min(MAX_REQUEST_LIMIT, Math.max(want, Math.ceil((want / density) * DENSITY_HEADROOM)));
}

/** The first request's Limit: `want`, or for a filtered stream what `want` matches need at the density. */
function firstLimit(filtered: boolean, want: number, density: number | undefined): number {
  if (!filtered) return Math.min(MAX_REQUEST_LIMIT, want);
  return density ? limitFor(want, density) : Math.min(MAX_REQUEST_LIMIT, want * FILTERED_READ_FACTOR);
}

/**
 * A further request's Limit: what the `remaining` matches need at the density seen so far, never smaller
 * than the last request (a few missing rows at a rough density would take several); else twice the last.
 */
function nextLimit(
  filtered: boolean,
  last: number,
  seen: { remaining: number; matched: number; evaluated: number | undefined },
): number {
  return filtered && seen.evaluated && seen.matched > 0
    ? Math.max(last, limitFor(seen.remaining, seen.matched / seen.evaluated))
    : Math.min(MAX_REQUEST_LIMIT, last * 2);
}

/** Evaluated items so far, unknown once one page did not say. */
const addEvaluated = (total: number | undefined, page: number | undefined) =>
  total === undefined || page === undefined ? undefined : total + page;

/** Adds the page's items until `want` are held: the index of the item that made it, or -1. */
function takeUntil<T>(items: T[], page: readonly T[], want: number): number {
  for (const [index, item] of page.entries()) {
    items.push(item);
    if (items.length === want) return index;
  }
  return -1;
}

/**
 * Reads a stream until `want` matching items are found or it runs out: a filtered page is still full
 * when more matches exist. A filtered stream asks for `want` ÷ `density` evaluated items when the density
 * of its matches is known (read-density.ts), else 4 × `want`; a further request asks for what the
 * remaining matches need at the density seen so far, at least as many as the last one (doubling when
 * nothing matched yet).
 */
export async function readStream<T>(
  stream: QueryStream<T>,
  from: string | null,
  want: number,
  density?: number,
): Promise<StreamRead<T>> {
  const items: T[] = [];
  let cursor = from;
  let matched = 0;
  let evaluated: number | undefined = 0;
  let limit = firstLimit(stream.filtered, want, density);
  for (;;) {
    const page = await (cursor === from
      ? runFromCallerCursor(stream, cursor, limit)
      : stream.run(cursor, limit));
    matched += page.data.length;
    evaluated = addEvaluated(evaluated, page.evaluated);
    const full = takeUntil(items, page.data, want);
    if (full >= 0) {
      return { items, exhausted: full === page.data.length - 1 && !page.cursor, matched, evaluated };
    }
    if (!page.cursor) return { items, exhausted: true, matched, evaluated };
    cursor = page.cursor;
    limit = nextLimit(stream.filtered, limit, { remaining: want - items.length, matched, evaluated });
  }
}

/**
 * Compares key values the way the index orders them: ElectroDB lowercases key values and DynamoDB
 * compares bytes, so this compares lowercased code units (not locale collation).
 */
export function compareKeys(...pairs: [string, string][]): number {
  for (const [a, b] of pairs) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
