/**
 * `npm run check-data`: the data integrity check (issue 15, item 5) over the running local stack's table
 * and documents bucket (found through .local/stack.json), or over a deployed environment when
 * TABLE_NAME is set (with DOCUMENTS_BUCKET to check documents, AWS_REGION, and your AWS credentials).
 * Prints what it read and every problem; exits 1 when it found any.
 */
import { HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';

import { checkDataIntegrity } from '@careshift/db';

import { tableService, tableTarget } from './table-target';
import type { TableTarget } from './table-target';

function documentCheck(t: TableTarget): ((key: string) => Promise<boolean>) | undefined {
  if (!t.bucket) return undefined;
  const s3 = new S3Client({
    region: t.region,
    ...(t.s3Endpoint
      ? {
          endpoint: t.s3Endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  return async (key) => {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: t.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  };
}

async function main(): Promise<void> {
  const t = tableTarget();
  const db = tableService(t);
  const started = Date.now();
  const report = await checkDataIntegrity(db, { documentExists: documentCheck(t) });
  const { shifts, invoices, partners, clients, documents } = report.read;
  console.log(
    `Checked ${t.description} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${shifts} shifts, ${invoices} invoices, ${partners} partners, ${clients} clients, ${documents} documents.`,
  );
  if (report.problems.length === 0) {
    console.log('No problems found: counters equal a recount, links hold, no fatigue rule is broken.');
    return;
  }
  console.log(`${report.problems.length} problem(s):`);
  for (const problem of report.problems) console.log(`  - ${problem}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
