import { createHash, timingSafeEqual } from 'node:crypto';

/** Password-reset codes are kept hashed, like every secret of the twin. */
export function hashResetCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function verifyResetCode(code: string, codeHash: string): boolean {
  const actual = Buffer.from(hashResetCode(code.trim()), 'hex');
  const expected = Buffer.from(codeHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
