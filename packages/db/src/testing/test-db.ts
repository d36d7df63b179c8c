import { randomUUID } from 'node:crypto';

import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';

import { createDocumentClient } from '../client';
import { createService } from '../service';
import { createTableInput } from '../table';

/**
 * A fresh table on the run's DynamoDB Local (the integration project's globalSetup starts it and
 * sets DYNAMODB_ENDPOINT), so test files run in parallel without sharing data.
 */
export async function createTestDb() {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set: run this file in the integration project');
  const tableName = `test-${randomUUID()}`;
  const raw = new DynamoDBClient({
    endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await raw.send(new CreateTableCommand(createTableInput(tableName)));
  raw.destroy();
  const client = createDocumentClient({ tableName, endpoint });
  return { tableName, endpoint, client, service: createService(client, tableName) };
}
