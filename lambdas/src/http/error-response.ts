import { ERROR_CODES, GENERIC_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from '@careshift/contract';
import type { ErrorReply } from '@careshift/contract';
import { describeFieldErrors } from '@careshift/contract/field-messages';
import { englishMessage } from '@careshift/contract/messages';
import {
  ConflictError,
  DeliveryFailedError,
  NotAllowedError,
  NotFoundError,
  ThrottledError,
  ValidationError,
} from '@careshift/domain';
import type { DomainError } from '@careshift/domain';

import { HttpError } from './http-errors';
import { logger } from './logger';
import { isServiceUnavailable } from './service-failure';
import type { HttpResult } from './types';

const DOMAIN_STATUSES: [new (...args: never[]) => DomainError, number][] = [
  [ValidationError, 400],
  [NotAllowedError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [ThrottledError, 429],
  [DeliveryFailedError, 502],
];

function reply(statusCode: number, body: ErrorReply, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** Middy's own HTTP errors (malformed JSON, wrong content type) carry a status and are safe to show. */
function isMiddyHttpError(error: unknown): error is Error & { statusCode: number; expose?: boolean } {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/** A domain error and its HTTP status; undefined for any other error. */
function domainStatusOf(error: unknown): { error: DomainError; status: number } | undefined {
  for (const [type, status] of DOMAIN_STATUSES) if (error instanceof type) return { error, status };
  return undefined;
}

/** A domain error's reply: its message and code, a ValidationError's field errors, a throttle's wait. */
function domainErrorReply(error: unknown): HttpResult | undefined {
  const known = domainStatusOf(error);
  if (!known) return undefined;
  const body: ErrorReply = { message: englishMessage(known.error.message), code: known.error.code };
  const { status } = known;
  // Field messages may be keys of ours: the reply gives their English text and their keys (issue 33 item 2).
  if (error instanceof ValidationError && error.fieldErrors)
    Object.assign(body, describeFieldErrors(error.fieldErrors));
  if (known.error.params) body.params = known.error.params;
  const headers: Record<string, string> =
    error instanceof ThrottledError && error.retryAfterSeconds
      ? { 'retry-after': String(error.retryAfterSeconds) }
      : {};
  return reply(status, body, headers);
}

/** The one place errors become HTTP replies (STYLE.md rule 3). A 5xx never shows internals. */
export function errorResponse(error: unknown, where: string): HttpResult {
  if (error instanceof HttpError) return reply(error.statusCode, error.reply);
  const domainReply = domainErrorReply(error);
  if (domainReply) return domainReply;
  if (isMiddyHttpError(error) && error.statusCode < 500 && error.expose !== false) {
    return reply(error.statusCode === 415 ? 400 : error.statusCode, {
      message: error.message,
      code: ERROR_CODES.invalidInput,
    });
  }
  if (isServiceUnavailable(error)) {
    logger.error('A service behind the API failed', { where, error: error as Error });
    return reply(
      503,
      { message: UNAVAILABLE_MESSAGE, code: ERROR_CODES.unavailable },
      { 'retry-after': '5' },
    );
  }
  logger.error('Unhandled error', { where, error: error as Error });
  return reply(500, { message: GENERIC_ERROR_MESSAGE, code: ERROR_CODES.internal });
}
