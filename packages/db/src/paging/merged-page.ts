import { decodeCursor, DONE, encodeCursor, querySignature } from './cursor';
import type { StreamPosition } from './cursor';
import type { Page } from './page';
import { readStream } from './query-stream';
import type { QueryStream, StreamRead } from './query-stream';
import { recallDensity, rememberDensity } from './read-density';

export interface StreamsPageQuery<T> {
  /** What the list is (index family, filters, order); with the stream keys it signs the cursor. */
  name: string;
  streams: QueryStream<T>[];
  limit: number;
  cursor?: string | null;
}

export interface MergedPageQuery<T> extends StreamsPageQuery<T> {
  /** The order shared by every stream (their sort keys), applied across them. */
  compare(a: T, b: T): number;
}

/** The signature of a list's cursor: its name and its streams' keys. */
export function listSignature(name: string, streamKeys: readonly string[]): string {
  return querySignature([name, ...streamKeys]);
}

function signatureOf<T>(query: StreamsPageQuery<T>): string {
  return listSignature(
    query.name,
    query.streams.map((stream) => stream.key),
  );
}

/** The lowest density remembered for the streams of a list, if every one of them was read before. */
export function recallListDensity(name: string, streamKeys: readonly string[]): number | undefined {
  const signature = listSignature(name, streamKeys);
  const known = streamKeys.map((_, i) => recallDensity(densityKey(signature, i)));
  return known.every((density) => density !== undefined) ? Math.min(...known) : undefined;
}

/** The density memory's key of a stream of a list (its signature covers the filters and keys). */
export function densityKey(signature: string, stream: number): string {
  return `${signature}:${stream}`;
}

/** Reads a stream sized by, and then teaching, what its last read's matches were (read-density.ts). */
async function readLearning<T>(stream: QueryStream<T>, from: string | null, want: number, key: string) {
  const read = await readStream(stream, from, want, stream.filtered ? recallDensity(key) : undefined);
  if (stream.filtered && read.evaluated !== undefined)
    rememberDensity(key, read.matched ?? 0, read.evaluated);
  return read;
}

/** Where a stream stands after the page took its first `consumed` items. */
function positionAfter<T>(
  stream: QueryStream<T>,
  read: StreamRead<T>,
  consumed: number,
  before: StreamPosition,
) {
  if (consumed === read.items.length && read.exhausted) return DONE;
  if (consumed === 0) return before;
  return stream.cursorAfter(read.items[consumed - 1] as T);
}

/**
 * One page of several sorted streams merged into one order (e.g. a client's shifts in two statuses, or
 * open shifts of three positions). Each stream is read for limit + 1 matches in parallel, so the page
 * knows whether more rows exist; the cursor keeps every stream's own position.
 */
export async function readMergedPage<T>(query: MergedPageQuery<T>): Promise<Page<T>> {
  const signature = signatureOf(query);
  const positions = decodeCursor(query.cursor, signature, query.streams.length);
  const reads = await Promise.all(
    query.streams.map((stream, i) =>
      positions[i] === DONE
        ? Promise.resolve<StreamRead<T>>({ items: [], exhausted: true })
        : readLearning(stream, positions[i] as string | null, query.limit + 1, densityKey(signature, i)),
    ),
  );
  const tagged = reads.flatMap((read, stream) => read.items.map((item) => ({ item, stream })));
  tagged.sort((a, b) => query.compare(a.item, b.item) || a.stream - b.stream);
  const taken = tagged.slice(0, query.limit);
  const consumed = query.streams.map((_, i) => taken.filter((entry) => entry.stream === i).length);
  const next = query.streams.map((stream, i) =>
    positions[i] === DONE
      ? DONE
      : positionAfter(stream, reads[i] as StreamRead<T>, consumed[i] ?? 0, positions[i] ?? null),
  );
  return { items: taken.map((entry) => entry.item), cursor: encodeCursor(signature, next) };
}

/**
 * One page of streams read one after the other (e.g. first-name matches, then last-name matches):
 * a later stream is read only once the earlier ones are exhausted.
 */
export async function readConcatPage<T>(query: StreamsPageQuery<T>): Promise<Page<T>> {
  const signature = signatureOf(query);
  const positions = decodeCursor(query.cursor, signature, query.streams.length);
  const items: T[] = [];
  for (const [i, stream] of query.streams.entries()) {
    if (positions[i] === DONE) continue;
    const room = query.limit - items.length;
    const read = await readLearning(stream, positions[i] ?? null, room + 1, densityKey(signature, i));
    const take = Math.min(room, read.items.length);
    items.push(...read.items.slice(0, take));
    positions[i] = positionAfter(stream, read, take, positions[i] ?? null);
    if (read.items.length > take) break;
  }
  return { items, cursor: encodeCursor(signature, positions) };
}

/** One page of a single stream. */
export function readStreamPage<T>(query: Omit<StreamsPageQuery<T>, 'streams'> & { stream: QueryStream<T> }) {
  return readMergedPage({ ...query, streams: [query.stream], compare: () => 0 });
}
