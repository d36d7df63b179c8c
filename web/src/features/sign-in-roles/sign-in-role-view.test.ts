import { describe, expect, it } from 'vitest';

import { signInRoleUpdateBody, roleChoices, roleFieldValue } from './sign-in-role-view';

describe('roleFieldValue', () => {
  it('should show the role of the sign-in, or empty for none', () => {
    expect(roleFieldValue({ role: 'EMPLOYEE' })).toBe('EMPLOYEE');
    expect(roleFieldValue({ role: null })).toBe('');
  });
});

describe('roleChoices', () => {
  it('should offer empty, EMPLOYEE, SYSTEM_USER and OWNER (spec section 5)', () => {
    expect(roleChoices('OWNER')).toEqual([
      { value: '', disabled: false },
      { value: 'EMPLOYEE', disabled: false },
      { value: 'SYSTEM_USER', disabled: false },
      { value: 'OWNER', disabled: false },
    ]);
  });

  it('should show a role the form cannot set as a disabled choice', () => {
    expect(roleChoices('CLIENT').at(-1)).toEqual({ value: 'CLIENT', disabled: true });
    expect(roleChoices('CLIENT')).toHaveLength(5);
  });
});

describe('signInRoleUpdateBody', () => {
  it('should send the new role with the client (companyId on the wire) unchanged', () => {
    expect(signInRoleUpdateBody({ authId: 'a-1', companyId: 'client-olympus' }, 'OWNER')).toEqual({
      authId: 'a-1',
      role: 'OWNER',
      companyId: 'client-olympus',
    });
    expect(signInRoleUpdateBody({ authId: 'a-2', companyId: null }, '')).toEqual({
      authId: 'a-2',
      role: '',
      companyId: '',
    });
  });
});
