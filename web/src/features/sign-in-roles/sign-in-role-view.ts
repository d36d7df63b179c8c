import { SIGN_IN_ROLE_OPTIONS } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRoleOption } from '@careshift/contract/forms/sign-in-role-form';
import type { SignInRole } from '@careshift/contract/operations/sign-in-roles';

/** The Role field's value for a sign-in: its role, or '' for none. */
export function roleFieldValue(signIn: Pick<SignInRole, 'role'>): string {
  return signIn.role ?? '';
}

export interface RoleChoice {
  value: string;
  /** Offered only to show the current value: the form does not set it (e.g. CLIENT). */
  disabled: boolean;
}

/**
 * The Role field's choices (spec section 5: empty, EMPLOYEE, SYSTEM_USER or OWNER). A sign-in
 * whose role the form cannot set (a client user's CLIENT) still shows it, as a disabled choice.
 */
export function roleChoices(current: string): RoleChoice[] {
  const choices: RoleChoice[] = SIGN_IN_ROLE_OPTIONS.map((value) => ({ value, disabled: false }));
  if (!(SIGN_IN_ROLE_OPTIONS as readonly string[]).includes(current))
    choices.push({ value: current, disabled: true });
  return choices;
}

/**
 * The signInRoleUpdate body: whose sign-in, the new role, its client unchanged (`companyId` is the
 * wire name of the client claim, spec section 7 `updateUserClaims`).
 */
export function signInRoleUpdateBody(
  signIn: Pick<SignInRole, 'authId' | 'companyId'>,
  role: SignInRoleOption,
): { authId: string; role: SignInRoleOption; companyId: string } {
  return { authId: signIn.authId, role, companyId: signIn.companyId ?? '' };
}
