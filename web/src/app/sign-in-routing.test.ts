import { describe, expect, it } from 'vitest';

import {
  afterSignInPath,
  authenticatorSetupPath,
  loginPath,
  loginTypeFor,
  mustSetUpAuthenticator,
  parseLoginType,
  signInPathFor,
} from './sign-in-routing';

describe('parseLoginType', () => {
  it('should accept only employee and client', () => {
    expect(parseLoginType('employee')).toBe('employee');
    expect(parseLoginType('client')).toBe('client');
    expect(parseLoginType('admin')).toBeUndefined();
    expect(parseLoginType(null)).toBeUndefined();
  });
});

describe('loginTypeFor', () => {
  it('should ask for the phone on pages only partners open', () => {
    expect(loginTypeFor('/find-a-shift')).toBe('employee');
    expect(loginTypeFor('/my-requests?status=CLAIMED')).toBe('employee');
    expect(loginTypeFor('/profile/documents')).toBe('employee');
  });

  it('should ask for the e-mail on pages partners never open', () => {
    expect(loginTypeFor('/dashboard')).toBe('client');
    expect(loginTypeFor('/requests')).toBe('client');
    expect(loginTypeFor('/manage-claims')).toBe('client');
    expect(loginTypeFor('/account/users')).toBe('client');
  });

  it('should offer the choice on pages for partners and others, and on unknown pages', () => {
    expect(loginTypeFor('/requests/r-1')).toBeUndefined();
    expect(loginTypeFor('/invoices')).toBeUndefined();
    expect(loginTypeFor('/faq')).toBeUndefined();
    expect(loginTypeFor('/nowhere')).toBeUndefined();
  });
});

describe('loginPath and signInPathFor', () => {
  it('should send a signed-out visitor to the right form and remember the page', () => {
    expect(signInPathFor('/find-a-shift')).toBe('/login?type=employee&next=%2Ffind-a-shift');
    expect(signInPathFor('/positions?sort=name')).toBe('/login?type=client&next=%2Fpositions%3Fsort%3Dname');
    expect(signInPathFor('/requests/r-1')).toBe('/login?next=%2Frequests%2Fr-1');
  });

  it('should drop a next address that is not a path of this site', () => {
    expect(loginPath({ type: 'client', next: 'https://evil.example' })).toBe('/login?type=client');
    expect(loginPath({ next: '//evil.example' })).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});

describe('afterSignInPath', () => {
  it('should land each role on its page when it was going nowhere (spec section 2)', () => {
    expect(afterSignInPath('SYSTEM_USER', null)).toBe('/dashboard');
    expect(afterSignInPath('EMPLOYEE', null)).toBe('/find-a-shift');
    expect(afterSignInPath('CLIENT', undefined)).toBe('/requests');
    expect(afterSignInPath(undefined, null)).toBe('/');
  });

  it('should go back to where the user was going when the role may open it', () => {
    expect(afterSignInPath('SYSTEM_USER', '/positions?sort=name')).toBe('/positions?sort=name');
    expect(afterSignInPath('EMPLOYEE', '/requests/r-1')).toBe('/requests/r-1');
    expect(afterSignInPath('OWNER', '/requests/new')).toBe('/requests/new');
    expect(afterSignInPath('EMPLOYEE', '/profile')).toBe('/profile');
  });

  it('should not follow a page the role may not open, nor /login, nor another site', () => {
    expect(afterSignInPath('EMPLOYEE', '/dashboard')).toBe('/find-a-shift');
    expect(afterSignInPath('CLIENT', '/manage-claims')).toBe('/requests');
    expect(afterSignInPath(undefined, '/dashboard')).toBe('/');
    expect(afterSignInPath('SYSTEM_USER', '/login?next=/positions')).toBe('/dashboard');
    expect(afterSignInPath('SYSTEM_USER', 'https://evil.example/dashboard')).toBe('/dashboard');
    expect(afterSignInPath('SYSTEM_USER', '/no-such-page')).toBe('/dashboard');
  });
});

describe('mustSetUpAuthenticator', () => {
  it('should send an administrator without the authenticator app to set it up, nobody else', () => {
    expect(mustSetUpAuthenticator({ role: 'SYSTEM_USER' })).toBe(true);
    expect(mustSetUpAuthenticator({ role: 'SYSTEM_USER', authenticatorApp: true })).toBe(false);
    for (const role of ['OWNER', 'CLIENT', 'EMPLOYEE'] as const)
      expect(mustSetUpAuthenticator({ role })).toBe(false);
    expect(mustSetUpAuthenticator({})).toBe(false);
  });

  it('should come back to the page the administrator was going to, never to another site', () => {
    expect(authenticatorSetupPath('/requests?status=OPEN')).toBe(
      '/authenticator-setup?next=%2Frequests%3Fstatus%3DOPEN',
    );
    expect(authenticatorSetupPath('https://evil.example/')).toBe('/authenticator-setup');
    expect(authenticatorSetupPath()).toBe('/authenticator-setup');
  });
});
