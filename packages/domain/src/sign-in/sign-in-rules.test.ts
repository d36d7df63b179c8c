import { describe, expect, it } from 'vitest';

import { ROLES } from '../roles';

import { mayUseAuthenticatorApp, PASSWORD_MIN_LENGTH, secondFactorRequired } from './sign-in-rules';

describe('sign-in rules', () => {
  it('should require the authenticator app of administrators only', () => {
    expect(ROLES.filter(secondFactorRequired)).toEqual(['SYSTEM_USER']);
    expect(secondFactorRequired(undefined)).toBe(false);
  });

  it('should let e-mail users (administrators, organisation users) use it, not partners', () => {
    expect(ROLES.filter(mayUseAuthenticatorApp)).toEqual(['SYSTEM_USER', 'CLIENT', 'OWNER']);
  });

  it('should ask e-mail users for at least 12 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
  });
});
