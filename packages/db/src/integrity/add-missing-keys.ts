import { UpdateCommand } from '#document-lib';

import { rawQueryStream } from '../paging/raw-query';
import type { StoredItem } from '../paging/raw-query';
import { documentClientOf } from '../service';
import type { DbService } from '../service';

const PAGE = 500;

/** What a walk read and wrote. */
export interface MissingKeysReport {
  read: number;
  written: number;
  /** Items that changed while the walk ran (they were written whole, with every key, by that change). */
  changedMeanwhile: number;
}

/**
 * Walks the items a query lists and writes the index keys `keysOf` gives for each item that lacks them
 * (undefined: it has them already), only if its version is still the one read. DynamoDB fills a new
 * global index only from items that carry its keys, so this runs once after a deploy that gives an
 * entity a new index; running it again writes nothing.
 */
export async function addMissingKeys(
  db: DbService,
  walk: {
    key: string;
    params: () => object;
    keysOf: (item: StoredItem) => Record<string, string> | undefined;
  },
): Promise<MissingKeysReport> {
  const { client, table } = documentClientOf(db);
  const stream = rawQueryStream(client, { key: walk.key, filtered: false, params: walk.params });
  const report: MissingKeysReport = { read: 0, written: 0, changedMeanwhile: 0 };
  let cursor: string | null = null;
  do {
    const page: { data: StoredItem[]; cursor: string | null } = await stream.run(cursor, PAGE);
    for (const item of page.data) {
      report.read += 1;
      const keys = indexKeysOnly(walk.keysOf(item));
      if (!keys) continue;
      if (await writeKeys(client, table, item, keys)) report.written += 1;
      else report.changedMeanwhile += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return report;
}

/** The global index keys (gsi…) of what `keysOf` gave: the table's own keys are never rewritten. */
function indexKeysOnly(keys: Record<string, string> | undefined): Record<string, string> | undefined {
  return keys && Object.fromEntries(Object.entries(keys).filter(([field]) => field.startsWith('gsi')));
}

/** Sets `keys` on the item if its version is still the one read; false when it changed meanwhile. */
async function writeKeys(
  client: ReturnType<typeof documentClientOf>['client'],
  table: string,
  item: StoredItem,
  keys: Record<string, string>,
): Promise<boolean> {
  const fields = Object.keys(keys);
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `SET ${fields.map((_, i) => `#k${i} = :k${i}`).join(', ')}`,
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: {
          '#version': 'version',
          ...Object.fromEntries(fields.map((field, i) => [`#k${i}`, field])),
        },
        ExpressionAttributeValues: {
          ':version': item.version,
          ...Object.fromEntries(fields.map((field, i) => [`:k${i}`, keys[field]])),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    return false;
  }
}
