import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { validateForm } from './field-errors';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  digitsOnly,
  isValidE164,
  optionalE164,
  optionalPhone,
  PHONE_COUNTRY_CODES,
  requiredPhone,
  splitPhoneNumber,
  toE164,
} from './phone-field';

const required = z.object({ phone: requiredPhone() });
const optional = z.object({ phone: optionalPhone() });

describe('phone field', () => {
  it('should default the country code to +357', () => {
    expect(DEFAULT_PHONE_COUNTRY_CODE).toBe('+357');
    const result = validateForm(required, { phone: { number: '99123456' } });
    expect(result.success && result.data.phone).toEqual({ countryCode: '+357', number: '99123456' });
  });

  it.each([
    ['+357', '99123456'],
    ['+357', '22123456'],
    ['+30', '6912345678'],
    ['+44', '7400123456'],
    ['+1', '2025550123'],
  ])('should accept a valid number for its country code (%s %s)', (countryCode, number) => {
    expect(validateForm(required, { phone: { countryCode, number } }).errors).toEqual({});
  });

  it.each([
    ['+357', '12345678', 'digits no Cyprus number starts with'],
    ['+357', '9912345', 'one digit short'],
    ['+357', '91234567', 'right length, unallocated range'],
    ['+30', '99123456', 'a Cyprus number under the Greek code'],
    ['+357', '99 123 456', 'spaces: inputs accept digits only'],
    ['+357', '+35799123456', 'the code typed again'],
  ])('should refuse %s %s (%s) with the spec message', (countryCode, number) => {
    expect(validateForm(required, { phone: { countryCode, number } }).errors).toEqual({
      'phone.number': 'Must be valid phone number.',
    });
  });

  it('should refuse an unknown country code', () => {
    expect(validateForm(required, { phone: { countryCode: '+999', number: '99123456' } }).errors).toEqual({
      'phone.countryCode': 'Must be valid country code.',
    });
  });

  it('should require the number of a required phone', () => {
    expect(validateForm(required, { phone: { countryCode: '+357', number: '' } }).errors).toEqual({
      'phone.number': 'Value is required',
    });
    expect(validateForm(required, {}).errors).toEqual({ phone: 'Value is required' });
  });

  it('should let an optional phone be empty or missing but not invalid', () => {
    expect(validateForm(optional, { phone: { countryCode: '+357', number: '' } }).success).toBe(true);
    expect(validateForm(optional, {}).success).toBe(true);
    expect(validateForm(optional, { phone: { countryCode: '+357', number: '123' } }).errors).toEqual({
      'phone.number': 'Must be valid phone number.',
    });
  });

  it('should accept a code written without the plus sign', () => {
    const result = validateForm(required, { phone: { countryCode: '357', number: '99123456' } });
    expect(result.success && toE164(result.data.phone)).toBe('+35799123456');
  });

  it('should join the code and the number as E.164, and leave an empty optional phone out', () => {
    expect(toE164({ countryCode: '+357', number: '99123456' })).toBe('+35799123456');
    expect(optionalE164({ countryCode: '+357', number: '' })).toBeUndefined();
  });

  it('should split a stored number back into code and national number', () => {
    expect(splitPhoneNumber('+35799123456')).toEqual({ countryCode: '+357', number: '99123456' });
    expect(splitPhoneNumber('+306912345678')).toEqual({ countryCode: '+30', number: '6912345678' });
    expect(splitPhoneNumber(null)).toEqual({ countryCode: '+357', number: '' });
  });

  it('should keep digits only from typed text', () => {
    expect(digitsOnly('+357 99-12 34a56')).toBe('35799123456');
  });

  it('should list each calling code once, in numeric order, with +357 among them', () => {
    expect(PHONE_COUNTRY_CODES).toContain('+357');
    expect(new Set(PHONE_COUNTRY_CODES).size).toBe(PHONE_COUNTRY_CODES.length);
    expect(PHONE_COUNTRY_CODES[0]).toBe('+1');
  });

  it('should check a whole E.164 number', () => {
    expect(isValidE164('+35799123456')).toBe(true);
    expect(isValidE164('35799123456')).toBe(false);
    expect(isValidE164('+35712345678')).toBe(false);
  });
});
