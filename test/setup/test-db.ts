import { randomUUID } from 'node:crypto';

import { createDocumentClient, createService } from '@careshift/db';
import { createTable } from '@careshift/local/twins/dynamodb-local';

/** A fresh table on the run's DynamoDB Local, for one test file. */
export async function createTestDb() {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set: run this file in the integration project');
  const tableName = `test-${randomUUID()}`;
  await createTable(endpoint, tableName);
  const client = createDocumentClient({ tableName, endpoint });
  return { tableName, endpoint, client, service: createService(client, tableName) };
}
