import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import { createDocumentClient, createPositionRepository, createService } from '@careshift/db';
import type { DbService } from '@careshift/db';

import { createCognitoAccounts } from './accounts/cognito-accounts';
import type { CognitoAccounts } from './accounts/cognito-accounts';
import { systemClock } from './clock';

let service: DbService | undefined;

/** The table's ElectroDB service, created once per container from the environment. */
export function database(): DbService {
  if (!service) {
    const tableName = readEnv(ENV.tableName);
    const client = createDocumentClient({
      tableName,
      region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
      endpoint: readOptionalEnv(ENV.dynamodbEndpoint),
    });
    service = createService(client, tableName);
  }
  return service;
}

export const clock = systemClock;

export function positionDeps() {
  return { positions: createPositionRepository(database()), clock };
}

/** Local twins take any credentials; in AWS the SDK's default chain applies. */
function endpointOptions(endpoint: string | undefined) {
  return endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
}

let accounts: CognitoAccounts | undefined;

/** The user pool, created once per container (Cognito in AWS, the auth twin locally). */
export function accountDeps() {
  if (!accounts) {
    const client = new CognitoIdentityProviderClient({
      region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
      ...endpointOptions(readOptionalEnv(ENV.cognitoEndpoint)),
    });
    accounts = createCognitoAccounts(client, readEnv(ENV.userPoolId));
  }
  return { accounts };
}
