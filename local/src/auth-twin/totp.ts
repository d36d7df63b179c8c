import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as Cognito's software tokens use it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

/** A new shared secret as AssociateSoftwareToken returns it: 32 random bytes, base32 (52 characters). */
export function newSoftwareTokenSecret(): string {
  return new Secret({ size: 32 }).base32;
}

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_SECONDS });
}

/** What an authenticator app shows for the secret at `at` (the demo seed and tests type it). */
export function totpCode(secret: string, at = new Date()): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * Whether `code` is the secret's code at `now`, one step either side (Cognito accepts a code a
 * little after its window, RFC 6238 section 5.2 allows for the delay).
 */
export function totpMatches(secret: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}
