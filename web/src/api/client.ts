import { operations } from '@careshift/contract';
import type { OperationId, OperationOutput, OperationRequest, Operations } from '@careshift/contract';

import { callContractOperation } from './call';
import type { CallOptions } from './call';

export { ApiError, isApiError } from './api-error';
export type { CallOptions } from './call';

/**
 * The typed API client (DESIGN.md "One contract, many consumers"): `callOperation(id, request)`
 * for every operation of the contract table, no hand-written fetch per call.
 */
export function callOperation<Id extends OperationId>(
  id: Id,
  request: OperationRequest<Operations[Id]>,
  options: CallOptions = {},
): Promise<OperationOutput<Operations[Id]>> {
  return callContractOperation(operations[id], request, options) as Promise<OperationOutput<Operations[Id]>>;
}

/** True when the contract's operation table has this operation (features that arrive later). */
export function hasOperation(id: string): id is OperationId {
  return Object.hasOwn(operations, id);
}
