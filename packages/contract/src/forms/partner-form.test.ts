import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import { administratorPartnerFormSchema, ownPartnerFormSchema, partnerFormSchema } from './partner-form';
import { partnerFormDefaults } from './partner-form-body';

// 12:00 in Nicosia on 10 May 2027.
const now = new Date('2027-05-10T09:00:00Z');
const admin = administratorPartnerFormSchema({ now, role: 'SYSTEM_USER' });
const own = ownPartnerFormSchema({ now, role: 'EMPLOYEE' });

const partner = {
  firstName: 'Sofia',
  lastName: 'Andreou',
  idCard: '1234567',
  registrationNumber: 'RN-4411',
  registrationExpirationDate: '2028-01-31',
  phone: { countryCode: '+357', number: '99123456' },
  email: 'sofia@example.com',
  lang: 'el',
  iban: '',
  bankName: '',
  tiNumber: '',
  address: { street: '', street2: '', city: '', postalCode: '' },
  positionIds: ['nurse'],
  status: 'VERIFIED',
  restrictedReasonType: '',
  weeklyShiftLimit: '',
  description: '',
};

describe('partner form', () => {
  it('should accept a complete partner', () => {
    expect(validateForm(admin, partner).errors).toEqual({});
  });

  it('should require first name, last name, registration number and id card ("Value is required"), e-mail and phone', () => {
    expect(validateForm(admin, partnerFormDefaults()).errors).toEqual({
      firstName: 'Value is required',
      lastName: 'Value is required',
      idCard: 'Value is required',
      registrationNumber: 'Value is required',
      'phone.number': 'Value is required',
      email: 'Value is required',
      positionIds: 'You need to select at least one.',
    });
  });

  it('should need an id card of at least 6 characters', () => {
    expect(validateForm(admin, { ...partner, idCard: '12345' }).errors).toEqual({
      idCard: 'Must be at least 6 characters.',
    });
  });

  it('should need a valid e-mail', () => {
    expect(validateForm(admin, { ...partner, email: 'sofia@' }).errors).toEqual({
      email: 'Must be valid e-mail address.',
    });
  });

  it('should need a phone valid for the chosen country code', () => {
    expect(
      validateForm(admin, { ...partner, phone: { countryCode: '+44', number: '99123456' } }).errors,
    ).toEqual({
      'phone.number': 'Must be valid phone number.',
    });
  });

  it('should let the IBAN be empty but not invalid', () => {
    expect(validateForm(admin, { ...partner, iban: 'CY17002001280000001200527601' }).errors).toEqual({
      iban: 'Must be valid IBAN number.',
    });
    expect(validateForm(admin, { ...partner, iban: 'CY17 0020 0128 0000 0012 0052 7600' }).success).toBe(
      true,
    );
  });

  it('should need at least one position from an administrator', () => {
    expect(validateForm(admin, { ...partner, positionIds: [] }).errors).toEqual({
      positionIds: 'You need to select at least one.',
    });
  });

  it('should refuse a registration expiry before today (Asia/Nicosia) and accept today', () => {
    expect(validateForm(admin, { ...partner, registrationExpirationDate: '2027-05-09' }).errors).toEqual({
      registrationExpirationDate: 'Date cannot be in the past.',
    });
    expect(validateForm(admin, { ...partner, registrationExpirationDate: '2027-05-10' }).success).toBe(true);
    expect(validateForm(admin, { ...partner, registrationExpirationDate: '' }).success).toBe(true);
  });

  it('should measure "today" in Nicosia: 23:30 UTC on the 9th is already the 10th', () => {
    const lateNight = administratorPartnerFormSchema({
      now: new Date('2027-05-09T23:30:00Z'),
      role: 'SYSTEM_USER',
    });
    expect(validateForm(lateNight, { ...partner, registrationExpirationDate: '2027-05-09' }).success).toBe(
      false,
    );
  });

  it('should let an unchanged past expiry be saved so other fields can change', () => {
    const schema = administratorPartnerFormSchema({
      now,
      role: 'SYSTEM_USER',
      originalRegistrationExpirationDate: '2027-01-31',
    });
    expect(validateForm(schema, { ...partner, registrationExpirationDate: '2027-01-31' }).success).toBe(true);
    expect(validateForm(schema, { ...partner, registrationExpirationDate: '2027-02-28' }).success).toBe(
      false,
    );
  });

  it('should refuse an expiry that is not a calendar date', () => {
    expect(validateForm(admin, { ...partner, registrationExpirationDate: '2027-02-30' }).errors).toEqual({
      registrationExpirationDate: 'Must be a valid date.',
    });
  });

  it('should require a restricted reason when the status is RESTRICTED', () => {
    expect(validateForm(admin, { ...partner, status: 'RESTRICTED' }).errors).toEqual({
      restrictedReasonType: 'Value is required',
    });
    for (const reason of ['LICENCE_EXPIRED', 'INVOICE_OVERDUE']) {
      expect(
        validateForm(admin, { ...partner, status: 'RESTRICTED', restrictedReasonType: reason }).success,
      ).toBe(true);
    }
  });

  it('should only know the partner statuses', () => {
    for (const status of ['VERIFIED', 'PENDING', 'RESTRICTED', 'DISABLED']) {
      const restrictedReasonType = status === 'RESTRICTED' ? 'LICENCE_EXPIRED' : '';
      expect(validateForm(admin, { ...partner, status, restrictedReasonType }).success).toBe(true);
    }
    expect(validateForm(admin, { ...partner, status: 'CLAIMED' }).errors).toEqual({
      status: 'Select a valid option.',
    });
  });

  it('should turn an empty weekly shift limit into null and keep a number', () => {
    expect(admin.parse(partner).weeklyShiftLimit).toBeNull();
    expect(admin.parse({ ...partner, weeklyShiftLimit: '5' }).weeklyShiftLimit).toBe(5);
    expect(validateForm(admin, { ...partner, weeklyShiftLimit: '0' }).errors).toEqual({
      weeklyShiftLimit: 'Must be a whole number from 1 to 50.',
    });
  });

  it('should need a 4-digit postal code when a partner gives one', () => {
    expect(
      validateForm(admin, { ...partner, address: { ...partner.address, postalCode: '12' } }).errors,
    ).toEqual({
      'address.postalCode': 'Must be exactly 4 digits.',
    });
  });

  it('should refuse letters in the postal code with the 4-digit message (issue 32, item 5)', () => {
    for (const postalCode of ['abcd', '30a5', '3O25']) {
      expect(validateForm(own, { ...partner, address: { ...partner.address, postalCode } }).errors).toEqual({
        'address.postalCode': 'Must be exactly 4 digits.',
      });
    }
  });

  it('should take a Cyprus tax number (8 digits and a letter), normalised, and refuse anything else', () => {
    const parsed = own.parse({ ...partner, tiNumber: ' 1234 5678l ' });
    expect(parsed.tiNumber).toBe('12345678L');
    expect(own.parse(partner).tiNumber).toBe('');
    for (const tiNumber of ['<b>12345678L</b>', '1234567L', '123456789', 'ABCDEFGHI', '12345678LL']) {
      expect(validateForm(own, { ...partner, tiNumber }).errors).toEqual({
        tiNumber: 'Must be a Cyprus tax number (TIN): 8 digits and a letter, such as 12345678L.',
      });
    }
  });

  it('should strip positions, status and notes from a partner editing their own profile', () => {
    const parsed = own.parse({
      ...partner,
      positionIds: [],
      status: 'DISABLED',
      description: 'x',
      weeklyShiftLimit: 9,
    });
    expect(parsed).not.toHaveProperty('positionIds');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('description');
    expect(parsed).not.toHaveProperty('weeklyShiftLimit');
  });

  it('should pick the form by role', () => {
    const employeeForm = partnerFormSchema({ now, role: 'EMPLOYEE' });
    expect(validateForm(employeeForm, { ...partner, positionIds: [] }).success).toBe(true);
    const adminForm = partnerFormSchema({ now, role: 'SYSTEM_USER' });
    expect(validateForm(adminForm, { ...partner, positionIds: [] }).success).toBe(false);
  });
});
