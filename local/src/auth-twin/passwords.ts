import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

import { CognitoError } from './errors';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number },
) => Promise<Buffer>;
const KEY_LENGTH = 32;
/**
 * scrypt cost 2^12 (about 35 ms here, 4 MB): the twin holds throw-away demo users in memory and
 * hashes them at every start, so it trades some of the default 2^14's cost for start-up time.
 */
const COST = { N: 4096 };

/** scrypt with a random salt; stored as "scrypt$<salt>$<key>" (hex). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, COST);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, salt, key] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !key) {
    // Same cost as a real check, so an account without a password answers as slowly.
    await scryptAsync(password, randomBytes(16), KEY_LENGTH, COST);
    return false;
  }
  const expected = Buffer.from(key, 'hex');
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), KEY_LENGTH, COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The pool's password policy: a minimum length (12 for this pool, issue 30), no character classes. */
export function assertPasswordPolicy(password: string, minLength: number): void {
  if (password.length < minLength) {
    throw new CognitoError(
      'InvalidPasswordException',
      'Password does not conform to policy: Password not long enough',
    );
  }
  if (password !== password.trim()) {
    throw new CognitoError('InvalidParameterException', 'The password must not begin or end with a space.');
  }
}

/** A temporary password as Cognito makes one when AdminCreateUser is given none. */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const body = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${body}#${randomInt(10)}`;
}
