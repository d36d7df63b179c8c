import { ENV, readEnv } from '@careshift/contract';
import { createService } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';

import { documentClient } from './aws/clients';

let current: { client: ReturnType<typeof documentClient>; service: DbService } | undefined;

/**
 * The table's ElectroDB service, created once per container from the environment. It follows the
 * document client (one per endpoint and table): a process whose environment changes — the local stack's
 * tests start one stack after another, each with its own DynamoDB Local — gets a service for the new one.
 */
export function database(): DbService {
  const client = documentClient();
  if (current?.client !== client)
    current = { client, service: createService(client, readEnv(ENV.tableName)) };
  return current.service;
}

/** A repository's name (a field of `Repositories`, as `createRepositories` makes them all). */
export type RepositoryName = keyof Repositories;

/** The factories of the repositories an area uses, by name, from @careshift/db. */
export type RepositoryFactories<K extends RepositoryName> = {
  readonly [N in K]: (db: DbService) => Repositories[N];
};

/** The repositories made over each service (one service per container; see `database`). */
const made = new WeakMap<DbService, Map<RepositoryName, unknown>>();

function madeOver(service: DbService): Map<RepositoryName, unknown> {
  let repositories = made.get(service);
  if (!repositories) made.set(service, (repositories = new Map()));
  return repositories;
}

/**
 * The repositories an area's (or a job's) operations use, by name: each made over the table's service on
 * its first read and kept for the container, as `createRepositories` makes them. An area passes only its
 * own factories, so its bundle holds only those repository modules (docs/decisions/performance/lambda-bundles.md).
 */
export function repositoriesOf<K extends RepositoryName>(
  factories: RepositoryFactories<K>,
): Pick<Repositories, K> {
  const fields = {};
  for (const name of Object.keys(factories) as K[]) {
    Object.defineProperty(fields, name, {
      enumerable: true,
      get() {
        const service = database();
        const repositories = madeOver(service);
        if (!repositories.has(name)) repositories.set(name, factories[name](service));
        return repositories.get(name);
      },
    });
  }
  // Every name of K is defined above, as a getter of what its factory made.
  return fields as Pick<Repositories, K>;
}
