import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { AuthFailure } from './sign-in-errors';

/** The text of a sign-in failure in the interface language (the service's own words stay as they are). */
export function useFailureText(): (failure: AuthFailure | undefined) => string | undefined {
  const { t } = useTranslation(['auth', 'common']);
  return useCallback(
    (failure) => {
      if (!failure) return undefined;
      if (failure.kind === 'text') return failure.text;
      if (failure.kind === 'auth') return t(`auth:errors.${failure.key}`);
      return t(`common:errors.${failure.key}`);
    },
    [t],
  );
}
