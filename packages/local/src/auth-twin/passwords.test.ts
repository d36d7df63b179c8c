import { describe, expect, it } from 'vitest';

import { assertPasswordPolicy, generateTemporaryPassword, hashPassword, verifyPassword } from './passwords';

describe('twin passwords', () => {
  it('should store a salted hash that only the same password matches', async () => {
    const stored = await hashPassword('secret1');
    expect(stored).not.toContain('secret1');
    expect(await hashPassword('secret1')).not.toBe(stored);
    expect(await verifyPassword('secret1', stored)).toBe(true);
    expect(await verifyPassword('secret2', stored)).toBe(false);
    expect(await verifyPassword('secret1', undefined)).toBe(false);
  });

  it('should require at least 6 characters and no surrounding spaces', () => {
    expect(() => assertPasswordPolicy('12345', 6)).toThrow('Password not long enough');
    expect(() => assertPasswordPolicy(' 123456', 6)).toThrow();
    expect(() => assertPasswordPolicy('123456', 6)).not.toThrow();
  });

  it('should make temporary passwords that meet the policy', () => {
    const password = generateTemporaryPassword();
    expect(() => assertPasswordPolicy(password, 6)).not.toThrow();
    expect(generateTemporaryPassword()).not.toBe(password);
  });
});
