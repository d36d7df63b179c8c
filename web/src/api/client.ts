import { operations } from '@careshift/contract';
import type { OperationId, OperationRequest, Operations } from '@careshift/contract';

import { callContractOperation } from './call';
import type { CallOptions, ReplyOf } from './call';

export { ApiError, isApiError } from './api-error';
export type { CallOptions, DownloadedFile } from './call';

/**
 * The typed API client (DESIGN.md "One contract, many consumers"): `callOperation(id, request)`
 * for every operation of the contract table, downloads included; no hand-written fetch per call.
 */
export function callOperation<Id extends OperationId>(
  id: Id,
  request: OperationRequest<Operations[Id]>,
  options: CallOptions = {},
): Promise<ReplyOf<Operations[Id]>> {
  return callContractOperation(operations[id], request, options) as Promise<ReplyOf<Operations[Id]>>;
}

/** True when the contract's operation table has this operation (features that arrive later). */
export function hasOperation(id: string): id is OperationId {
  return Object.hasOwn(operations, id);
}
