import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { normalizeLanguage } from '../../i18n/languages';

import type { AuthFailure } from './sign-in-errors';

const GREEK = /[\u0370-\u03FF]/u;

/**
 * The text of a sign-in failure in the interface language: the service's own words stay as they are,
 * except that a Greek reader never gets English from Cognito (our Greek "sign-in failed" instead).
 */
export function useFailureText(): (failure: AuthFailure | undefined) => string | undefined {
  const { t, i18n } = useTranslation(['auth', 'common']);
  return useCallback(
    (failure) => {
      if (!failure) return undefined;
      if (failure.kind === 'text')
        return normalizeLanguage(i18n.language) === 'el' && !GREEK.test(failure.text)
          ? t('auth:errors.loginFailed')
          : failure.text;
      if (failure.kind === 'auth') return t(`auth:errors.${failure.key}`);
      return t(`common:errors.${failure.key}`);
    },
    [t, i18n.language],
  );
}
