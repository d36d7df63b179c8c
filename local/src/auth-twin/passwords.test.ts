import { describe, expect, it } from 'vitest';

import { PASSWORD_MIN_LENGTH } from '@careshift/domain';

import { assertPasswordPolicy, generateTemporaryPassword, hashPassword, verifyPassword } from './passwords';

describe('twin passwords', () => {
  it('should store a salted hash that only the same password matches', async () => {
    const stored = await hashPassword('first-secret-1');
    expect(stored).not.toContain('first-secret-1');
    expect(await hashPassword('first-secret-1')).not.toBe(stored);
    expect(await verifyPassword('first-secret-1', stored)).toBe(true);
    expect(await verifyPassword('second-secret-2', stored)).toBe(false);
    expect(await verifyPassword('first-secret-1', undefined)).toBe(false);
  });

  it('should require at least 12 characters (the pool policy) and no surrounding spaces', () => {
    expect(() => assertPasswordPolicy('12345678901', PASSWORD_MIN_LENGTH)).toThrow(
      'Password does not conform to policy: Password not long enough',
    );
    expect(() => assertPasswordPolicy(' 123456789012', PASSWORD_MIN_LENGTH)).toThrow();
    expect(() => assertPasswordPolicy('123456789012', PASSWORD_MIN_LENGTH)).not.toThrow();
  });

  it('should make temporary passwords that meet the policy', () => {
    const password = generateTemporaryPassword();
    expect(() => assertPasswordPolicy(password, PASSWORD_MIN_LENGTH)).not.toThrow();
    expect(generateTemporaryPassword()).not.toBe(password);
  });
});
