import { ENV, readOptionalEnv } from '@careshift/contract';
import { createService } from '@careshift/db';
import type { DbService } from '@careshift/db';
import { createPartnerProfileRepository } from '@careshift/db/repositories/partner-profiles';

import { documentClient } from '../aws/clients';

import type { PartnerStandings } from './sign-in-gate';

let cached:
  { tableName: string; client: unknown; service: DbService; partners: PartnerStandings } | undefined;

/**
 * The table as the sign-in triggers read it, built once per container: its ElectroDB service and
 * the partner records. The local stack points DYNAMODB_ENDPOINT at DynamoDB Local; in AWS it is
 * unset and the SDK's own endpoint and credentials apply.
 */
export function triggerTable(tableName: string) {
  const client = documentClient();
  if (cached?.tableName !== tableName || cached.client !== client) {
    const service = createService(client, tableName);
    // Only the partner records (not every repository): the triggers' bundles stay small.
    cached = { tableName, client, service, partners: createPartnerProfileRepository(service) };
  }
  return cached;
}

/**
 * The partner records for the pre-token trigger's second check, when its Lambda can read the table
 * (TABLE_NAME set: always locally; in AWS once the table is bound to that trigger). Undefined otherwise.
 */
export function partnerStandingsFromEnvironment(): PartnerStandings | undefined {
  const tableName = readOptionalEnv(ENV.tableName);
  return tableName ? triggerTable(tableName).partners : undefined;
}
