import type { Role } from '../roles';

/**
 * The shortest password an e-mail user (organisation user, administrator) may have: 12 characters,
 * no character classes (issue 30: a length an auditor accepts; length beats composition rules).
 * Partners have no password: they sign in with an SMS code.
 */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * Administrators see every partner's documents and bank details: they must sign in with a second
 * factor, an authenticator app's time-based code (TOTP). Organisation users may turn it on for
 * themselves; partners sign in by SMS code and have no password to protect.
 */
export function secondFactorRequired(role: Role | undefined): boolean {
  return role === 'SYSTEM_USER';
}

/** Who may turn the authenticator app on for themselves: e-mail users (administrators must). */
export function mayUseAuthenticatorApp(role: Role | undefined): boolean {
  return role === 'SYSTEM_USER' || role === 'OWNER' || role === 'CLIENT';
}

/** The ID token claim that says the sign-in was made with the authenticator app enrolled, and its value. */
export const SECOND_FACTOR_CLAIM = 'mfa';
export const SECOND_FACTOR_TOTP = 'totp';
