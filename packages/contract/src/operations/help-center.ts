import * as z from 'zod/mini';

import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '@careshift/domain/help-center/enquiries';

import { CONTACT_SUBJECTS } from '../forms/contact-form';
import { featureIdeaFormSchema } from '../forms/feature-idea-form';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LONG_TEXT_MAX,
  TEXT_MAX,
  requiredEmail,
  requiredText,
} from '../forms/fields';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { requiredPhoneNumber } from './phone-number-fields';
import { listCursor, pageOf, recordId } from './record-fields';

/**
 * settings-contactForm (spec section 7: name, subject, message, email, phoneNumber), plus the
 * sender's language (the acknowledgement's) and `website`, a honeypot no person fills in.
 */
export const contactBodySchema = z.object({
  name: requiredText(),
  email: requiredEmail(),
  subject: z.enum(Object.values(CONTACT_SUBJECTS) as [string, ...string[]], {
    error: messageKey('invalidOption'),
  }),
  phoneNumber: requiredPhoneNumber(),
  message: requiredText(LONG_TEXT_MAX),
  lang: z._default(z.enum(LANGUAGES), DEFAULT_LANGUAGE),
  website: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
});
export type ContactRequestBody = z.input<typeof contactBodySchema>;
export type ContactRequestValues = z.output<typeof contactBodySchema>;

/** Spec: "null = success". */
const nullReply = z.null();

export const contactFormSend = defineOperation({
  id: 'settings-contactForm',
  method: 'POST',
  path: '/api/public/contact',
  access: 'public',
  area: 'public',
  summary:
    'The contact form: stores the enquiry, e-mails the company inbox and the sender an acknowledgement in their language; 5 messages per hour per address and per e-mail (429 beyond).',
  input: { body: contactBodySchema },
  output: nullReply,
});

export const featureIdeaSend = defineOperation({
  id: 'settings-featureIdea',
  method: 'POST',
  path: '/api/help/feature-ideas',
  access: ['SYSTEM_USER', 'CLIENT', 'OWNER', 'EMPLOYEE'],
  area: 'public',
  summary: "Help Center: a signed-in user's feature idea, stored and e-mailed to the company inbox.",
  input: { body: featureIdeaFormSchema },
  output: nullReply,
});

export const enquirySchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  status: z.enum(ENQUIRY_STATUSES),
  name: z.string(),
  /** How to reach the sender: an e-mail address, or the phone number of a partner without one. */
  email: z.string().check(
    z.meta({
      description:
        'How to reach the sender: an e-mail address, or the phone number (E.164) of a partner without one.',
      anyOf: [{ format: 'email' }, { pattern: '^\\+[1-9]\\d{6,14}$' }, { const: '' }],
    }),
  ),
  phoneNumber: z.nullable(z.string()),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiriesList = defineOperation({
  id: 'enquiries-list',
  method: 'GET',
  path: '/api/help/enquiries',
  access: ['SYSTEM_USER'],
  area: 'public',
  summary:
    'Contact messages and feature ideas, newest first, 20 per page, with their status (new / answered).',
  input: { query: z.object({ cursor: listCursor }) },
  output: pageOf(enquirySchema),
});

export const enquiryUpdate = defineOperation({
  id: 'enquiry-update',
  method: 'PATCH',
  path: '/api/help/enquiries/{enquiryId}',
  access: ['SYSTEM_USER'],
  area: 'public',
  summary: 'Marks an enquiry answered (or new again).',
  input: {
    path: z.object({ enquiryId: recordId }),
    body: z.object({ status: z.enum(ENQUIRY_STATUSES, { error: messageKey('invalidOption') }) }),
  },
  output: enquirySchema,
});
