import { ENV, readEnv } from '@careshift/contract';
import { createService } from '@careshift/db';
import type { DbService, Repositories } from '@careshift/db';

import { documentClient } from './aws/clients';

let service: DbService | undefined;

/** The table's ElectroDB service, created once per container from the environment. */
export function database(): DbService {
  service ??= createService(documentClient(), readEnv(ENV.tableName));
  return service;
}

/** A repository's name (a field of `Repositories`, as `createRepositories` makes them all). */
export type RepositoryName = keyof Repositories;

/** The factories of the repositories an area uses, by name, from @careshift/db. */
export type RepositoryFactories<K extends RepositoryName> = {
  readonly [N in K]: (db: DbService) => Repositories[N];
};

const made = new Map<RepositoryName, unknown>();

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
        if (!made.has(name)) made.set(name, factories[name](database()));
        return made.get(name);
      },
    });
  }
  // Every name of K is defined above, as a getter of what its factory made.
  return fields as Pick<Repositories, K>;
}
