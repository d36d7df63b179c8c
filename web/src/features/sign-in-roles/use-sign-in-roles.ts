import { useMutation } from '@tanstack/react-query';

import type { SignInSearchType } from '@careshift/contract/forms/sign-in-role-form';

import { callOperation } from '../../api/client';

import type { signInRoleUpdateBody } from './sign-in-role-view';

/** signInRoleGet: one sign-in by exactly one of auth id, registration mobile number or e-mail. */
export function useFindSignIn() {
  return useMutation({
    mutationFn: (query: Partial<Record<SignInSearchType, string>>) =>
      callOperation('getUserClaims', { query }),
  });
}

/** signInRoleUpdate: the role (empty, EMPLOYEE, SYSTEM_USER or OWNER) of a sign-in, its client unchanged. */
export function useUpdateSignInRole() {
  return useMutation({
    mutationFn: (body: ReturnType<typeof signInRoleUpdateBody>) =>
      callOperation('updateUserClaims', { body }),
  });
}
