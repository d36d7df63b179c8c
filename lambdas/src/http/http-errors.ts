import { ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@careshift/contract';
import type { ErrorReply } from '@careshift/contract';
import { describeFieldErrors } from '@careshift/contract/field-messages';
import { englishMessage } from '@careshift/contract/messages';

/** An error the pipeline itself raises (sign-in, role, input, routing), already carrying its reply. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reply: ErrorReply,
  ) {
    super(reply.message);
    this.name = 'HttpError';
  }
}

/** An HttpError with a plain reply: the message and its code. */
const plain = (statusCode: number, code: ErrorReply['code'], message: string) =>
  new HttpError(statusCode, { message, code });

export const notSignedIn = () => plain(401, ERROR_CODES.notSignedIn, 'You need to sign in.');

/** A token issued before its account was disabled, removed or given another role. */
export const signInNoLongerValid = () =>
  plain(401, ERROR_CODES.notSignedIn, 'Your sign-in is no longer valid. Please sign in again.');

/** A Cognito access token: API Gateway's authorizer accepts it, but the API reads the ID token's claims. */
export const idTokenRequired = () =>
  plain(401, ERROR_CODES.idTokenRequired, 'Send the ID token from the sign-in, not the access token.');

/** A token sent without the `Bearer ` scheme (API Gateway alone would accept a bare token). */
export const bearerRequired = () =>
  plain(401, ERROR_CODES.bearerRequired, 'Send the token as "Authorization: Bearer <ID token>".');

export const notAllowed = () => plain(403, ERROR_CODES.notAllowed, 'You are not allowed to do this.');

/** An administrator whose sign-in was made without the authenticator app: enrol it first (issue 30). */
export const mfaEnrolmentRequired = () =>
  plain(403, ERROR_CODES.mfaEnrolmentRequired, 'Set up your authenticator app to continue.');

/**
 * A request that did not come through CloudFront (no origin header, or one that is not the current or
 * the previous value): the same answer whatever was wrong, so a caller learns nothing from it.
 */
export const originRefused = () => plain(403, ERROR_CODES.notAllowed, 'Forbidden');

export const routeNotFound = () => plain(404, ERROR_CODES.notFound, 'Not Found');

/**
 * A 400: messages may be keys of ours (`validation.maxLength?max=100`); the reply carries their English
 * text in `message` and `fieldErrors`, and their keys in `fieldMessages` (issue 33 item 2).
 */
export const invalidInput = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, {
    message: englishMessage(message),
    code: ERROR_CODES.invalidInput,
    ...(fieldErrors ? describeFieldErrors(fieldErrors) : {}),
  });

export const bodyTooLarge = () => plain(413, ERROR_CODES.tooLarge, 'The request is too large.');

export const internalError = () => plain(500, ERROR_CODES.internal, GENERIC_ERROR_MESSAGE);
