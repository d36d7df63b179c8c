import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DbConfig {
  tableName: string;
  region?: string;
  /** Set only for DynamoDB Local. */
  endpoint?: string;
}

/** A document client for the table; created once per Lambda container by the caller. */
export function createDocumentClient(config: DbConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.region ?? 'eu-central-1',
    ...(config.endpoint
      ? { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
