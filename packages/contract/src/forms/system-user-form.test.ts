import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import {
  systemUserCreateFormSchema,
  systemUserFormDefaults,
  systemUserUpdateFormSchema,
} from './system-user-form';

const user = {
  firstName: 'Nikos',
  lastName: 'Ioannou',
  email: 'nikos@example.com',
  password: 'first-secret-1',
  status: 'ACTIVE',
  lang: 'el',
  receiveRequestUpdates: true,
};

describe('system user form', () => {
  it('should accept the statuses ACTIVE, INACTIVE and DISABLED only', () => {
    for (const status of ['ACTIVE', 'INACTIVE', 'DISABLED']) {
      expect(validateForm(systemUserCreateFormSchema, { ...user, status }).success).toBe(true);
    }
    expect(validateForm(systemUserCreateFormSchema, { ...user, status: 'VERIFIED' }).errors).toEqual({
      status: 'Select a valid option.',
    });
  });

  it('should default to ACTIVE, en and no request updates', () => {
    expect(systemUserFormDefaults()).toMatchObject({
      status: 'ACTIVE',
      lang: 'en',
      receiveRequestUpdates: false,
    });
  });

  it('should read receiveRequestUpdates from a checkbox or from the text "true"/"false"', () => {
    expect(
      systemUserUpdateFormSchema.parse({ ...user, receiveRequestUpdates: 'true' }).receiveRequestUpdates,
    ).toBe(true);
    expect(
      systemUserUpdateFormSchema.parse({ ...user, receiveRequestUpdates: 'false' }).receiveRequestUpdates,
    ).toBe(false);
    expect(
      systemUserUpdateFormSchema.parse({ ...user, receiveRequestUpdates: undefined }).receiveRequestUpdates,
    ).toBe(false);
    expect(validateForm(systemUserUpdateFormSchema, { ...user, receiveRequestUpdates: 'yes' }).success).toBe(
      false,
    );
  });

  it('should need a password of at least 12 on create only', () => {
    expect(validateForm(systemUserCreateFormSchema, { ...user, password: '123' }).errors).toEqual({
      password: 'Must be at least 12 characters.',
    });
    expect(systemUserUpdateFormSchema.parse(user)).not.toHaveProperty('password');
  });

  it('should need names and a valid e-mail', () => {
    expect(validateForm(systemUserUpdateFormSchema, { ...user, firstName: '', email: 'x' }).errors).toEqual({
      firstName: 'Value is required',
      email: 'Must be valid e-mail address.',
    });
  });
});
