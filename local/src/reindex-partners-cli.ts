/**
 * `npm run reindex-partners`: gives every stored partner the keys of the newest-first partner indexes
 * (issue 32: /employees lists by creation date), so that DynamoDB lists it there. Run it once after
 * deploying that version over a stage that already has partners; it is safe to run again. Works on the
 * running local stack's table, or on a deployed one when TABLE_NAME is set (with AWS_REGION and your
 * AWS credentials).
 */
import { reindexPartners } from '@careshift/db';

import { tableService, tableTarget } from './table-target';

async function main(): Promise<void> {
  const t = tableTarget();
  const report = await reindexPartners(tableService(t));
  console.log(
    `Read ${report.partners} partners of ${t.description}: ${report.reindexed} given their new index keys, ` +
      `${report.changedMeanwhile} changed meanwhile (written whole by that change), the rest already had them.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
