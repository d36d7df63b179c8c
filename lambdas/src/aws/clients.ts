import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import type { EnvName } from '@careshift/contract';
import { createDocumentClient } from '@careshift/db';

/**
 * The AWS SDK clients of the Lambdas, one module (the shape of Powertools' `commons` clients): each
 * made on first use and kept for the container. The region is AWS_REGION, else the product's region;
 * locally an `*_ENDPOINT` variable (@careshift/contract ENV) points a client at its twin, which takes
 * any credentials. In AWS no endpoint is set and the SDK's endpoints and the Lambda's role apply.
 * Every function is its own export, so a bundle holds only the SDK clients its area calls. The other
 * clients live in files of their own (`secret-string.ts`, `ses-on-demand.ts`, `sns-on-demand.ts`, `ssm-on-demand.ts`, and
 * `s3-client.ts`, `cognito-client.ts` imported with their stores on demand; `sns-client.ts` for the
 * sign-in code): a client this module imported would reach every bundle's start, since a module that
 * is also imported on demand lands in a chunk shared with `index.mjs`.
 */

/** The region every client uses. */
export function awsRegion(): string {
  return readOptionalEnv(ENV.region) ?? DEFAULT_REGION;
}

/** Local twins take any credentials. */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** A client's options: the region and, when the variable names a local twin, its endpoint. */
export function clientOptions(endpointVariable?: EnvName) {
  const endpoint = endpointVariable ? readOptionalEnv(endpointVariable) : undefined;
  return { region: awsRegion(), ...(endpoint ? { endpoint, credentials: LOCAL_CREDENTIALS } : {}) };
}

const made = new Map<string, unknown>();

/**
 * One client per service and options: a container's environment never changes, so this is one client
 * per container; a process whose environment does change (the local stack's tests) gets a new one.
 */
export function once<T>(service: string, options: object, make: () => T): T {
  const key = `${service}|${JSON.stringify(options)}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

/** DynamoDB (DynamoDB Local through DYNAMODB_ENDPOINT), as the document client @careshift/db uses. */
export function documentClient(): ReturnType<typeof createDocumentClient> {
  const options = clientOptions(ENV.dynamodbEndpoint);
  const tableName = readEnv(ENV.tableName);
  // The table is part of the key: a process that points TABLE_NAME elsewhere gets a client for that table.
  return once('dynamodb', { ...options, tableName }, () =>
    createDocumentClient({
      tableName,
      region: options.region,
      endpoint: options.endpoint,
    }),
  );
}
