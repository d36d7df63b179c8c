import { describe, expect, it } from 'vitest';

import { isAdministrator, isClientOwner, isClientUser, isPartner } from './viewer';

describe('role predicates', () => {
  it('should count OWNER and CLIENT as client users, and only OWNER as the client owner', () => {
    expect(isClientUser({ role: 'OWNER' })).toBe(true);
    expect(isClientUser({ role: 'CLIENT' })).toBe(true);
    expect(isClientOwner({ role: 'OWNER' })).toBe(true);
    expect(isClientOwner({ role: 'CLIENT' })).toBe(false);
    expect(isClientOwner({ role: 'SYSTEM_USER' })).toBe(false);
  });

  it('should tell administrators and partners apart from client users', () => {
    expect(isAdministrator({ role: 'SYSTEM_USER' })).toBe(true);
    expect(isPartner({ role: 'EMPLOYEE' })).toBe(true);
    expect(isAdministrator({ role: 'OWNER' })).toBe(false);
    expect(isPartner({})).toBe(false);
  });
});
