import { randomInt } from 'node:crypto';

import { SNSClient } from '@aws-sdk/client-sns';

import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import { createOtpSendRepository } from '@careshift/db';

import type { SignInCodeDeps } from './request-code';
import { createSnsSmsSender } from './sns-sms-sender';
import { triggerTable } from './trigger-table';

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
  const snsEndpoint = readOptionalEnv(ENV.snsEndpoint);
  const key = [tableName, region, readOptionalEnv(ENV.dynamodbEndpoint), snsEndpoint].join('|');
  if (cached?.key === key) return cached.deps;
  const { service, partners } = triggerTable(tableName);
  const sns = new SNSClient({
    region,
    ...(snsEndpoint ? { endpoint: snsEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  const deps: SignInCodeDeps = {
    clock: () => new Date(),
    randomInt,
    counter: createOtpSendRepository(service),
    sms: createSnsSmsSender(sns),
    partners,
  };
  cached = { key, deps };
  return deps;
}
