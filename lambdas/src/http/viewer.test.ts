import { describe, expect, it } from 'vitest';

import { admittedViewer, callerFromClaims } from './viewer';

describe('the caller from the token', () => {
  it('should read the client from the companyId claim and the issue time from iat', () => {
    expect(callerFromClaims({ sub: 'u-1', role: 'OWNER', companyId: 'client-1', iat: '1700000000' })).toEqual(
      {
        userId: 'u-1',
        role: 'OWNER',
        clientId: 'client-1',
        email: undefined,
        phoneNumber: undefined,
        issuedAt: 1700000000,
        authenticatorApp: false,
      },
    );
  });

  it('should read the authenticator app from the mfa claim (issue 30)', () => {
    expect(callerFromClaims({ sub: 'a-1', role: 'SYSTEM_USER', mfa: 'totp' })?.authenticatorApp).toBe(true);
    expect(callerFromClaims({ sub: 'a-1', role: 'SYSTEM_USER', mfa: 'sms' })?.authenticatorApp).toBe(false);
  });

  it('should see nobody without a subject, and no role in an unknown one', () => {
    expect(callerFromClaims({ role: 'SYSTEM_USER' })).toBeUndefined();
    expect(callerFromClaims({ sub: 'u-1', role: 'ADMIN' })?.role).toBeUndefined();
  });

  it('should admit a caller only with a role the operation allows', () => {
    const partner = callerFromClaims({ sub: 'p-1', role: 'EMPLOYEE' });
    expect(admittedViewer(['EMPLOYEE', 'SYSTEM_USER'], partner)).toMatchObject({
      userId: 'p-1',
      role: 'EMPLOYEE',
    });
    expect(admittedViewer(['SYSTEM_USER'], partner)).toBeUndefined();
    expect(admittedViewer(['SYSTEM_USER'], callerFromClaims({ sub: 'u-1', role: 'ADMIN' }))).toBeUndefined();
    expect(admittedViewer(['SYSTEM_USER'], undefined)).toBeUndefined();
  });
});
