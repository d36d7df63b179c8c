import * as z from 'zod';

import { addMessageIssue, LANGUAGES, optionalEnum } from '../forms/fields';
import { partnerFilterSchema } from '../forms/partner-filter';
import {
  PARTNER_STATUSES,
  partnerAdministratorFields,
  partnerProfileFields,
  RESTRICTED_REASON_TYPES,
} from '../forms/partner-form';
import { defineOperation } from '../operation';

import {
  listCursor,
  optionalPhoneNumber,
  pageLimit,
  pageOf,
  recordId,
  requiredPhoneNumber,
} from './record-fields';

/** The most partners one page may hold: the general list (450 for assignment lists, 10 by default). */
export const PARTNER_PAGE_MAX = 500;

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

/** The fields a partner edits on their own profile (the phone comes separately). */
const { phone: _phone, ...profileFields } = partnerProfileFields;
const administratorFields = partnerAdministratorFields;

function reasonWhenRestricted(
  body: { status?: string; restrictedReasonType?: string },
  ctx: z.RefinementCtx,
) {
  if (body.status === 'RESTRICTED' && !body.restrictedReasonType) {
    addMessageIssue(ctx, 'required', ['restrictedReasonType']);
  }
}

/** employee-create: what `partnerFormToBody` sends for the New Partner form. */
export const newPartnerBodySchema = z
  .object({ ...profileFields, phoneNumber: requiredPhoneNumber(), ...administratorFields })
  .superRefine(reasonWhenRestricted);
export type NewPartnerBody = z.output<typeof newPartnerBodySchema>;

/**
 * employee-update: the phone only when changed; the administrator fields only from administrators
 * (a partner sending different ones is refused), each optional so a missing one stays as it is.
 */
export const partnerUpdateBodySchema = z
  .object({
    ...profileFields,
    phoneNumber: optionalPhoneNumber(),
    positionIds: administratorFields.positionIds.optional(),
    status: optionalEnum(PARTNER_STATUSES),
    restrictedReasonType: administratorFields.restrictedReasonType,
    weeklyShiftLimit: administratorFields.weeklyShiftLimit.optional(),
    description: administratorFields.description.optional(),
  })
  .superRefine(reasonWhenRestricted);
export type PartnerUpdateBody = z.output<typeof partnerUpdateBodySchema>;

/** The partner list filters (name ≥ 3 characters, status, position) and the page size. */
export const partnersQuerySchema = partnerFilterSchema.extend({
  limit: pageLimit(PARTNER_PAGE_MAX),
  cursor: listCursor,
});

const partnerPath = z.object({ partnerId: recordId });

export const partnersList = defineOperation({
  id: 'partners-list',
  method: 'GET',
  path: '/api/partners',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary: 'Partners by name, filtered by name prefix (≥ 3 characters), status and position; 10 per page.',
  input: { query: partnersQuerySchema },
  output: pageOf(partnerProfileSchema),
});

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

export const partnerCreate = defineOperation({
  id: 'employee-create',
  method: 'POST',
  path: '/api/partners',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary: 'Create a partner and its phone sign-in (role EMPLOYEE, SMS code only).',
  input: { body: newPartnerBodySchema },
  output: partnerSchema,
});

export const partnerUpdate = defineOperation({
  id: 'employee-update',
  method: 'PUT',
  path: '/api/partners/{partnerId}',
  access: ['SYSTEM_USER', 'EMPLOYEE'],
  area: 'partners',
  summary:
    'Edit a partner; a partner only its own profile, never positions, status, weekly limit or notes. DISABLED disables the sign-in.',
  input: { path: partnerPath, body: partnerUpdateBodySchema },
  output: partnerSchema,
});

export const partnerRemove = defineOperation({
  id: 'employee-remove',
  method: 'DELETE',
  path: '/api/partners/{partnerId}',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary: 'Delete a partner, its private data and its sign-in.',
  input: { path: partnerPath },
  output: z.null(),
});
