import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createConversions } from 'electrodb';

import { rawQueryStream } from '../paging/raw-query';
import type { StoredItem } from '../paging/raw-query';
import { documentClientOf } from '../service';
import type { DbService } from '../service';

/** What `reindexShifts` read and wrote. */
export interface ReindexReport {
  shifts: number;
  reindexed: number;
  /** Shifts that changed while the walk ran (they were written whole, with every key, by that change). */
  changedMeanwhile: number;
}

const PAGE = 500;

/**
 * Gives every stored shift the keys of the indexes added after it was written (gsi14,
 * clientPositionByCreated, issue 16). DynamoDB fills a new global index only from items that already
 * carry its key attributes, so after deploying an index over a table with shifts, run this once
 * (`npm run reindex-shifts`). Each shift is updated only if its version is still the one read: a shift
 * changed meanwhile was put whole with all its keys. Idempotent: shifts that have the keys are skipped.
 */
export async function reindexShifts(db: DbService): Promise<ReindexReport> {
  const { shift } = db.entities;
  const { client, table } = documentClientOf(db);
  const keysOf = createConversions(shift).byAccessPattern.clientPositionByCreated.fromComposite.toKeys;
  const stream = rawQueryStream(client, {
    key: 'reindex',
    filtered: false,
    params: () => shift.query.allByCreated({}).params(),
  });
  const report: ReindexReport = { shifts: 0, reindexed: 0, changedMeanwhile: 0 };
  let cursor: string | null = null;
  do {
    const page: { data: StoredItem[]; cursor: string | null } = await stream.run(cursor, PAGE);
    for (const item of page.data) {
      report.shifts += 1;
      if (item.gsi14pk !== undefined && item.gsi14sk !== undefined) continue;
      const keys = keysOf({
        clientId: String(item.clientId),
        positionId: String(item.positionId),
        createdAt: String(item.createdAt),
        shiftId: String(item.shiftId),
      }) as { gsi14pk: string; gsi14sk: string };
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi14pk = :pk, gsi14sk = :sk',
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':pk': keys.gsi14pk, ':sk': keys.gsi14sk, ':version': item.version },
          }),
        );
        report.reindexed += 1;
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        report.changedMeanwhile += 1;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return report;
}
