import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

import { ENV, operationList } from '@careshift/contract';
import { createSignInRevocationRepository } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

import { httpEvent, lambdaContext, TEST_ORIGIN_SECRET } from '../testing/http-event';

import { LAMBDA_ESBUILD, LAMBDA_SPLITTING } from './lambda-esbuild';

/**
 * The partner path bundled as AppFunction ships it (the aliases included: ElectroDB's document library is
 * the stand-in of electrodb-document-lib.cjs, its model check that of electrodb-model-validator.cjs)
 * answers from DynamoDB Local in a fresh Node process: what it read decides the answer, so ElectroDB's
 * commands went through the stand-in to the real library, and its Service took the sign-in revocation
 * entity for an entity (a model check that passed everything made both answers 500).
 */
describe('a bundled Lambda reading the table through ElectroDB', async () => {
  const { service, tableName, endpoint } = await createTestDb();
  const outdir = mkdtempSync(join(tmpdir(), 'careshift-bundle-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('should refuse a revoked sign-in and pass a current one on to the role check', async () => {
    await build({
      entryPoints: [join(import.meta.dirname, '../partner-path/handler.ts')],
      outdir,
      ...LAMBDA_ESBUILD,
      ...LAMBDA_SPLITTING,
      mainFields: [...LAMBDA_ESBUILD.mainFields],
      logLevel: 'silent',
    });
    const issuedAt = Math.floor(Date.now() / 1000) - 60;
    await createSignInRevocationRepository(service).revoke('revoked-subject', new Date(), 'test');
    const operation = operationList.find((candidate) => candidate.id === 'requests-findAShift')!;
    // Neither caller has a role: one whose sign-in stands is refused by the role check (403).
    const events = ['revoked-subject', 'current-subject'].map((sub) =>
      httpEvent(operation, { claims: { sub, iat: String(issuedAt) } }),
    );
    const script = `
const { handler } = await import(${JSON.stringify(join(outdir, 'index.mjs'))});
const statuses = [];
for (const event of ${JSON.stringify(events)}) statuses.push((await handler(event, ${JSON.stringify(lambdaContext)})).statusCode);
console.log(JSON.stringify(statuses));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        ...process.env,
        [ENV.tableName]: tableName,
        [ENV.dynamodbEndpoint]: endpoint,
        [ENV.region]: 'eu-central-1',
        [ENV.originSecret]: TEST_ORIGIN_SECRET,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    }).toString();
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual([401, 403]);
  }, 60_000);
});
