import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { SSMClient } from '@aws-sdk/client-ssm';

import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import type { EnvName } from '@careshift/contract';
import { createDocumentClient } from '@careshift/db';

/**
 * The AWS SDK clients of the Lambdas, one module (the shape of Powertools' `commons` clients): each
 * made on first use and kept for the container. The region is AWS_REGION, else the product's region;
 * locally an `*_ENDPOINT` variable (@careshift/contract ENV) points a client at its twin, which takes
 * any credentials. In AWS no endpoint is set and the SDK's endpoints and the Lambda's role apply.
 * Every function is its own export, so a bundle holds only the SDK clients its area calls.
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
function once<T>(service: string, options: object, make: () => T): T {
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

/** S3 (the S3 twin through S3_ENDPOINT, addressed by path). */
export function s3Client(): S3Client {
  const options = clientOptions(ENV.s3Endpoint);
  const local = 'endpoint' in options ? { forcePathStyle: true } : {};
  return once('s3', options, () => new S3Client({ ...options, ...local }));
}

/** Cognito (the auth twin through COGNITO_ENDPOINT). */
export function cognitoClient(): CognitoIdentityProviderClient {
  const options = clientOptions(ENV.cognitoEndpoint);
  return once('cognito', options, () => new CognitoIdentityProviderClient(options));
}

/** SNS, for SMS (the outbox through SNS_ENDPOINT). */
export function snsClient(): SNSClient {
  const options = clientOptions(ENV.snsEndpoint);
  return once('sns', options, () => new SNSClient(options));
}

/** SESv2, for e-mail (the outbox through SES_ENDPOINT). */
export function sesClient(): SESv2Client {
  const options = clientOptions(ENV.sesEndpoint);
  return once('ses', options, () => new SESv2Client(options));
}

/** Secrets Manager (AWS only: locally the secrets are environment variables). */
export function secretsManagerClient(): SecretsManagerClient {
  const options = clientOptions();
  return once('secrets-manager', options, () => new SecretsManagerClient(options));
}

/** SSM Parameter Store (AWS only: locally APP_URL is set). */
export function ssmClient(): SSMClient {
  const options = clientOptions();
  return once('ssm', options, () => new SSMClient(options));
}
