import { describe, expect, it } from 'vitest';

import { userMenuLabel } from './user-menu';

describe('user menu title', () => {
  it("should show a partner's name instead of their raw number", () => {
    const session = { userId: 'p1', role: 'EMPLOYEE' as const, phoneNumber: '+35799000001' };
    expect(userMenuLabel(session, { firstName: 'Μαρία', lastName: 'Ιωάννου' })).toBe('Μαρία Ιωάννου');
  });

  it('should show the number while the profile is read, and the e-mail of other users', () => {
    expect(userMenuLabel({ userId: 'p1', role: 'EMPLOYEE', phoneNumber: '+35799000001' }, undefined)).toBe(
      '+35799000001',
    );
    expect(userMenuLabel({ userId: 'u1', role: 'CLIENT', email: 'desk@amathus-care.local' }, undefined)).toBe(
      'desk@amathus-care.local',
    );
  });
});
