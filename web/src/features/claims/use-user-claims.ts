import { useMutation } from '@tanstack/react-query';

import type { SignInSearchType } from '@careshift/contract/forms/sign-in-role-form';

import { callOperation } from '../../api/client';

import type { claimsUpdateBody } from './claims-view';

/** signInRoleGet: one sign-in by exactly one of auth id, registration mobile number or e-mail. */
export function useSearchUserClaims() {
  return useMutation({
    mutationFn: (query: Partial<Record<SignInSearchType, string>>) =>
      callOperation('getUserClaims', { query }),
  });
}

/** signInRoleUpdate: the role (empty, EMPLOYEE, SYSTEM_USER or OWNER) and company of a sign-in. */
export function useUpdateUserClaims() {
  return useMutation({
    mutationFn: (body: ReturnType<typeof claimsUpdateBody>) => callOperation('updateUserClaims', { body }),
  });
}
