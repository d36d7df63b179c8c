import { randomInt } from 'node:crypto';

import { SNSClient } from '@aws-sdk/client-sns';

import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import {
  createDocumentClient,
  createOtpSendRepository,
  createRepositories,
  createService,
} from '@careshift/db';
import type { DbService } from '@careshift/db';

import type { SignInCodeDeps } from './request-code';
import type { PartnerStandings } from './sign-in-gate';
import { createSnsSmsSender } from './sns-sms-sender';

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

let cached: { key: string; deps: SignInCodeDeps } | undefined;
let cachedTable: { key: string; service: DbService; partners: PartnerStandings } | undefined;

function tableService(tableName: string, region: string) {
  const endpoint = readOptionalEnv(ENV.dynamodbEndpoint);
  const key = [tableName, region, endpoint].join('|');
  if (cachedTable?.key !== key) {
    const client = createDocumentClient({ tableName, region, endpoint });
    const service = createService(client, tableName);
    cachedTable = { key, service, partners: createRepositories(service).partners };
  }
  return cachedTable;
}

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
  const { service, partners } = tableService(tableName, region);
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

/**
 * The partner records for the pre-token trigger's second check, when its Lambda can read the table
 * (TABLE_NAME set: always locally; in AWS once the table is bound to that trigger). Undefined otherwise.
 */
export function partnerStandingsFromEnvironment(): PartnerStandings | undefined {
  const tableName = readOptionalEnv(ENV.tableName);
  if (!tableName) return undefined;
  return tableService(tableName, readOptionalEnv(ENV.region) ?? DEFAULT_REGION).partners;
}
