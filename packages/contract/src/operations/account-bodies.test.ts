import { describe, expect, it } from 'vitest';

import {
  clientFormSchema,
  newClientFormDefaults,
  newClientFormSchema,
  clientFormToBody,
  newClientFormToBody,
} from '../forms/client-form';
import {
  clientUserCreateFormSchema,
  clientUserFormToBody,
  clientUserUpdateFormSchema,
} from '../forms/client-user-form';
import { fieldErrorsOf } from '../forms/field-errors';
import { administratorPartnerFormSchema, ownPartnerFormSchema } from '../forms/partner-form';
import { partnerFormDefaults, partnerFormToBody } from '../forms/partner-form-body';

import { clientBodySchema, newClientBodySchema } from './client-edits';
import { clientUserCreateBodySchema, clientUserUpdateBodySchema } from './client-users';
import { newPartnerBodySchema, partnerUpdateBodySchema, partnersQuerySchema } from './partners';

const now = new Date('2026-03-01T10:00:00Z');

const clientForm = {
  ...newClientFormDefaults(),
  name: 'Apollo Clinic',
  positionIds: [{ value: 'NURSE' }],
  phone: { countryCode: '+357', number: '25123456' },
  address: { street: '1 Makariou Avenue', street2: '', city: 'LIMASSOL', postalCode: '3010' },
  user: {
    ...newClientFormDefaults().user,
    firstName: 'Eleni',
    lastName: 'Ioannou',
    email: 'eleni@apollo.example',
    password: 'first-secret-1',
  },
};

const partnerForm = {
  ...partnerFormDefaults(),
  firstName: 'Maria',
  lastName: 'Georgiou',
  idCard: 'K123456',
  registrationNumber: 'RN-1',
  phone: { countryCode: '+357', number: '99123456' },
  email: 'maria@example.com',
  positionIds: ['NURSE'],
};

describe('account record bodies', () => {
  it('should accept on the server exactly what the client forms send', () => {
    const created = newClientBodySchema.parse(newClientFormToBody(newClientFormSchema.parse(clientForm)));
    expect(created).toMatchObject({
      status: 'VERIFIED',
      phoneNumber: '+35725123456',
      positionIds: ['NURSE'],
    });
    expect(created.user).toMatchObject({ email: 'eleni@apollo.example', lang: 'en' });
    expect(created.user.contactPhone).toBeUndefined();
    const { user: _user, status: _status, ...editForm } = clientForm;
    const updated = clientBodySchema.parse(clientFormToBody(clientFormSchema.parse(editForm)));
    expect(updated.status).toBeUndefined();
  });

  it('should accept on the server exactly what the client user forms send', () => {
    const form = {
      firstName: 'A',
      lastName: 'B',
      status: 'ACTIVE',
      email: 'a@b.example',
      password: 'first-secret-1',
      contactPhone: { countryCode: '+357', number: '99123456' },
      lang: 'el',
    };
    expect(
      clientUserCreateBodySchema.parse(clientUserFormToBody(clientUserCreateFormSchema.parse(form))),
    ).toMatchObject({
      contactPhone: '+35799123456',
      password: 'first-secret-1',
    });
    const { password: _password, ...edit } = form;
    const body = clientUserUpdateBodySchema.parse(
      clientUserFormToBody(clientUserUpdateFormSchema.parse(edit)),
    );
    expect(body).not.toHaveProperty('password');
  });

  it('should accept the New Partner form and a partner own profile without administrator fields', () => {
    const adminBody = partnerFormToBody(
      administratorPartnerFormSchema({ now, role: 'SYSTEM_USER' }).parse(partnerForm),
    );
    expect(newPartnerBodySchema.parse(adminBody)).toMatchObject({
      phoneNumber: '+35799123456',
      status: 'VERIFIED',
      weeklyShiftLimit: null,
    });
    const ownBody = partnerFormToBody(ownPartnerFormSchema({ now, role: 'EMPLOYEE' }).parse(partnerForm), {
      original: { phoneNumber: '+35799123456' },
    });
    const parsed = partnerUpdateBodySchema.parse(ownBody);
    expect(parsed.phoneNumber).toBeUndefined();
    for (const field of ['positionIds', 'status', 'weeklyShiftLimit', 'description'] as const) {
      expect(parsed[field]).toBeUndefined();
    }
  });

  it('should refuse phone numbers that are not valid E.164 numbers with the spec message', () => {
    const result = newPartnerBodySchema.safeParse({ ...partnerForm, phoneNumber: '+3579912' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toMatchObject({ phoneNumber: 'Must be valid phone number.' });
  });

  it('should cap the partner page at 500 and need 3 characters for a name filter', () => {
    expect(partnersQuerySchema.parse({ limit: '450' })).toMatchObject({ limit: 450, name: '' });
    expect(fieldErrorsOf(partnersQuerySchema.safeParse({ limit: '501', name: 'ma' }).error!)).toEqual({
      limit: 'Must be a whole number from 1 to 500.',
      name: 'Must be at least 3 characters.',
    });
  });
});
