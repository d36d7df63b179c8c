import {
  CORRECTION_PROBLEMS,
  PUNCH_REFUSALS,
  TIMESHEET_REFUSALS,
} from '@careshift/domain/attendance/refusal-codes';
import { ATTENDANCE_REFUSAL_MESSAGES } from '@careshift/domain/attendance/refusal-messages';
import { CLAIM_REFUSAL_MESSAGES, CLAIM_REFUSAL_REASONS } from '@careshift/domain/shifts/claim-eligibility';

import { apiErrorMessages } from '../error-messages';
import { MAX_BODY_BYTES } from '../errors';

/** Codes only the card provider's webhook delivery gets (no person reads them, so no Greek text). */
const WEBHOOK_CODES = {
  INVALID_SIGNATURE: 'Card provider webhook: the signature did not verify; nothing was changed.',
  PAYMENT_MISMATCH:
    'Card provider webhook: the payment does not match the invoice (amount or currency); the invoice was not changed.',
};

/**
 * Every `code` an error reply of the API can carry, with what it means (its English text): the codes
 * of error-messages.ts and the claim and attendance refusals of the domain. The OpenAPI document lists them as the
 * enum of `ErrorReply.code` (issue 33, item 7).
 */
export function errorCodeMeanings(): Record<string, string> {
  const refusals = Object.fromEntries(
    CLAIM_REFUSAL_REASONS.map((reason) => [
      reason,
      `Claim refused: ${CLAIM_REFUSAL_MESSAGES.en[reason].replace(/\{\{\w+\}\}/g, 'N')}`,
    ]),
  );
  const attendance = Object.fromEntries(
    [...PUNCH_REFUSALS, ...TIMESHEET_REFUSALS, ...CORRECTION_PROBLEMS].map((code) => [
      code,
      `Attendance: ${ATTENDANCE_REFUSAL_MESSAGES.en[code]}`,
    ]),
  );
  return { ...apiErrorMessages.en, ...refusals, ...attendance, ...WEBHOOK_CODES };
}

/**
 * The replies API Gateway writes itself, which an HTTP API cannot shape (no `code`): the JWT
 * authorizer's 401, an unmatched route's 404, its own body limit (10 MB; ours is lower), the stage
 * throttle, and a Lambda that fails or times out. The local gateway answers exactly these.
 */
export const GATEWAY_REPLIES: Readonly<Record<string, string>> = {
  '401': 'Unauthorized',
  '404': 'Not Found',
  '413': 'Request Entity Too Large',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

/** What each error status means, for the document's responses. */
export const ERROR_STATUSES: Readonly<Record<string, string>> = {
  '400':
    'Invalid input (`INVALID_INPUT`, `INVALID_CURSOR`…): `fieldErrors` names each field with its message; an unknown query parameter is refused too.',
  '401':
    'Not signed in. API Gateway\'s JWT authorizer answers `{"message":"Unauthorized"}` (no code) to a missing, expired or forged token; the API answers `NOT_SIGNED_IN` (revoked sign-in), `ID_TOKEN_REQUIRED` (an access token was sent) or `BEARER_TOKEN_REQUIRED` (no `Bearer ` prefix).',
  '403': 'The role may not call this operation (`NOT_ALLOWED`, `MFA_ENROLMENT_REQUIRED`…).',
  '404':
    'Not found, or it belongs to another organisation or partner (`NOT_FOUND`). A path or method no route matches is API Gateway\'s `{"message":"Not Found"}`.',
  '409': 'The item is not in a state that allows this (already claimed, already paid…).',
  '413': `The request body is over ${MAX_BODY_BYTES / 1024} KiB (\`PAYLOAD_TOO_LARGE\`); over 10 MB API Gateway answers itself.`,
  '429': 'Too many requests: try again later (`Retry-After` when known).',
  '500': 'There was an error (details only in the logs).',
  '502':
    'A service the API delivers to (the card provider, the intake of a partner transfer) refused or failed (`DELIVERY_FAILED`, `CARD_PAYMENTS_UNAVAILABLE`).',
  '503': 'A service the API needs is unavailable: nothing was changed, try again later (`Retry-After: 5`).',
};
