import * as z from 'zod';

import { LANGUAGES } from '../forms/fields';
import { PARTNER_STATUSES, RESTRICTED_REASON_TYPES } from '../forms/partner-statuses';
import { defineOperation } from '../operation';

import { recordId } from './record-fields';

// Reading a partner, apart from the partner forms: every partner page calls partner-get (the user
// menu shows the partner's name), and this module brings no phone metadata to the browser.

/** A partner's public profile: what lists show; `id` is the phone sign-in's `sub`. */
export const partnerProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(PARTNER_STATUSES),
  restrictedReasonType: z.enum(RESTRICTED_REASON_TYPES).optional(),
  weeklyShiftLimit: z.number().int().nullable(),
  positionIds: z.array(z.string()),
  registrationExpirationDate: z.string().nullable(),
  ratingScore: z.number(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/** Private info: the partner and administrators only; `description` (notes) administrators only. */
export const partnerInfoSchema = z.object({
  email: z.string(),
  lang: z.enum(LANGUAGES),
  phoneNumber: z.string(),
  address: z.object({
    street: z.string().optional(),
    street2: z.string().optional(),
    city: z.string().optional(),
    countryCode: z.string().optional(),
    postalCode: z.string().optional(),
  }),
  registrationNumber: z.string(),
  idCard: z.string(),
  description: z.string().optional(),
});

export const partnerBankDetailsSchema = z.object({
  iban: z.string(),
  bankName: z.string(),
  tiNumber: z.string(),
});

/** partner-get: the profile, with the private parts when the viewer may see them. */
export const partnerSchema = partnerProfileSchema.extend({
  info: partnerInfoSchema.optional(),
  bankDetails: partnerBankDetailsSchema.optional(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerPath = z.object({ partnerId: recordId });

export const partnerGet = defineOperation({
  id: 'partner-get',
  method: 'GET',
  path: '/api/partners/{partnerId}',
  access: ['SYSTEM_USER', 'EMPLOYEE'],
  area: 'partners',
  summary: 'A partner with private info and bank details: administrators any, a partner only itself.',
  input: { path: partnerPath },
  output: partnerSchema,
});
