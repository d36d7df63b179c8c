import { describe, expect, it } from 'vitest';

import { NotAllowedError, NotFoundError } from '../errors';

import {
  assertAdministrator,
  assertCanActOnClient,
  assertCanActOnPartner,
  canActOnClient,
  canActOnPartner,
  CLIENT_NOT_FOUND,
  PARTNER_NOT_FOUND,
} from './ownership';

const admin = { role: 'SYSTEM_USER' as const, userId: 'a1' };
const client = { role: 'CLIENT' as const, userId: 'u1', clientId: 'c1' };
const owner = { role: 'OWNER' as const, userId: 'u0', clientId: 'c1' };
const partner = { role: 'EMPLOYEE' as const, userId: 'p1' };

describe('ownership', () => {
  it('should let an administrator act on every client and partner', () => {
    expect(canActOnClient(admin, 'c9')).toBe(true);
    expect(canActOnPartner(admin, 'p9')).toBe(true);
  });

  it('should let a client user (or owner) act only on its own company', () => {
    expect(canActOnClient(client, 'c1')).toBe(true);
    expect(canActOnClient(owner, 'c1')).toBe(true);
    expect(canActOnClient(client, 'c2')).toBe(false);
    expect(canActOnClient({ role: 'CLIENT', clientId: null }, '')).toBe(false);
    expect(canActOnPartner(client, 'p1')).toBe(false);
  });

  it('should let a partner act only on itself', () => {
    expect(canActOnPartner(partner, 'p1')).toBe(true);
    expect(canActOnPartner(partner, 'p2')).toBe(false);
    expect(canActOnClient({ ...partner, clientId: 'c1' }, 'c1')).toBe(false);
  });

  it('should give a viewer without a role nothing', () => {
    expect(canActOnClient({ clientId: 'c1' }, 'c1')).toBe(false);
    expect(canActOnPartner({ userId: 'p1' }, 'p1')).toBe(false);
  });

  it("should answer another tenant's client or partner as not found, and refuse non-administrators", () => {
    expect(() => assertCanActOnClient(client, 'c2')).toThrow(new NotFoundError(CLIENT_NOT_FOUND));
    expect(() => assertCanActOnPartner(partner, 'p2')).toThrow(new NotFoundError(PARTNER_NOT_FOUND));
    expect(() => assertAdministrator(client)).toThrow(NotAllowedError);
    expect(() => assertCanActOnClient(client, 'c1')).not.toThrow();
    expect(() => assertCanActOnPartner(partner, 'p1')).not.toThrow();
    expect(() => assertAdministrator(admin)).not.toThrow();
  });
});
