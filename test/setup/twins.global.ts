import { createTable, startDynamoDbLocal } from '@careshift/local/twins/dynamodb-local';
import { freePort } from '@careshift/local/twins/free-port';

/**
 * Integration tests run against DynamoDB Local started here once per run. Each test file creates
 * its own table (see test/setup/test-db.ts) so files can run in parallel without sharing data.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dynamo = await startDynamoDbLocal(await freePort());
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.AWS_REGION = 'eu-central-1';
  await createTable(dynamo.endpoint, 'careshift-smoke');
  return () => dynamo.stop();
}
