import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import {
  claimsRoleFormSchema,
  claimsSearchFormDefaults,
  claimsSearchFormSchema,
  claimsSearchToQuery,
  claimsUpdateSchema,
} from './user-claims-form';

describe('claims role', () => {
  it.each(['', 'EMPLOYEE', 'SYSTEM_USER', 'OWNER'])('should accept the role "%s"', (role) => {
    expect(validateForm(claimsRoleFormSchema, { role }).success).toBe(true);
  });

  it.each(['CLIENT', 'ADMIN', undefined])('should refuse the role %s', (role) => {
    expect(validateForm(claimsRoleFormSchema, { role }).errors).toEqual({ role: 'Select a valid option.' });
  });

  it('should need the auth id to update claims', () => {
    expect(validateForm(claimsUpdateSchema, { role: 'OWNER', authId: '', companyId: 'c1' }).errors).toEqual({
      authId: 'Value is required',
    });
  });
});

describe('claims search', () => {
  it('should search by registration mobile number by default', () => {
    expect(claimsSearchFormDefaults.type).toBe('regMobileNumber');
  });

  it('should need a full valid mobile number (with +357) for the mobile search', () => {
    expect(
      validateForm(claimsSearchFormSchema, { type: 'regMobileNumber', value: '99123456' }).errors,
    ).toEqual({
      value: 'Must be valid phone number.',
    });
    const form = claimsSearchFormSchema.parse({ type: 'regMobileNumber', value: '+357 99 123456' });
    expect(claimsSearchToQuery(form)).toEqual({ regMobileNumber: '+35799123456' });
  });

  it('should need a valid e-mail for the e-mail search', () => {
    expect(validateForm(claimsSearchFormSchema, { type: 'email', value: 'nikos' }).errors).toEqual({
      value: 'Must be valid e-mail address.',
    });
    expect(claimsSearchToQuery(claimsSearchFormSchema.parse({ type: 'email', value: 'a@b.cy' }))).toEqual({
      email: 'a@b.cy',
    });
  });

  it('should take any auth id and require a value', () => {
    expect(claimsSearchToQuery(claimsSearchFormSchema.parse({ type: 'authId', value: 'abc-123' }))).toEqual({
      authId: 'abc-123',
    });
    expect(validateForm(claimsSearchFormSchema, { type: 'authId', value: ' ' }).errors).toEqual({
      value: 'Value is required',
    });
  });

  it('should refuse an unknown search type', () => {
    expect(validateForm(claimsSearchFormSchema, { type: 'name', value: 'x' }).errors).toEqual({
      type: 'Select a valid option.',
    });
  });
});
