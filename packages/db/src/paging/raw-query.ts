import { QueryCommand } from '#document-lib';
import type { QueryCommandInput } from '#document-lib';

import { GLOBAL_INDEXES, TABLE_KEYS } from '../table';

import { InvalidCursorError } from './cursor';
import type { QueryStream } from './query-stream';

/** An item as stored: the entity's attributes plus its key and ElectroDB bookkeeping attributes. */
export type StoredItem = Record<string, unknown>;

const KEY_FIELDS = new Set<string>([
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...GLOBAL_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  '__edb_e__',
  '__edb_v__',
]);

function keyFieldsOf(indexName: string | undefined): string[] {
  const index = GLOBAL_INDEXES.find((candidate) => candidate.indexName === indexName);
  return [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...(index ? [index.partitionKey, index.sortKey] : [])];
}

function encodeKey(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeKey(cursor: string): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && !Array.isArray(key)) return key as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new InvalidCursorError();
}

/** An entity's attributes of a stored item: keys, ElectroDB bookkeeping and the `hidden` ones removed. */
export function attributesOf<T>(item: StoredItem, hidden: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (!KEY_FIELDS.has(name) && !hidden.includes(name)) out[name] = value;
  }
  return out as T;
}

/**
 * A query stream that sends the Query ElectroDB built (`params`: its key condition, filter and order)
 * straight to DynamoDB and keeps the stored items, keys included, so that the cursor after any item is
 * its own key (the same base64url JSON as ElectroDB's cursors). Used by the hottest lists (shift pages),
 * where ElectroDB's response formatting cost a measurable part of a page; the keys stay ElectroDB's.
 */
export function rawQueryStream(
  client: {
    send(
      command: QueryCommand,
    ): Promise<{ Items?: StoredItem[]; LastEvaluatedKey?: Record<string, unknown>; ScannedCount?: number }>;
  },
  stream: { key: string; filtered: boolean; params: () => object },
): QueryStream<StoredItem> {
  let keyFields: string[] | undefined;
  return {
    key: stream.key,
    filtered: stream.filtered,
    async run(cursor, limit) {
      const params = stream.params() as QueryCommandInput;
      keyFields ??= keyFieldsOf(params.IndexName);
      const input: QueryCommandInput = {
        ...params,
        Limit: limit,
        ...(cursor ? { ExclusiveStartKey: decodeKey(cursor) } : {}),
      };
      const response = await client.send(new QueryCommand(input));
      return {
        data: response.Items ?? [],
        cursor: response.LastEvaluatedKey ? encodeKey(response.LastEvaluatedKey) : null,
        ...(response.ScannedCount === undefined ? {} : { evaluated: response.ScannedCount }),
      };
    },
    cursorAfter(item) {
      return encodeKey(Object.fromEntries((keyFields ?? []).map((field) => [field, item[field]])));
    },
  };
}
