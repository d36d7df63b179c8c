import { DEFAULT_SMS_COUNTRY_CODES, ENV, readOptionalEnv } from '@careshift/contract';

import { logger } from '../http/logger';

/**
 * The country calling codes SMS may go to: SMS_COUNTRY_CODES (comma-separated, set by infra from
 * careshift:smsCountryCodes), +357 when unset. SMS to other countries costs more and is where
 * SMS-pumping fraud goes, so anything else is refused before SNS is called.
 */
export function smsCountryCodes(value = readOptionalEnv(ENV.smsCountryCodes)): string[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => /^\+[1-9]\d{0,3}$/.test(code));
  return codes.length > 0 ? codes : [...DEFAULT_SMS_COUNTRY_CODES];
}

/**
 * Whether an E.164 number is in one of the allowed countries. Country calling codes form a prefix
 * code (no code is the start of another), so a prefix match is exact.
 */
export function isSmsAllowed(to: string, codes: readonly string[]): boolean {
  return /^\+\d{6,15}$/.test(to) && codes.some((code) => to.startsWith(code));
}

/**
 * Checks a destination against the allowed countries; a refusal is logged (with the number's
 * first digits only) and reported as false, never thrown: the person acting is not at fault.
 */
export function allowSmsTo(to: string, codes: readonly string[] = smsCountryCodes()): boolean {
  if (isSmsAllowed(to, codes)) return true;
  logger.warn('SMS refused: the number is outside the allowed country codes', {
    prefix: to.slice(0, 4),
    allowed: codes.join(','),
  });
  return false;
}
