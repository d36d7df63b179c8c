import { ValidationError } from '@careshift/domain';

/**
 * The opaque page cursor handed to callers. It carries, per query stream of a page, where that stream
 * stopped: `null` not started, `DONE` exhausted, otherwise the stream's own (ElectroDB) cursor. The
 * signature ties a cursor to the query that made it, so a cursor replayed with other filters is refused.
 */
export const DONE = 0;
export type StreamPosition = string | null | typeof DONE;

interface CursorBody {
  v: 1;
  s: string;
  p: StreamPosition[];
}

export class InvalidCursorError extends ValidationError {
  constructor() {
    super('The page cursor is not valid for this list.', { cursor: 'Invalid cursor.' }, 'INVALID_CURSOR');
  }
}

/** A short stable hash of the query (FNV-1a), enough to tell one list's cursor from another's. */
export function querySignature(parts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function encodeCursor(signature: string, positions: StreamPosition[]): string | null {
  if (positions.every((position) => position === DONE)) return null;
  const body: CursorBody = { v: 1, s: signature, p: positions };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The signature a cursor claims (unchecked; undefined when it is not a cursor): which plan made it. */
export function signatureOfCursor(cursor: string): string | undefined {
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody> | null;
    return typeof body?.s === 'string' ? body.s : undefined;
  } catch {
    return undefined;
  }
}

/** The stream positions of a cursor; every stream starts fresh without one. */
export function decodeCursor(
  cursor: string | null | undefined,
  signature: string,
  streams: number,
): StreamPosition[] {
  if (!cursor) return Array.from({ length: streams }, () => null);
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorBody;
  } catch {
    throw new InvalidCursorError();
  }
  const valid =
    body?.v === 1 &&
    body.s === signature &&
    Array.isArray(body.p) &&
    body.p.length === streams &&
    body.p.every((position) => position === null || position === DONE || typeof position === 'string');
  if (!valid) throw new InvalidCursorError();
  return body.p;
}
