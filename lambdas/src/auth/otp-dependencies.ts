import { randomInt } from 'node:crypto';

import { ENV, readEnv } from '@careshift/contract';
import { createOtpSendRepository } from '@careshift/db';

import { snsClient } from '../aws/sns-client';

import type { SignInCodeDeps } from './request-code';
import { createSnsSmsSender } from './sns-sms-sender';
import { triggerTable } from './trigger-table';

let cached: { service: unknown; sns: unknown; deps: SignInCodeDeps } | undefined;

/**
 * The Create trigger's dependencies, built once per container from the environment. The local
 * stack points SNS_ENDPOINT at its outbox and DYNAMODB_ENDPOINT at DynamoDB Local; in AWS both
 * are unset and the SDK's own endpoints and credentials apply (aws/clients.ts).
 */
export function signInCodeDependencies(): SignInCodeDeps {
  const { service, partners } = triggerTable(readEnv(ENV.tableName));
  const sns = snsClient();
  if (cached?.service === service && cached.sns === sns) return cached.deps;
  const deps: SignInCodeDeps = {
    clock: () => new Date(),
    randomInt,
    counter: createOtpSendRepository(service),
    sms: createSnsSmsSender(sns),
    partners,
  };
  cached = { service, sns, deps };
  return deps;
}
