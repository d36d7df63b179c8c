import { describe, expect, it } from 'vitest';

import { administratorPartnerFormSchema, ownPartnerFormSchema } from './partner-form';
import { partnerFormDefaults, partnerFormToBody } from './partner-form-body';

const now = new Date('2027-05-10T09:00:00Z');
const admin = administratorPartnerFormSchema({ now, role: 'SYSTEM_USER' });

const partner = {
  firstName: 'Sofia',
  lastName: 'Andreou',
  idCard: '1234567',
  registrationNumber: 'RN-4411',
  registrationExpirationDate: '2028-01-31',
  phone: { countryCode: '+357', number: '99123456' },
  email: 'sofia@example.com',
  lang: 'el',
  iban: 'cy17 0020 0128 0000 0012 0052 7600',
  bankName: 'Bank of Cyprus',
  tiNumber: '',
  address: { street: '2 Anexartisias', street2: '', city: 'LIMASSOL', postalCode: '3036' },
  positionIds: [
    { id: 'nurse', name: 'Nurse' },
    { id: 'carer', name: 'Carer' },
  ],
  status: 'VERIFIED',
  restrictedReasonType: '',
  weeklyShiftLimit: '',
  description: 'Prefers nights',
  // bookkeeping fields a form initialised from the stored partner may carry
  id: 'p-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  ratingScore: 4.5,
  ratingCount: 2,
  queries: ['sofia', 'andreou'],
};

describe('partnerFormToBody (On partner submit)', () => {
  it('should add country code CY to the address', () => {
    const body = partnerFormToBody(admin.parse(partner));
    expect(body.address).toEqual({
      countryCode: 'CY',
      street: '2 Anexartisias',
      city: 'LIMASSOL',
      postalCode: '3036',
    });
  });

  it('should send the phone as country code + number on create', () => {
    expect(partnerFormToBody(admin.parse(partner)).phoneNumber).toBe('+35799123456');
  });

  it('should omit the phone when it is unchanged', () => {
    const body = partnerFormToBody(admin.parse(partner), { original: { phoneNumber: '+35799123456' } });
    expect(body).not.toHaveProperty('phoneNumber');
    const changed = partnerFormToBody(admin.parse(partner), { original: { phoneNumber: '+35799000000' } });
    expect(changed.phoneNumber).toBe('+35799123456');
  });

  it('should remove an empty restricted reason', () => {
    expect(partnerFormToBody(admin.parse(partner))).not.toHaveProperty('restrictedReasonType');
  });

  it('should keep the reason of a RESTRICTED partner and drop a leftover one otherwise', () => {
    const restricted = admin.parse({
      ...partner,
      status: 'RESTRICTED',
      restrictedReasonType: 'INVOICE_OVERDUE',
    });
    expect(partnerFormToBody(restricted).restrictedReasonType).toBe('INVOICE_OVERDUE');
    const verified = admin.parse({ ...partner, status: 'VERIFIED', restrictedReasonType: 'INVOICE_OVERDUE' });
    expect(partnerFormToBody(verified)).not.toHaveProperty('restrictedReasonType');
  });

  it('should send an empty weekly shift limit as null', () => {
    expect(partnerFormToBody(admin.parse(partner)).weeklyShiftLimit).toBeNull();
    expect(partnerFormToBody(admin.parse({ ...partner, weeklyShiftLimit: 3 })).weeklyShiftLimit).toBe(3);
  });

  it('should reduce positions to their ids', () => {
    expect(partnerFormToBody(admin.parse(partner)).positionIds).toEqual(['nurse', 'carer']);
  });

  it('should remove bookkeeping fields', () => {
    const body = partnerFormToBody({ ...admin.parse(partner), ...{ id: 'p-1', createdAt: 'x' } } as never);
    for (const field of ['id', 'createdAt', 'updatedAt', 'ratingScore', 'ratingCount', 'queries']) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it('should send the IBAN in electronic form', () => {
    expect(partnerFormToBody(admin.parse(partner)).iban).toBe('CY17002001280000001200527600');
  });

  it('should send no administrator fields for a partner editing their own profile', () => {
    const own = ownPartnerFormSchema({ now, role: 'EMPLOYEE' });
    const body = partnerFormToBody(own.parse(partner));
    for (const field of [
      'positionIds',
      'status',
      'weeklyShiftLimit',
      'description',
      'restrictedReasonType',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
    expect(body).toMatchObject({ firstName: 'Sofia', phoneNumber: '+35799123456' });
  });

  it('should open the New Partner form as VERIFIED, en, +357', () => {
    expect(partnerFormDefaults()).toMatchObject({ status: 'VERIFIED', lang: 'en' });
    expect(partnerFormDefaults().phone?.countryCode).toBe('+357');
  });
});
