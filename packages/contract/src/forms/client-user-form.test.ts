import { describe, expect, it } from 'vitest';

import {
  clientUserCreateFormSchema,
  clientUserFormDefaults,
  clientUserFormToBody,
  clientUserUpdateFormSchema,
} from './client-user-form';
import { validateForm } from './field-errors';

const user = {
  firstName: 'Eleni',
  lastName: 'Petrou',
  status: 'VERIFIED',
  email: 'eleni@example.com',
  password: 'first-secret-1',
  contactPhone: { countryCode: '+357', number: '' },
  lang: 'en',
};

describe('client user form', () => {
  it('should require names, status and e-mail on create and update', () => {
    const empty = { ...user, firstName: '', lastName: '', status: '', email: '' };
    const expected = {
      firstName: 'Value is required',
      lastName: 'Value is required',
      status: 'Value is required',
      email: 'Value is required',
    };
    expect(validateForm(clientUserUpdateFormSchema, empty).errors).toEqual(expected);
    expect(validateForm(clientUserCreateFormSchema, empty).errors).toEqual(expected);
  });

  it('should require a password of at least 12 characters on create', () => {
    expect(validateForm(clientUserCreateFormSchema, { ...user, password: '' }).errors).toEqual({
      password: 'Value is required',
    });
    expect(validateForm(clientUserCreateFormSchema, { ...user, password: 'abc' }).errors).toEqual({
      password: 'Must be at least 12 characters.',
    });
  });

  it('should not ask for a password on update, and not pass one through', () => {
    const { password: _password, ...withoutPassword } = user;
    expect(validateForm(clientUserUpdateFormSchema, withoutPassword).success).toBe(true);
    expect(clientUserUpdateFormSchema.parse(user)).not.toHaveProperty('password');
  });

  it('should need a valid phone for its country code when one is given', () => {
    expect(
      validateForm(clientUserUpdateFormSchema, {
        ...user,
        contactPhone: { countryCode: '+30', number: '99123456' },
      }).errors,
    ).toEqual({ 'contactPhone.number': 'Must be valid phone number.' });
  });

  it('should default to VERIFIED, en and +357', () => {
    expect(clientUserFormDefaults()).toMatchObject({ status: 'VERIFIED', lang: 'en' });
    expect(clientUserFormDefaults().contactPhone?.countryCode).toBe('+357');
  });

  it('should send the contact phone as E.164, or not at all when empty', () => {
    const withPhone = clientUserCreateFormSchema.parse({
      ...user,
      contactPhone: { countryCode: '+357', number: '99123456' },
    });
    expect(clientUserFormToBody(withPhone)).toEqual({ ...user, contactPhone: '+35799123456' });
    expect(clientUserFormToBody(clientUserCreateFormSchema.parse(user))).not.toHaveProperty('contactPhone');
  });
});
