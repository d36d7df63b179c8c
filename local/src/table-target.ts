/**
 * The table a maintenance command works on: a deployed environment's when TABLE_NAME is set (with
 * AWS_REGION, DOCUMENTS_BUCKET and your AWS credentials), else the running local stack's (found through
 * .local/stack.json).
 */
import { DEFAULT_REGION, ENV, readOptionalEnv } from '@careshift/contract';
import { createDocumentClient, createService } from '@careshift/db';

import { readStackFile } from './stack/stack-file';

export interface TableTarget {
  description: string;
  tableName: string;
  region: string;
  bucket?: string;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
}

export function tableTarget(): TableTarget {
  const tableName = readOptionalEnv(ENV.tableName);
  if (tableName) {
    return {
      description: `table ${tableName}`,
      tableName,
      region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
      bucket: readOptionalEnv(ENV.documentsBucket),
      dynamodbEndpoint: readOptionalEnv(ENV.dynamodbEndpoint),
      s3Endpoint: readOptionalEnv(ENV.s3Endpoint),
    };
  }
  const stack = readStackFile();
  if (!stack) throw new Error('No local stack is running: start it with `npm start`, or set TABLE_NAME.');
  return {
    description: `the local stack at ${stack.urls.api}`,
    tableName: stack.tableName,
    region: stack.region,
    bucket: stack.documentsBucket,
    dynamodbEndpoint: stack.urls.dynamodb,
    s3Endpoint: stack.urls.s3,
  };
}

/** The ElectroDB service over a target's table. */
export function tableService(t: TableTarget) {
  return createService(
    createDocumentClient({ tableName: t.tableName, region: t.region, endpoint: t.dynamodbEndpoint }),
    t.tableName,
  );
}
