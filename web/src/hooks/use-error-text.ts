import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { normalizeLanguage } from '../i18n/languages';

import { errorTextOf } from './error-text';

/**
 * The text to show for a failure, in the user's language: the server's `message` (errorTextOf), or a
 * common text when the failure carries none of ours.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (error: unknown) =>
      errorTextOf(error, normalizeLanguage(i18n.language) === 'el' ? 'el' : 'en', (key) => t(key)),
    [t, i18n.language],
  );
}
