import { ENV, readOptionalEnv } from '@careshift/contract';
import { createService } from '@careshift/db';
import type { DbService } from '@careshift/db';
import { createClientRepository } from '@careshift/db/repositories/clients';
import { createPartnerProfileRepository } from '@careshift/db/repositories/partner-profiles';

import { documentClient } from '../aws/clients';

import type { PartnerStandings, SignInStandings } from './sign-in-gate';

let cached:
  | {
      tableName: string;
      client: unknown;
      service: DbService;
      partners: PartnerStandings;
      standings: SignInStandings;
    }
  | undefined;

/**
 * The table as the sign-in triggers read it, built once per container: its ElectroDB service and
 * the partner records. The local stack points DYNAMODB_ENDPOINT at DynamoDB Local; in AWS it is
 * unset and the SDK's own endpoint and credentials apply.
 */
export function triggerTable(tableName: string) {
  const client = documentClient();
  if (cached?.tableName !== tableName || cached.client !== client) {
    const service = createService(client, tableName);
    // Only the partner and client records (not every repository): the triggers' bundles stay small.
    const partners = createPartnerProfileRepository(service);
    const { getClient } = createClientRepository(service);
    cached = {
      tableName,
      client,
      service,
      partners,
      standings: { getPartner: partners.getPartner, getClient },
    };
  }
  return cached;
}

/**
 * The partner and organisation records for the pre-token trigger's checks, when its Lambda can read
 * the table (TABLE_NAME set: always locally; in AWS the table is bound to that trigger). Undefined otherwise.
 */
export function signInStandingsFromEnvironment(): SignInStandings | undefined {
  const tableName = readOptionalEnv(ENV.tableName);
  return tableName ? triggerTable(tableName).standings : undefined;
}
