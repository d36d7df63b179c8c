// `@aws-sdk/lib-dynamodb` by another name (package.json "imports"): in a Lambda bundle that name is
// ElectroDB's alone, aliased to lambdas/src/bundling/electrodb-document-lib.cjs.
import * as documentLib from '#document-lib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

export interface DbConfig {
  tableName: string;
  region?: string;
  /** Set only for DynamoDB Local. */
  endpoint?: string;
}

/** Where ElectroDB finds the document library in a Lambda bundle (electrodb-document-lib.cjs reads it). */
export const DOCUMENT_LIB_KEY = Symbol.for('careshift.db.document-lib');

/**
 * Hands ElectroDB the DynamoDB document library this package imported as an ES module. In a Lambda
 * bundle ElectroDB's own `require("@aws-sdk/lib-dynamodb")` gets a stand-in that reads this at each use
 * (docs/decisions/performance/partner-path-and-outbox-sender.md); elsewhere it is unused.
 */
function registerDocumentLib(): void {
  (globalThis as Record<symbol, unknown>)[DOCUMENT_LIB_KEY] = documentLib;
}

/** A document client for the table; created once per Lambda container by the caller. */
export function createDocumentClient(config: DbConfig): documentLib.DynamoDBDocumentClient {
  registerDocumentLib();
  const client = new DynamoDBClient({
    region: config.region ?? 'eu-central-1',
    ...(config.endpoint
      ? { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return documentLib.DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
}
