import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createConversions } from 'electrodb';

import type { PartnerStatus } from '@careshift/domain/partners/status';

import { rawQueryStream } from '../paging/raw-query';
import type { StoredItem } from '../paging/raw-query';
import { documentClientOf } from '../service';
import type { DbService } from '../service';

/** What `reindexPartners` read and wrote. */
export interface PartnerReindexReport {
  partners: number;
  reindexed: number;
  /** Partners that changed while the walk ran (they were written whole, with every key, by that change). */
  changedMeanwhile: number;
}

const PAGE = 500;

/**
 * Gives every stored partner the keys of the newest-first indexes (gsi12 byCreated, gsi11 byStatusCreated;
 * issue 32). DynamoDB fills a new global index only from items that carry its keys, so after deploying
 * over a stage with partners, run this once (`npm run reindex-partners`); without it older partners are
 * missing from /employees. Each partner is updated only if its version is still the one read.
 * Idempotent: partners that have the keys are skipped.
 */
export async function reindexPartners(db: DbService): Promise<PartnerReindexReport> {
  const { partner } = db.entities;
  const { client, table } = documentClientOf(db);
  const conversions = createConversions(partner).byAccessPattern;
  const stream = rawQueryStream(client, {
    key: 'reindex-partners',
    filtered: false,
    params: () => partner.query.byLastName({}).params(),
  });
  const report: PartnerReindexReport = { partners: 0, reindexed: 0, changedMeanwhile: 0 };
  let cursor: string | null = null;
  do {
    const page: { data: StoredItem[]; cursor: string | null } = await stream.run(cursor, PAGE);
    for (const item of page.data) {
      report.partners += 1;
      if (item.gsi12sk !== undefined && item.gsi11sk !== undefined) continue;
      const composite = {
        createdAt: String(item.createdAt),
        partnerId: String(item.partnerId),
        status: String(item.status) as PartnerStatus,
      };
      const created = conversions.byCreated.fromComposite.toKeys(composite) as Record<string, string>;
      const byStatus = conversions.byStatusCreated.fromComposite.toKeys(composite) as Record<string, string>;
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi12pk = :p12, gsi12sk = :s12, gsi11pk = :p11, gsi11sk = :s11',
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: {
              ':p12': created.gsi12pk,
              ':s12': created.gsi12sk,
              ':p11': byStatus.gsi11pk,
              ':s11': byStatus.gsi11sk,
              ':version': item.version,
            },
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
