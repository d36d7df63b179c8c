/** The roles a signed-in user can hold (spec section 1 and "User claims"). */
export const ROLES = ['SYSTEM_USER', 'CLIENT', 'EMPLOYEE', 'OWNER'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
