import { isRole } from '@careshift/domain/roles';
import type { Role } from '@careshift/domain/roles';
import { SECOND_FACTOR_CLAIM, SECOND_FACTOR_TOTP } from '@careshift/domain/sign-in/sign-in-rules';

import { normalizeLanguage } from '../i18n/languages';
import type { Language } from '../i18n/languages';

/** What the web reads from the ID token (spec section 7: "ID-token claims read (role, clientId)"). */
export interface SessionClaims {
  /** The Cognito subject: a partner's id for EMPLOYEE users. */
  userId: string;
  role?: Role;
  /** The client organisation of a client user: the token's `companyId` claim, read here and only here. */
  clientId?: string;
  email?: string;
  phoneNumber?: string;
  /** The sign-in was made with the authenticator app turned on (the token's `mfa: totp` claim, issue 30). */
  authenticatorApp?: true;
  /** The account's saved language (the token's `locale`, kept equal to the profile's `lang`; issue 32). */
  language?: Language;
}

/** The signed-in user of the portal: the claims and the ID token they came from. */
export interface Session extends SessionClaims {
  /** The ID token: the API's bearer token, whose claims carry role and companyId. */
  idToken: string;
}

const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The claims of an ID token, or undefined when they cannot be read: no subject, a role that is not
 * one of ours, or a client claim that is not text. The pre token generation trigger writes `role` (only a
 * known role) and `companyId`; `custom:role` is accepted for a pool without the trigger. A missing
 * role is readable: that user has no role and lands on `/`. An unreadable token signs the user out
 * (spec section 4: "A failed claims read signs the user out").
 */
export function readSessionClaims(
  payload: Readonly<Record<string, unknown>> | undefined,
): SessionClaims | undefined {
  const userId = optionalText(payload?.sub);
  if (!payload || !userId) return undefined;
  const role = roleClaim(payload);
  const companyId = companyIdClaim(payload);
  if (role === null || companyId === null) return undefined;
  return { userId, ...(role ? { role } : {}), ...optionalClaims(payload, companyId) };
}

/** The role claim: one of ours, none (missing or empty), or null when it is something else. */
function roleClaim(payload: Readonly<Record<string, unknown>>): Role | undefined | null {
  const role = payload.role ?? payload['custom:role'];
  if (role === undefined || role === '') return undefined;
  return isRole(role) ? role : null;
}

/** The client claim (the spec's wire name `companyId`; the web calls it clientId), or null when not text. */
function companyIdClaim(payload: Readonly<Record<string, unknown>>): string | undefined | null {
  const companyId = payload.companyId ?? payload['custom:companyId'];
  if (companyId === undefined) return undefined;
  return typeof companyId === 'string' ? companyId : null;
}

/** The claims a token may leave out: the client, the e-mail, the phone, the authenticator app. */
function optionalClaims(
  payload: Readonly<Record<string, unknown>>,
  companyId: string | undefined,
): Omit<SessionClaims, 'userId' | 'role'> {
  const claims: Omit<SessionClaims, 'userId' | 'role'> = {};
  const clientId = optionalText(companyId);
  if (clientId) claims.clientId = clientId;
  const email = optionalText(payload.email);
  if (email) claims.email = email;
  const phoneNumber = optionalText(payload.phone_number);
  if (phoneNumber) claims.phoneNumber = phoneNumber;
  if (payload[SECOND_FACTOR_CLAIM] === SECOND_FACTOR_TOTP) claims.authenticatorApp = true;
  const language = normalizeLanguage(optionalText(payload.locale));
  if (language) claims.language = language;
  return claims;
}
