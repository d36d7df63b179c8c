import { ERROR_CODES } from '@careshift/contract/errors';

import { isApiError } from '../../api/client';

/** invoice-create's refusals that mean "what you chose has changed": reload the candidates. */
export const STALE_SELECTION_CODES: readonly string[] = ['TOTAL_CHANGED', 'ALREADY_INVOICED'];

/** The download was refused because nobody is signed in (spec section 7: an alert, no file). */
export function isNotSignedIn(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODES.notSignedIn;
}

/** True when invoice-create refused because the shifts, penalties or their total changed meanwhile. */
export function isStaleSelection(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && STALE_SELECTION_CODES.includes(error.code);
}
