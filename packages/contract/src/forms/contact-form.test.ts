import { describe, expect, it } from 'vitest';

import {
  contactFormDefaults,
  contactFormSchema,
  contactFormToBody,
  EMPTY_CONTACT_MESSAGE,
} from './contact-form';
import { validateForm } from './field-errors';

const valid = {
  name: 'Maria Georgiou',
  email: 'maria@example.com',
  type: 'HIRE_NURSES',
  phone: { countryCode: '+357', number: '99123456' },
  message: '',
};

describe('contact form', () => {
  it('should accept a complete form with no message', () => {
    expect(validateForm(contactFormSchema, valid).success).toBe(true);
  });

  it('should require name, e-mail, type and phone', () => {
    expect(validateForm(contactFormSchema, contactFormDefaults).errors).toEqual({
      name: 'Value is required',
      email: 'Value is required',
      type: 'Value is required',
      'phone.number': 'Value is required',
    });
  });

  it('should require a valid e-mail and a valid phone with country code', () => {
    const result = validateForm(contactFormSchema, {
      ...valid,
      email: 'maria',
      phone: { countryCode: '+357', number: '1234' },
    });
    expect(result.errors).toEqual({
      email: 'Must be valid e-mail address.',
      'phone.number': 'Must be valid phone number.',
    });
  });

  it('should only know the two contact types', () => {
    expect(validateForm(contactFormSchema, { ...valid, type: 'OTHER' }).errors).toEqual({
      type: 'Select a valid option.',
    });
  });

  it('should default the phone code to +357', () => {
    expect(contactFormDefaults.phone.countryCode).toBe('+357');
  });

  it('should send "No message" when the message is empty, and the phone as E.164', () => {
    const result = contactFormSchema.parse({ ...valid, message: '   ' });
    expect(contactFormToBody(result)).toEqual({
      name: 'Maria Georgiou',
      email: 'maria@example.com',
      subject: 'I want to hire nurses',
      phoneNumber: '+35799123456',
      message: EMPTY_CONTACT_MESSAGE,
    });
    expect(EMPTY_CONTACT_MESSAGE).toBe('No message');
  });

  it('should send a written message as it is and the subject of the nurse type', () => {
    const result = contactFormSchema.parse({ ...valid, type: 'NURSE_WANTING_SHIFTS', message: 'Hello' });
    expect(contactFormToBody(result)).toMatchObject({
      subject: 'I am a certified nurse and I want shifts',
      message: 'Hello',
    });
  });

  it('should show the messages in Greek', () => {
    expect(validateForm(contactFormSchema, { ...valid, name: '' }, 'el').errors).toEqual({
      name: 'Η τιμή είναι υποχρεωτική',
    });
  });
});
