import { errorReplySchema, GENERIC_ERROR_MESSAGE } from '@careshift/contract/errors';

/** Codes the client adds to the API's own (ERROR_CODES of the contract). */
export const CLIENT_ERROR_CODES = { network: 'NETWORK', invalidReply: 'INVALID_REPLY' } as const;

/** A failed call: the API's `{message, code, fieldErrors}` with the HTTP status (0 = no reply). */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    /** What the message names (a refused claim's shift, licence day…), to say it in the user's language. */
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error reply; a body that is not one of ours becomes the generic message. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const reply = errorReplySchema.safeParse(body);
  if (!reply.success) return new ApiError(response.status, GENERIC_ERROR_MESSAGE, `HTTP_${response.status}`);
  const { message, code, fieldErrors, params } = reply.data;
  return new ApiError(response.status, message, code, fieldErrors ?? {}, params ?? {});
}

/** The field a server fieldErrors key names: "body.name" and "name" both mean the `name` field. */
export function fieldNameOf(key: string): string {
  return key.split('.').pop() ?? key;
}
