import { afterAll, beforeAll } from 'vitest';

import { ENV } from '@careshift/contract';
import { createJobLeaseRepository } from '@careshift/db';
import type { JobLeaseRepository } from '@careshift/db';
import { createTestDb } from '@careshift/db/testing/test-db';

/**
 * A describe block's job leases on a fresh table that is also the handlers' table (the Lambdas read
 * it from the environment on first use, as in AWS); the integration project's setup points
 * DYNAMODB_ENDPOINT at DynamoDB Local. Returns a getter, valid from the block's first test.
 */
export function jobLeasesOnHandlersTable(): () => JobLeaseRepository {
  let leases: JobLeaseRepository | undefined;
  beforeAll(async () => {
    const db = await createTestDb();
    process.env[ENV.tableName] = db.tableName;
    leases = createJobLeaseRepository(db.service);
  });
  afterAll(() => {
    delete process.env[ENV.tableName];
  });
  return () => {
    if (!leases) throw new Error('The job leases are ready from the first test on');
    return leases;
  };
}
