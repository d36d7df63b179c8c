import { describe, expect, it } from 'vitest';

import { formFieldOf, partnerFormValuesOf } from './partner-form-values';

describe('partner form values', () => {
  it('should put server field errors on the form fields that hold them', () => {
    expect(formFieldOf('phoneNumber')).toBe('phone.number');
    expect(formFieldOf('address.postalCode')).toBe('address.postalCode');
    expect(formFieldOf('iban')).toBe('iban');
    expect(formFieldOf('ratingScore')).toBeUndefined();
  });

  it('should fill the form from a stored partner, splitting the phone and keeping an empty limit empty', () => {
    const values = partnerFormValuesOf({
      id: 'p1',
      firstName: 'Maria',
      lastName: 'Ioannou',
      status: 'RESTRICTED',
      restrictedReasonType: 'LICENCE_EXPIRED',
      weeklyShiftLimit: null,
      positionIds: ['NURSE'],
      registrationExpirationDate: null,
      ratingScore: 4.5,
      ratingCount: 2,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      info: {
        email: 'm@example.com',
        lang: 'el',
        phoneNumber: '+35799000001',
        address: { city: 'NICOSIA' },
        registrationNumber: 'R1',
        idCard: 'K123456',
      },
    });
    expect(values).toMatchObject({
      phone: { countryCode: '+357', number: '99000001' },
      weeklyShiftLimit: '',
      restrictedReasonType: 'LICENCE_EXPIRED',
      registrationExpirationDate: '',
      address: { city: 'NICOSIA', street: '' },
      lang: 'el',
    });
  });
});
