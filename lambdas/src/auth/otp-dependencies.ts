import { randomInt } from 'node:crypto';

import { SNSClient } from '@aws-sdk/client-sns';

import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import { createDocumentClient, createOtpSendRepository, createService } from '@careshift/db';

import type { SignInCodeDeps } from './request-code';
import { createSnsSmsSender } from './sns-sms-sender';

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

let cached: { key: string; deps: SignInCodeDeps } | undefined;

/**
 * The Create trigger's dependencies, built once per container from the environment. The local
 * stack points SNS_ENDPOINT at its outbox and DYNAMODB_ENDPOINT at DynamoDB Local; in AWS both
 * are unset and the SDK's own endpoints and credentials apply.
 */
export function signInCodeDependencies(): SignInCodeDeps {
  const tableName = readEnv(ENV.tableName);
  const region = readOptionalEnv(ENV.region) ?? DEFAULT_REGION;
  const dynamodbEndpoint = readOptionalEnv(ENV.dynamodbEndpoint);
  const snsEndpoint = readOptionalEnv(ENV.snsEndpoint);
  const key = [tableName, region, dynamodbEndpoint, snsEndpoint].join('|');
  if (cached?.key === key) return cached.deps;
  const client = createDocumentClient({ tableName, region, endpoint: dynamodbEndpoint });
  const sns = new SNSClient({
    region,
    ...(snsEndpoint ? { endpoint: snsEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  const deps: SignInCodeDeps = {
    clock: () => new Date(),
    randomInt,
    counter: createOtpSendRepository(createService(client, tableName)),
    sms: createSnsSmsSender(sns),
  };
  cached = { key, deps };
  return deps;
}
