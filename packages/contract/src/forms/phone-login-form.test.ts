import { describe, expect, it } from 'vitest';

import { validateForm } from './field-errors';
import {
  isVerificationCodeComplete,
  phoneLoginSchema,
  phoneLoginUsername,
  verificationCodeSchema,
} from './phone-login-form';

describe('phone login', () => {
  it('should accept a valid Cyprus mobile with the default code', () => {
    const result = phoneLoginSchema.parse({ phone: { number: '99123456' } });
    expect(phoneLoginUsername(result)).toBe('+35799123456');
  });

  it('should refuse a number that is not valid for its country with "The phone number given is not valid."', () => {
    expect(
      validateForm(phoneLoginSchema, { phone: { countryCode: '+357', number: '12345678' } }).errors,
    ).toEqual({
      'phone.number': 'The phone number given is not valid.',
    });
  });

  it('should refuse a landline as not a mobile number, and take mobiles of other countries (issue 32)', () => {
    expect(
      validateForm(phoneLoginSchema, { phone: { countryCode: '+357', number: '22123456' } }).errors,
    ).toEqual({
      'phone.number': 'Sign in with a mobile number: a landline cannot receive the verification code by SMS.',
    });
    expect(
      validateForm(phoneLoginSchema, { phone: { countryCode: '+30', number: '2101234567' } }).success,
    ).toBe(false);
    expect(
      validateForm(phoneLoginSchema, { phone: { countryCode: '+30', number: '6912345678' } }).success,
    ).toBe(true);
    expect(
      validateForm(phoneLoginSchema, { phone: { countryCode: '+44', number: '7400123456' } }).success,
    ).toBe(true);
  });

  it('should refuse anything but digits in the number', () => {
    expect(
      validateForm(phoneLoginSchema, { phone: { countryCode: '+357', number: '9912345a' } }).success,
    ).toBe(false);
  });
});

describe('verification code', () => {
  it.each(['123456', ' 000000 '])('should accept exactly 6 digits (%s)', (code) => {
    expect(validateForm(verificationCodeSchema, { code }).success).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', '12 456'])('should refuse %s', (code) => {
    expect(validateForm(verificationCodeSchema, { code }).errors).toEqual({
      code: 'Code must be exactly 6 digits.',
    });
  });

  it('should require the code', () => {
    expect(validateForm(verificationCodeSchema, { code: '' }).errors).toEqual({ code: 'Value is required' });
  });

  it('should enable the submit-code button only for exactly 6 digits', () => {
    expect(isVerificationCodeComplete('123456')).toBe(true);
    expect(isVerificationCodeComplete('12345')).toBe(false);
    expect(isVerificationCodeComplete('1234567')).toBe(false);
    expect(isVerificationCodeComplete('12345x')).toBe(false);
  });
});
