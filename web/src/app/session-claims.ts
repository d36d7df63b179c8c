import { isRole } from '@careshift/domain/roles';
import type { Role } from '@careshift/domain/roles';

/** What the web reads from the ID token (spec section 7: "ID-token claims read (role, clientId)"). */
export interface SessionClaims {
  /** The Cognito subject: a partner's id for EMPLOYEE users. */
  userId: string;
  role?: Role;
  companyId?: string;
  email?: string;
  phoneNumber?: string;
}

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The claims of an ID token, or undefined when they cannot be read: no subject, a role that is not
 * one of ours, or a company that is not text. The pre token generation trigger writes `role` (only a
 * known role) and `companyId`; `custom:role` is accepted for a pool without the trigger. A missing
 * role is readable: that user has no role and lands on `/`. An unreadable token signs the user out
 * (spec section 4: "A failed claims read signs the user out").
 */
export function readSessionClaims(
  payload: Readonly<Record<string, unknown>> | undefined,
): SessionClaims | undefined {
  if (!payload) return undefined;
  const userId = optionalText(payload.sub);
  if (!userId) return undefined;
  const role = payload.role ?? payload['custom:role'];
  if (role !== undefined && role !== '' && !isRole(role)) return undefined;
  const companyId = payload.companyId ?? payload['custom:companyId'];
  if (companyId !== undefined && typeof companyId !== 'string') return undefined;
  const claims: SessionClaims = { userId };
  if (isRole(role)) claims.role = role;
  const company = optionalText(companyId);
  if (company) claims.companyId = company;
  const email = optionalText(payload.email);
  if (email) claims.email = email;
  const phoneNumber = optionalText(payload.phone_number);
  if (phoneNumber) claims.phoneNumber = phoneNumber;
  return claims;
}
