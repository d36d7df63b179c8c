import { GENERIC_ERROR_MESSAGE } from '@careshift/contract/errors';
import type { Operation, OperationOutput, OperationRequest } from '@careshift/contract/operation';

import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error';
import { buildRequest } from './build-request';
import type { LooseRequest } from './build-request';

export interface CallOptions {
  signal?: AbortSignal;
  /** Test seams; the app uses the browser's fetch and the signed-in user's ID token. */
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

async function signedInToken(): Promise<string | undefined> {
  const { getIdToken } = await import('../app/auth');
  return getIdToken();
}

/** The reply's JSON; an empty body (204) is null. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, GENERIC_ERROR_MESSAGE, CLIENT_ERROR_CODES.invalidReply);
  }
}

async function send(operation: Operation, request: LooseRequest, options: CallOptions): Promise<unknown> {
  const token = operation.access === 'public' ? undefined : await (options.getToken ?? signedInToken)();
  const built = buildRequest(operation, request, token);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(built.url, {
      method: built.method,
      headers: built.headers,
      body: built.body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, GENERIC_ERROR_MESSAGE, CLIENT_ERROR_CODES.network);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  const output = operation.output.safeParse(await readJson(response));
  if (!output.success)
    throw new ApiError(response.status, GENERIC_ERROR_MESSAGE, CLIENT_ERROR_CODES.invalidReply);
  return output.data;
}

/**
 * Calls one operation object of the contract: {param} path parts, query string, JSON body, the
 * ID token as bearer unless the operation is public; the reply parsed by the operation's output
 * schema; an ApiError with message/code/fieldErrors on failure. The public landing page calls its
 * operations through this with the operation's own module, without loading the whole table.
 */
export function callContractOperation<Op extends Operation>(
  operation: Op,
  request: OperationRequest<Op>,
  options: CallOptions = {},
): Promise<OperationOutput<Op>> {
  return send(operation, request as LooseRequest, options) as Promise<OperationOutput<Op>>;
}
