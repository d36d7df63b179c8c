/**
 * `npm run reindex-shifts`: gives every stored shift the keys of the shift indexes added after it was
 * written (issue 16's client-and-position index, gsi14), so that DynamoDB lists it there too. Run it once
 * after deploying a version that adds a shift index over a stage that already has shifts; it is safe to
 * run again (shifts that have the keys are skipped). Works on the running local stack's table, or on a
 * deployed one when TABLE_NAME is set (with AWS_REGION and your AWS credentials).
 */
import { reindexShifts } from '@careshift/db';

import { tableService, tableTarget } from './table-target';

async function main(): Promise<void> {
  const t = tableTarget();
  const db = tableService(t);
  const started = Date.now();
  const report = await reindexShifts(db);
  console.log(
    `Read ${report.shifts} shifts of ${t.description} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${report.reindexed} given their new index keys, ${report.changedMeanwhile} changed meanwhile ` +
      '(written whole by that change), the rest already had them.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
