import { CLAIM_ROLES } from '@careshift/contract/forms/user-claims-form';
import type { ClaimRole } from '@careshift/contract/forms/user-claims-form';
import type { UserClaims } from '@careshift/contract/operations/users';

/** The Role field's value for a sign-in: its role, or '' for none. */
export function roleFieldValue(claims: Pick<UserClaims, 'role'>): string {
  return claims.role ?? '';
}

export interface RoleChoice {
  value: string;
  /** Offered only to show the current value: the claims form does not set it (e.g. CLIENT). */
  disabled: boolean;
}

/**
 * The Role field's choices (spec section 5: empty, EMPLOYEE, SYSTEM_USER or OWNER). A sign-in
 * whose role the form cannot set (a client user's CLIENT) still shows it, as a disabled choice.
 */
export function roleChoices(current: string): RoleChoice[] {
  const choices: RoleChoice[] = CLAIM_ROLES.map((value) => ({ value, disabled: false }));
  if (!(CLAIM_ROLES as readonly string[]).includes(current)) choices.push({ value: current, disabled: true });
  return choices;
}

/** The updateUserClaims model: whose claims, the new role, the company unchanged. */
export function claimsUpdateBody(
  claims: Pick<UserClaims, 'authId' | 'companyId'>,
  role: ClaimRole,
): { authId: string; role: ClaimRole; companyId: string } {
  return { authId: claims.authId, role, companyId: claims.companyId ?? '' };
}
