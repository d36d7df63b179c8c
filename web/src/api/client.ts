import { operationLoaders } from 'virtual:careshift/operation-loaders';

import type { OperationId, OperationRequest, Operations } from '@careshift/contract';
import type { Operation } from '@careshift/contract/operation';

import { callContractOperation } from './call';
import type { CallOptions, ReplyOf } from './call';

export { ApiError, isApiError } from './api-error';
export type { CallOptions, DownloadedFile } from './call';

/** Operations already loaded (or handed over by a route module that imports them with its chunk). */
const loaded = new Map<string, Promise<Operation>>();

/**
 * The contract's operation object of an id, importing only the module that defines it (and its zod
 * schemas) the first time: a page downloads the schemas of the calls it makes, not the whole table.
 */
function loadOperation<Id extends OperationId>(id: Id): Promise<Operations[Id]> {
  let operation = loaded.get(id);
  if (!operation) {
    const load = Object.hasOwn(operationLoaders, id) ? operationLoaders[id] : undefined;
    if (!load) return Promise.reject(new Error(`The contract has no operation ${id}`));
    operation = load().then((found) => {
      if (found.id !== id) throw new Error(`Operation ${id} loaded as ${found.id}`);
      return found;
    });
    operation.catch(() => loaded.delete(id));
    loaded.set(id, operation);
  }
  return operation as Promise<Operations[Id]>;
}

/**
 * Hands operations the caller imported itself to the client, so their first call waits for no
 * import: a route module imports the operations its page calls first, and they arrive with its
 * chunk instead of one round trip after it (docs/decisions/performance/partner-phone.md).
 */
export function provideOperations(...operations: readonly Operation[]): void {
  for (const operation of operations) loaded.set(operation.id, Promise.resolve(operation));
}

/**
 * The typed API client (DESIGN.md "One contract, many consumers"): `callOperation(id, request)`
 * for every operation of the contract table, downloads included; no hand-written fetch per call.
 */
export async function callOperation<Id extends OperationId>(
  id: Id,
  request: OperationRequest<Operations[Id]>,
  options: CallOptions = {},
): Promise<ReplyOf<Operations[Id]>> {
  const operation = await loadOperation(id);
  return callContractOperation(operation, request, options) as Promise<ReplyOf<Operations[Id]>>;
}

/** True when the contract's operation table has this operation (features that arrive later). */
export function hasOperation(id: string): id is OperationId {
  return Object.hasOwn(operationLoaders, id);
}
