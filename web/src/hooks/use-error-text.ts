import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { greekErrorMessage } from '@careshift/contract/error-messages';

import { CLIENT_ERROR_CODES, isApiError } from '../api/api-error';
import { ConfigError } from '../app/config';
import { normalizeLanguage } from '../i18n/languages';

/**
 * The text to show for a failure (spec section 8: the server's `message` where it gives one, in the
 * user's language: a Greek reader gets the Greek text of its code, packages/contract/src/error-messages.ts).
 * No reply, a server fault or a broken reply get the generic message in the user's language.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ConfigError) return t('errors.config');
      if (isApiError(error)) {
        if (error.code === CLIENT_ERROR_CODES.network) return t('errors.network');
        if (error.status === 503) return t('errors.unavailable');
        if (error.status >= 500 || error.code === CLIENT_ERROR_CODES.invalidReply) return t('errors.generic');
        if (normalizeLanguage(i18n.language) === 'el')
          return greekErrorMessage(error.code, error.message) ?? t('errors.generic');
        return error.message;
      }
      return error instanceof Error && error.message ? error.message : t('errors.generic');
    },
    [t, i18n.language],
  );
}
