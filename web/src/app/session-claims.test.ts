import { describe, expect, it } from 'vitest';

import { readSessionClaims } from './session-claims';

describe('readSessionClaims', () => {
  it('should read subject, role, client (the companyId claim), e-mail and phone of the ID token', () => {
    expect(
      readSessionClaims({
        sub: 'u-1',
        role: 'CLIENT',
        companyId: 'client-olympus',
        email: 'desk@olympus.example',
        phone_number: '+35799123456',
      }),
    ).toEqual({
      userId: 'u-1',
      role: 'CLIENT',
      clientId: 'client-olympus',
      email: 'desk@olympus.example',
      phoneNumber: '+35799123456',
    });
  });

  it("should read the account's saved language from the locale claim (issue 32)", () => {
    expect(readSessionClaims({ sub: 'u-1', role: 'EMPLOYEE', locale: 'el' })?.language).toBe('el');
    expect(readSessionClaims({ sub: 'u-1', role: 'EMPLOYEE', locale: 'en' })?.language).toBe('en');
    expect(readSessionClaims({ sub: 'u-1', role: 'EMPLOYEE', locale: 'fr' })).not.toHaveProperty('language');
  });

  it('should read a token without a role as a user with no role (who lands on /)', () => {
    expect(readSessionClaims({ sub: 'u-2', email: 'x@example.com' })).toEqual({
      userId: 'u-2',
      email: 'x@example.com',
    });
    expect(readSessionClaims({ sub: 'u-2', role: '' })).toEqual({ userId: 'u-2' });
  });

  it('should accept custom:role and custom:companyId when the claims were not renamed', () => {
    expect(readSessionClaims({ sub: 'u-3', 'custom:role': 'OWNER', 'custom:companyId': 'c-1' })).toEqual({
      userId: 'u-3',
      role: 'OWNER',
      clientId: 'c-1',
    });
  });

  it('should fail the claims read for a role that is not ours, a company that is not text or no subject', () => {
    expect(readSessionClaims({ sub: 'u-4', role: 'ROOT' })).toBeUndefined();
    expect(readSessionClaims({ sub: 'u-4', role: ['SYSTEM_USER'] })).toBeUndefined();
    expect(readSessionClaims({ sub: 'u-4', role: 'CLIENT', companyId: 7 })).toBeUndefined();
    expect(readSessionClaims({ role: 'SYSTEM_USER' })).toBeUndefined();
    expect(readSessionClaims({ sub: '', role: 'SYSTEM_USER' })).toBeUndefined();
    expect(readSessionClaims(undefined)).toBeUndefined();
  });

  it('should read the authenticator app from the mfa claim, and only its one value', () => {
    expect(readSessionClaims({ sub: 'a1', role: 'SYSTEM_USER', mfa: 'totp' })).toEqual({
      userId: 'a1',
      role: 'SYSTEM_USER',
      authenticatorApp: true,
    });
    expect(readSessionClaims({ sub: 'a1', role: 'SYSTEM_USER', mfa: 'sms' })).toEqual({
      userId: 'a1',
      role: 'SYSTEM_USER',
    });
  });
});
