import { describe, expect, it } from 'vitest';

import { maskPhoneNumber, resolveSignInLanguage, signInCodeSms, tooManyCodesMessage } from './otp-messages';

describe('sign-in messages', () => {
  it('should write the SMS in the language of the sign-in', () => {
    expect(signInCodeSms('123456', 'en')).toBe('Your CareShift code is 123456. It expires in 5 minutes.');
    expect(signInCodeSms('123456', 'el')).toBe('Κωδικός επαλήθευσης CareShift: 123456. Λήγει σε 5 λεπτά.');
  });

  it('should prefer the language the web shows, then the locale attribute, then English', () => {
    expect(resolveSignInLanguage({ language: 'el' }, { locale: 'en' })).toBe('el');
    expect(resolveSignInLanguage({ language: 'gr' }, undefined)).toBe('el');
    expect(resolveSignInLanguage(undefined, { locale: 'el-CY' })).toBe('el');
    expect(resolveSignInLanguage({ language: 'fr' }, { locale: 'en' })).toBe('en');
    expect(resolveSignInLanguage(undefined, undefined)).toBe('en');
  });

  it('should say how long to wait when too many codes were requested', () => {
    expect(tooManyCodesMessage(12, 'en')).toBe(
      'Too many codes requested for this number. Try again in 12 minutes',
    );
    expect(tooManyCodesMessage(1, 'en')).toBe(
      'Too many codes requested for this number. Try again in 1 minute',
    );
    expect(tooManyCodesMessage(1, 'el')).toContain('1 λεπτό');
  });

  it('should mask all but the last four digits of a number', () => {
    expect(maskPhoneNumber('+35799123456')).toBe('+*******3456');
    expect(maskPhoneNumber('+357')).toBe('+357');
  });
});
