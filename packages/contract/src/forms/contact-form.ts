import * as z from 'zod/mini';

import { LONG_TEXT_MAX, optionalText, requiredEmail, requiredEnum, requiredText } from './fields';
import { DEFAULT_PHONE_COUNTRY_CODE, requiredPhone, toE164 } from './phone-field';

/** Who is getting in touch: an organisation hiring nurses, or a certified nurse wanting shifts. */
export const CONTACT_TYPES = ['HIRE_NURSES', 'NURSE_WANTING_SHIFTS'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The e-mail subject each contact type is sent with (the operator's inbox is in English). */
export const CONTACT_SUBJECTS: Record<ContactType, string> = {
  HIRE_NURSES: 'I want to hire nurses',
  NURSE_WANTING_SHIFTS: 'I am a certified nurse and I want shifts',
};

/** Sent in place of an empty message (spec section 5). */
export const EMPTY_CONTACT_MESSAGE = 'No message';

/** The landing page's contact form (spec section 5): everything required but the message. */
export const contactFormSchema = z.object({
  name: requiredText(),
  email: requiredEmail(),
  type: requiredEnum(CONTACT_TYPES),
  phone: requiredPhone(),
  message: optionalText(LONG_TEXT_MAX),
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const contactFormDefaults: ContactForm = {
  name: '',
  email: '',
  type: '',
  phone: { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' },
  message: '',
};

/** The settings-contactForm payload: subject from the type, phone as E.164, "No message" when empty. */
export function contactFormToBody(form: ContactFormValues) {
  return {
    name: form.name,
    email: form.email,
    subject: CONTACT_SUBJECTS[form.type],
    phoneNumber: toE164(form.phone),
    message: form.message === '' ? EMPTY_CONTACT_MESSAGE : form.message,
  };
}
export type ContactBody = ReturnType<typeof contactFormToBody>;
