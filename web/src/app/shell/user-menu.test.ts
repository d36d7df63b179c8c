import { describe, expect, it } from 'vitest';

import { userMenuButtonName, userMenuLabel } from './user-menu';

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

describe('user menu button name', () => {
  it('should contain the name the button shows (WCAG 2.5.3 Label in Name)', () => {
    expect(userMenuButtonName('User menu', 'Μαρία Ιωάννου')).toBe('User menu: Μαρία Ιωάννου');
    expect(userMenuButtonName('Μενού χρήστη', 'desk@amathus-care.local')).toContain(
      'desk@amathus-care.local',
    );
  });

  it('should be the menu word alone when the button shows that word', () => {
    expect(userMenuButtonName('User menu', undefined)).toBe('User menu');
  });
});
