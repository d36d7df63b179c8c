import { useMutation } from '@tanstack/react-query';

import type { ClaimsSearchType } from '@careshift/contract/forms/user-claims-form';

import { callOperation } from '../../api/client';

import type { claimsUpdateBody } from './claims-view';

/** getUserClaims: one sign-in by exactly one of auth id, registration mobile number or e-mail. */
export function useSearchUserClaims() {
  return useMutation({
    mutationFn: (query: Partial<Record<ClaimsSearchType, string>>) =>
      callOperation('getUserClaims', { query }),
  });
}

/** updateUserClaims: the role (empty, EMPLOYEE, SYSTEM_USER or OWNER) and company of a sign-in. */
export function useUpdateUserClaims() {
  return useMutation({
    mutationFn: (body: ReturnType<typeof claimsUpdateBody>) => callOperation('updateUserClaims', { body }),
  });
}
