import { greekErrorMessage } from '@careshift/contract/error-messages';
import { ERROR_CODES } from '@careshift/contract/errors';
import { messageOfText } from '@careshift/contract/field-messages';
import { interpolate, validationMessages } from '@careshift/contract/messages';

import { CLIENT_ERROR_CODES, isApiError } from '../api/api-error';
import type { ApiError } from '../api/api-error';
import { ConfigError } from '../app/config';

/** The common texts a failure may fall back on (namespace common, `errors.*`). */
export type ErrorFallbackKey =
  'errors.config' | 'errors.network' | 'errors.offline' | 'errors.unavailable' | 'errors.generic';

/** The browser knows it has no network (issue 36): an action is refused for that, not "an error". */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The text to show for a failure (spec section 8: "Form submits show the server's message"; dialogs
 * "Something went wrong!" with the message). Every reply of ours carries a `message`, and the reader gets
 * it — in Greek the Greek text of its code (packages/contract/src/error-messages.ts) — whatever its
 * status: a 502 from the card provider says what failed, not "There was an error.". Only a failure that
 * carries no message of ours gets a common text: no reply, a reply that is not ours, a busy service
 * (503) or an unexpected fault (500, whose message is the generic one anyway).
 */
export function errorTextOf(
  error: unknown,
  language: 'en' | 'el',
  t: (key: ErrorFallbackKey) => string,
): string {
  if (error instanceof ConfigError) return t('errors.config');
  if (isApiError(error)) return apiErrorText(error, language, t);
  return error instanceof Error && error.message ? error.message : t('errors.generic');
}

/** A reply's message in Greek: a validation message of the contract (issue 33 item 2), else the text of its code. */
function greekTextOf(error: ApiError): string | null {
  const keyed = messageOfText(error.message);
  if (keyed) return interpolate(validationMessages.el[keyed.key], keyed.params);
  return greekErrorMessage(error.code, error.message);
}

/** An API failure's text: its own message (Greek by its code), or a common text when it has none of ours. */
function apiErrorText(error: ApiError, language: 'en' | 'el', t: (key: ErrorFallbackKey) => string): string {
  if (error.code === CLIENT_ERROR_CODES.network)
    return t(browserOffline() ? 'errors.offline' : 'errors.network');
  if (error.status === 503) return t('errors.unavailable');
  const ours = error.code !== CLIENT_ERROR_CODES.invalidReply && !error.code.startsWith('HTTP_');
  if (!ours || error.code === ERROR_CODES.internal) return t('errors.generic');
  if (language === 'el') return greekTextOf(error) ?? t('errors.generic');
  return error.message;
}
