import * as z from 'zod/mini';

/**
 * A field's message as a key of the contract's `validationMessages` and its parameters (issue 33 item 2):
 * sent beside the English `fieldErrors` text so a client says it in its reader's language.
 */
export const fieldMessageSchema = z.object({
  key: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type FieldMessage = z.infer<typeof fieldMessageSchema>;

/** Every error reply of the API (DESIGN.md "Errors"). */
export const errorReplySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  /** The key and parameters of each `fieldErrors` message that has one. */
  fieldMessages: z.optional(z.record(z.string(), fieldMessageSchema)),
  /** What the message names, for the web to say it in the user's language (a refused claim's shift, …). */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** Machine-readable error codes, one per HTTP status family we use. */
export const ERROR_CODES = {
  invalidInput: 'INVALID_INPUT',
  notSignedIn: 'NOT_SIGNED_IN',
  notAllowed: 'NOT_ALLOWED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  throttled: 'THROTTLED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** An administrator signed in without the authenticator app enrolled: they may only enrol (issue 30). */
  mfaEnrolmentRequired: 'MFA_ENROLMENT_REQUIRED',
  /** A Cognito access token was sent: the API reads the ID token's claims (role, company) (issue 33). */
  idTokenRequired: 'ID_TOKEN_REQUIRED',
  /** The Authorization header does not start with `Bearer ` (API Gateway alone would accept it, issue 33). */
  bearerRequired: 'BEARER_TOKEN_REQUIRED',
} as const;

/**
 * The largest request body the API reads: 512 KiB, far above the largest real one (a multi-shift
 * post of 1,500 shifts is about 170 kB) and far below API Gateway's 10 MB.
 */
export const MAX_BODY_BYTES = 512 * 1024;

/** A 503: a service behind the API (the database, file storage) failed or throttled; nothing was changed. */
export const UNAVAILABLE_MESSAGE = 'The service is busy right now. Nothing was changed. Try again later.';

/** The generic message of a 500 (spec section 8). */
export const GENERIC_ERROR_MESSAGE = 'There was an error.';

/**
 * The sign-in triggers' refusal of a user whose organisation is DISABLED (issue 32 item 12): the
 * pre-token trigger throws it, the web recognises it and shows its own translated text.
 */
export const ORGANISATION_DISABLED_MESSAGE =
  'Your organisation is disabled, so you cannot sign in. Please contact CareShift';
