import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import {
  signInRoleFormSchema,
  signInSearchFormDefaults,
  signInSearchFormSchema,
  signInSearchToQuery,
  signInRoleUpdateSchema,
} from './sign-in-role-form';

describe('claims role', () => {
  it.each(['', 'EMPLOYEE', 'SYSTEM_USER', 'OWNER'])('should accept the role "%s"', (role) => {
    expect(validateForm(signInRoleFormSchema, { role }).success).toBe(true);
  });

  it.each(['CLIENT', 'ADMIN', undefined])('should refuse the role %s', (role) => {
    expect(validateForm(signInRoleFormSchema, { role }).errors).toEqual({ role: 'Select a valid option.' });
  });

  it('should need the auth id to update claims', () => {
    expect(
      validateForm(signInRoleUpdateSchema, { role: 'OWNER', authId: '', companyId: 'c1' }).errors,
    ).toEqual({
      authId: 'Value is required',
    });
  });
});

describe('claims search', () => {
  it('should search by registration mobile number by default', () => {
    expect(signInSearchFormDefaults.type).toBe('regMobileNumber');
  });

  it('should need a full valid mobile number (with +357) for the mobile search', () => {
    expect(
      validateForm(signInSearchFormSchema, { type: 'regMobileNumber', value: '99123456' }).errors,
    ).toEqual({
      value: 'Must be valid phone number.',
    });
    const form = signInSearchFormSchema.parse({ type: 'regMobileNumber', value: '+357 99 123456' });
    expect(signInSearchToQuery(form)).toEqual({ regMobileNumber: '+35799123456' });
  });

  it('should need a valid e-mail for the e-mail search', () => {
    expect(validateForm(signInSearchFormSchema, { type: 'email', value: 'nikos' }).errors).toEqual({
      value: 'Must be valid e-mail address.',
    });
    expect(signInSearchToQuery(signInSearchFormSchema.parse({ type: 'email', value: 'a@b.cy' }))).toEqual({
      email: 'a@b.cy',
    });
  });

  it('should take any auth id and require a value', () => {
    expect(signInSearchToQuery(signInSearchFormSchema.parse({ type: 'authId', value: 'abc-123' }))).toEqual({
      authId: 'abc-123',
    });
    expect(validateForm(signInSearchFormSchema, { type: 'authId', value: ' ' }).errors).toEqual({
      value: 'Value is required',
    });
  });

  it('should refuse an unknown search type', () => {
    expect(validateForm(signInSearchFormSchema, { type: 'name', value: 'x' }).errors).toEqual({
      type: 'Select a valid option.',
    });
  });
});
