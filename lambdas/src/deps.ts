import { DEFAULT_REGION, ENV, readEnv, readOptionalEnv } from '@careshift/contract';
import { createDocumentClient, createPositionRepository, createService } from '@careshift/db';
import type { DbService } from '@careshift/db';

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
