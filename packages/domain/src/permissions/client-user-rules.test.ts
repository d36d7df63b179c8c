import { describe, expect, it } from 'vitest';

import { NotAllowedError } from '../errors';

import {
  assertCanChangeClientUserContact,
  assertCanEndClientUserSignIn,
  canChangeClientUserContact,
  canEndClientUserSignIn,
} from './client-user-rules';

const admin = { role: 'SYSTEM_USER' as const, userId: 'admin' };
const owner = { role: 'OWNER' as const, userId: 'owner', clientId: 'c1' };
const desk = { role: 'CLIENT' as const, userId: 'desk', clientId: 'c1' };
const partner = { role: 'EMPLOYEE' as const, userId: 'p1' };
const theOwner = { userId: 'owner', owner: true };
const aUser = { userId: 'other', owner: false };
const theDesk = { userId: 'desk', owner: false };

describe('client user rules', () => {
  it("should let only the owner and administrators change the owner's e-mail or phone", () => {
    expect(canChangeClientUserContact(admin, theOwner)).toBe(true);
    expect(canChangeClientUserContact(owner, theOwner)).toBe(true);
    expect(canChangeClientUserContact(desk, theOwner)).toBe(false);
    expect(canChangeClientUserContact(partner, theOwner)).toBe(false);
    expect(() => assertCanChangeClientUserContact(desk, theOwner)).toThrow(NotAllowedError);
  });

  it("should let client users change their own and other ordinary users' contact details", () => {
    expect(canChangeClientUserContact(desk, theDesk)).toBe(true);
    expect(canChangeClientUserContact(desk, aUser)).toBe(true);
    expect(canChangeClientUserContact(owner, aUser)).toBe(true);
    expect(canChangeClientUserContact(partner, aUser)).toBe(false);
  });

  it('should never let a client user end its own sign-in or a CLIENT end the owner', () => {
    expect(canEndClientUserSignIn(desk, theDesk)).toBe(false);
    expect(canEndClientUserSignIn(owner, theOwner)).toBe(false);
    expect(canEndClientUserSignIn(desk, theOwner)).toBe(false);
    expect(canEndClientUserSignIn(desk, aUser)).toBe(true);
    expect(canEndClientUserSignIn(owner, aUser)).toBe(true);
    expect(canEndClientUserSignIn(admin, theOwner)).toBe(true);
    expect(() => assertCanEndClientUserSignIn(desk, theDesk)).toThrow(
      'You cannot disable or delete your own sign-in.',
    );
    expect(() => assertCanEndClientUserSignIn(desk, theOwner)).toThrow(/account owner/);
  });
});
