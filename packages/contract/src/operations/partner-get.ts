import * as z from 'zod/mini';

import { STANDING_PROBLEMS, STANDING_STEPS } from '@careshift/domain/partners/standing-guidance';

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
  restrictedReasonType: z.optional(z.enum(RESTRICTED_REASON_TYPES)),
  weeklyShiftLimit: z.nullable(z.number().check(z.int())),
  positionIds: z.array(z.string()),
  registrationExpirationDate: z.nullable(z.string()),
  ratingScore: z.number(),
  ratingCount: z.number().check(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/** A row of the administrators' partners list: the profile and, once transferred, the latest transfer's time. */
export const partnerListItemSchema = z.extend(partnerProfileSchema, {
  heedTransferredAt: z.optional(z.string()),
});
export type PartnerListItem = z.infer<typeof partnerListItemSchema>;

/** Private info: the partner and administrators only; `description` (notes) administrators only. */
export const partnerInfoSchema = z.object({
  email: z.string(),
  lang: z.enum(LANGUAGES),
  phoneNumber: z.string(),
  address: z.object({
    street: z.optional(z.string()),
    street2: z.optional(z.string()),
    city: z.optional(z.string()),
    countryCode: z.optional(z.string()),
    postalCode: z.optional(z.string()),
  }),
  registrationNumber: z.string(),
  idCard: z.string(),
  description: z.optional(z.string()),
});

export const partnerBankDetailsSchema = z.object({
  iban: z.string(),
  bankName: z.string(),
  tiNumber: z.string(),
});

/**
 * Why a partner who is not VERIFIED may not claim, and what to do (the domain's partnerStandingGuidance):
 * the licence's expiry day, the overdue invoices, the steps (issue 32, item 1).
 */
export const partnerStandingSchema = z.object({
  problem: z.enum(STANDING_PROBLEMS),
  licenceExpiredOn: z.nullable(z.string()),
  overdueInvoices: z.array(z.object({ id: z.string(), ref: z.number().check(z.int()), dueDate: z.string() })),
  steps: z.array(z.enum(STANDING_STEPS)),
});
export type PartnerStanding = z.infer<typeof partnerStandingSchema>;

/** partner-get: the profile, with the private parts when the viewer may see them. */
export const partnerSchema = z.extend(partnerProfileSchema, {
  info: z.optional(partnerInfoSchema),
  bankDetails: z.optional(partnerBankDetailsSchema),
  /** partner-get only, when the partner is not VERIFIED: why, and what to do. */
  standing: z.optional(partnerStandingSchema),
  /** partner-get for administrators, once the partner was transferred to Heed: the latest transfer. */
  heedTransfer: z.optional(z.object({ transferredAt: z.string(), transferredBy: z.string() })),
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
