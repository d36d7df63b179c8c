import { describe, expect, it } from 'vitest';

import {
  clientFormSchema,
  clientFormToBody,
  newClientFormDefaults,
  newClientFormSchema,
  newClientFormToBody,
} from './client-form';
import { validateForm } from './field-errors';

const client = {
  name: 'Limassol Care Home',
  legalName: 'Limassol Care Home Ltd',
  status: 'VERIFIED',
  description: '',
  phone: { countryCode: '+357', number: '' },
  positionIds: [{ id: 'nurse', name: 'Nurse' }],
  address: { street: '1 Makariou Ave', street2: '', city: 'LIMASSOL', postalCode: '3030' },
};
const owner = {
  firstName: 'Andreas',
  lastName: 'Christou',
  email: 'andreas@example.com',
  password: 'first-secret-1',
  contactPhone: { countryCode: '+357', number: '' },
  lang: 'el',
};

describe('client form', () => {
  it('should accept a client with an empty phone', () => {
    expect(validateForm(clientFormSchema, client).errors).toEqual({});
  });

  it('should require name, street, city and postal code ("Value is required") and a position', () => {
    const { errors } = validateForm(newClientFormSchema, newClientFormDefaults());
    expect(errors).toMatchObject({
      name: 'Value is required',
      'address.street': 'Value is required',
      'address.city': 'Value is required',
      'address.postalCode': 'Value is required',
      positionIds: 'You need to select at least one.',
    });
  });

  it.each(['303', '30300', 'ABCD'])('should refuse the postal code %s: exactly 4 digits', (postalCode) => {
    const { errors } = validateForm(clientFormSchema, {
      ...client,
      address: { ...client.address, postalCode },
    });
    expect(errors).toEqual({ 'address.postalCode': 'Must be exactly 4 digits.' });
  });

  it('should only know the five cities', () => {
    for (const city of ['LIMASSOL', 'NICOSIA', 'LARNACA', 'PAPHOS', 'FAMAGUSTA']) {
      expect(
        validateForm(clientFormSchema, { ...client, address: { ...client.address, city } }).success,
      ).toBe(true);
    }
    const { errors } = validateForm(clientFormSchema, {
      ...client,
      address: { ...client.address, city: 'ATHENS' },
    });
    expect(errors).toEqual({ 'address.city': 'Select a valid option.' });
  });

  it('should let the phone be empty but not invalid', () => {
    const { errors } = validateForm(clientFormSchema, {
      ...client,
      phone: { countryCode: '+357', number: '555' },
    });
    expect(errors).toEqual({ 'phone.number': 'Must be valid phone number.' });
  });

  it('should only know the client statuses VERIFIED, PENDING and DISABLED', () => {
    for (const status of ['VERIFIED', 'PENDING', 'DISABLED']) {
      expect(validateForm(clientFormSchema, { ...client, status }).success).toBe(true);
    }
    expect(validateForm(clientFormSchema, { ...client, status: 'ACTIVE' }).errors).toEqual({
      status: 'Select a valid option.',
    });
  });

  it('should send country code CY, ids only, and the phone only when given', () => {
    const body = clientFormToBody(
      clientFormSchema.parse({ ...client, phone: { countryCode: '+357', number: '25123456' } }),
    );
    expect(body).toEqual({
      name: 'Limassol Care Home',
      legalName: 'Limassol Care Home Ltd',
      status: 'VERIFIED',
      positionIds: ['nurse'],
      description: '',
      address: { countryCode: 'CY', street: '1 Makariou Ave', city: 'LIMASSOL', postalCode: '3030' },
      phoneNumber: '+35725123456',
    });
    expect(clientFormToBody(clientFormSchema.parse(client))).not.toHaveProperty('phoneNumber');
  });

  it('should leave the status out when the form has none (a client editing itself)', () => {
    expect(clientFormToBody(clientFormSchema.parse({ ...client, status: '' }))).not.toHaveProperty('status');
  });
});

describe('new client form', () => {
  it('should accept a client with its first user', () => {
    expect(validateForm(newClientFormSchema, { ...client, user: owner }).errors).toEqual({});
  });

  it('should require the user names, e-mail and password', () => {
    const { errors } = validateForm(newClientFormSchema, {
      ...client,
      user: { ...owner, firstName: '', lastName: '', email: '', password: '' },
    });
    expect(errors).toEqual({
      'user.firstName': 'Value is required',
      'user.lastName': 'Value is required',
      'user.email': 'Value is required',
      'user.password': 'Value is required',
    });
  });

  it('should need a valid e-mail, a password of at least 12 and a valid contact phone if any', () => {
    const { errors } = validateForm(newClientFormSchema, {
      ...client,
      user: {
        ...owner,
        email: 'andreas',
        password: '12345',
        contactPhone: { countryCode: '+357', number: '1' },
      },
    });
    expect(errors).toEqual({
      'user.email': 'Must be valid e-mail address.',
      'user.password': 'Must be at least 12 characters.',
      'user.contactPhone.number': 'Must be valid phone number.',
    });
  });

  it('should only know the languages en and el', () => {
    expect(validateForm(newClientFormSchema, { ...client, user: { ...owner, lang: 'gr' } }).errors).toEqual({
      'user.lang': 'Select a valid option.',
    });
  });

  it('should default the status to VERIFIED, the language to en and the phone code to +357', () => {
    const defaults = newClientFormDefaults();
    expect(defaults.status).toBe('VERIFIED');
    expect(defaults.user.lang).toBe('en');
    expect(defaults.user.contactPhone?.countryCode).toBe('+357');
  });

  it('should build the client-create payload with the owner and their contact phone as E.164', () => {
    const form = newClientFormSchema.parse({
      ...client,
      status: '',
      user: { ...owner, contactPhone: { countryCode: '+357', number: '99123456' } },
    });
    const body = newClientFormToBody(form);
    expect(body.status).toBe('VERIFIED');
    expect(body.user).toEqual({
      firstName: 'Andreas',
      lastName: 'Christou',
      email: 'andreas@example.com',
      password: 'first-secret-1',
      lang: 'el',
      contactPhone: '+35799123456',
    });
  });
});
