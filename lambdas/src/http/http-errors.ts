import { ERROR_CODES, GENERIC_ERROR_MESSAGE } from '@careshift/contract';
import type { ErrorReply } from '@careshift/contract';

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

export const notSignedIn = () =>
  new HttpError(401, { message: 'You need to sign in.', code: ERROR_CODES.notSignedIn });

/** A token issued before its account was disabled, removed or given another role. */
export const signInNoLongerValid = () =>
  new HttpError(401, {
    message: 'Your sign-in is no longer valid. Please sign in again.',
    code: ERROR_CODES.notSignedIn,
  });

export const notAllowed = () =>
  new HttpError(403, { message: 'You are not allowed to do this.', code: ERROR_CODES.notAllowed });

/** An administrator whose sign-in was made without the authenticator app: enrol it first (issue 30). */
export const mfaEnrolmentRequired = () =>
  new HttpError(403, {
    message: 'Set up your authenticator app to continue.',
    code: ERROR_CODES.mfaEnrolmentRequired,
  });

/**
 * A request that did not come through CloudFront (no origin header, or one that is not the current or
 * the previous value): the same answer whatever was wrong, so a caller learns nothing from it.
 */
export const originRefused = () => new HttpError(403, { message: 'Forbidden', code: ERROR_CODES.notAllowed });

export const routeNotFound = () => new HttpError(404, { message: 'Not Found', code: ERROR_CODES.notFound });

export const invalidInput = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, { message, code: ERROR_CODES.invalidInput, ...(fieldErrors ? { fieldErrors } : {}) });

export const bodyTooLarge = () =>
  new HttpError(413, { message: 'The request is too large.', code: ERROR_CODES.tooLarge });

export const internalError = () =>
  new HttpError(500, { message: GENERIC_ERROR_MESSAGE, code: ERROR_CODES.internal });
