import { isRole } from '@careshift/domain';

/** The Cognito custom attributes that hold a user's role and organisation. */
export const ROLE_ATTRIBUTE = 'custom:role';
export const COMPANY_ID_ATTRIBUTE = 'custom:companyId';

export interface TokenClaimsOverride {
  claimsToAddOrOverride: Record<string, string>;
  claimsToSuppress: string[];
}

/**
 * The ID token claims the API and the web read: `role` (only a known role) and `companyId`.
 * The raw custom attributes are suppressed so each fact has exactly one claim name.
 */
export function tokenClaimsFor(userAttributes: Record<string, string>): TokenClaimsOverride {
  const claims: Record<string, string> = {};
  const role = userAttributes[ROLE_ATTRIBUTE];
  if (isRole(role)) claims.role = role;
  const companyId = userAttributes[COMPANY_ID_ATTRIBUTE]?.trim();
  if (companyId) claims.companyId = companyId;
  return { claimsToAddOrOverride: claims, claimsToSuppress: [ROLE_ATTRIBUTE, COMPANY_ID_ATTRIBUTE] };
}
