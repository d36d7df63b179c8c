import { API_SUCCESS_STATUS, WAF_ACTION_HEADER } from '@careshift/contract/edge/waf';
import { ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@careshift/contract/errors';
import type { Operation, OperationRequest } from '@careshift/contract/operation';

import { getIdToken } from '../app/session';

import { ApiError, apiErrorFromResponse, CLIENT_ERROR_CODES } from './api-error';
import { buildRequest } from './build-request';
import type { LooseRequest } from './build-request';
import { readReply } from './reply';
import type { ReplyOf } from './reply';

export type { DownloadedFile, ReplyOf } from './reply';

export interface CallOptions {
  signal?: AbortSignal;
  /** Test seams; the app uses the browser's fetch and the signed-in user's ID token. */
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

/** The bearer token an operation needs: none for a public one; without a signed-in user, a 401. */
async function tokenFor(operation: Operation, options: CallOptions): Promise<string | undefined> {
  if (operation.access === 'public') return undefined;
  const token = await (options.getToken ?? getIdToken)();
  if (!token) throw new ApiError(401, GENERIC_ERROR_MESSAGE, ERROR_CODES.notSignedIn);
  return token;
}

async function send(operation: Operation, request: LooseRequest, options: CallOptions): Promise<unknown> {
  const built = buildRequest(operation, request, await tokenFor(operation, options));
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
  // Only the API's own success is one: not WAF's Challenge (202, x-amzn-waf-action), not another 2xx.
  if (response.status !== API_SUCCESS_STATUS || response.headers.has(WAF_ACTION_HEADER))
    throw new ApiError(response.status, GENERIC_ERROR_MESSAGE, CLIENT_ERROR_CODES.invalidReply);
  return readReply(operation, response);
}

/**
 * Calls one operation object of the contract: {param} path parts, query string, JSON body, the
 * ID token as bearer unless the operation is public (a protected call without a signed-in user is
 * a 401 NOT_SIGNED_IN without asking the server); the reply parsed by the operation's output
 * schema, or for a file output (the payment note, invoices) the file and its name; an ApiError
 * with message/code/fieldErrors on failure. The public landing page calls its operations through
 * this with the operation's own module, without loading the whole table.
 */
export function callContractOperation<Op extends Operation>(
  operation: Op,
  request: OperationRequest<Op>,
  options: CallOptions = {},
): Promise<ReplyOf<Op>> {
  return send(operation, request as LooseRequest, options) as Promise<ReplyOf<Op>>;
}
