import { describe, expect, it } from 'vitest';

import { checkContactForm } from './contact-check';

const values = {
  name: 'Eleni Christou',
  email: 'eleni@example.com',
  type: 'HIRE_NURSES',
  countryCode: '+357',
  number: '99 123 456',
  message: '',
};

describe('checkContactForm (the landing page, with the contract schema)', () => {
  it('should build the settings-contactForm body with "No message" and the E.164 phone', () => {
    expect(checkContactForm(values, 'en')).toEqual({
      ok: true,
      body: {
        name: 'Eleni Christou',
        email: 'eleni@example.com',
        subject: 'I want to hire nurses',
        phoneNumber: '+35799123456',
        message: 'No message',
        lang: 'en',
      },
    });
  });

  it('should refuse a bad phone with the spec message, in the visitor language', () => {
    expect(checkContactForm({ ...values, number: '12345' }, 'en')).toEqual({
      ok: false,
      errors: { 'phone.number': 'Must be valid phone number.' },
    });
    expect(checkContactForm({ ...values, number: '12345' }, 'el')).toEqual({
      ok: false,
      errors: { 'phone.number': 'Πρέπει να είναι έγκυρος αριθμός τηλεφώνου.' },
    });
  });

  it('should require a name, an e-mail and a type', () => {
    const result = checkContactForm({ ...values, name: '', email: '', type: '' }, 'en');
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(['email', 'name', 'type']);
  });
});
