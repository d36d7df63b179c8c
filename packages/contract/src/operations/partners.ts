import * as z from 'zod/mini';

import { lacksRestrictionReason } from '@careshift/domain/partners/status';

import { addMessageIssue, optionalEnum } from '../forms/fields';
import type { RefinementCtx } from '../forms/fields';
import { partnerFilterSchema } from '../forms/partner-filter';
import { PARTNER_STATUSES, partnerAdministratorFields, partnerProfileFields } from '../forms/partner-form';
import { defineOperation } from '../operation';

import { partnerListItemSchema, partnerPath, partnerSchema } from './partner-get';
import { optionalPhoneNumber, requiredPhoneNumber } from './phone-number-fields';
import { listCursor, pageLimit, pageOf } from './record-fields';

export {
  partnerBankDetailsSchema,
  partnerGet,
  partnerInfoSchema,
  partnerListItemSchema,
  partnerProfileSchema,
  partnerSchema,
  partnerStandingSchema,
} from './partner-get';
export type { Partner, PartnerListItem, PartnerProfile, PartnerStanding } from './partner-get';

/** The most partners one page may hold: the general list (450 for assignment lists, 10 by default). */
export const PARTNER_PAGE_MAX = 500;

/** The fields a partner edits on their own profile (the phone comes separately). */
const { phone: _phone, ...profileFields } = partnerProfileFields;
const administratorFields = partnerAdministratorFields;

function reasonWhenRestricted(body: { status?: string; restrictedReasonType?: string }, ctx: RefinementCtx) {
  if (lacksRestrictionReason(body)) addMessageIssue(ctx, 'required', ['restrictedReasonType']);
}

/** employee-create: what `partnerFormToBody` sends for the New Partner form. */
export const newPartnerBodySchema = z
  .object({ ...profileFields, phoneNumber: requiredPhoneNumber(), ...administratorFields })
  .check(z.superRefine(reasonWhenRestricted));
export type NewPartnerBody = z.output<typeof newPartnerBodySchema>;

/**
 * employee-update: the phone only when changed; the administrator fields only from administrators
 * (a partner sending different ones is refused), each optional so a missing one stays as it is.
 */
export const partnerUpdateBodySchema = z
  .object({
    ...profileFields,
    phoneNumber: optionalPhoneNumber(),
    positionIds: z.optional(administratorFields.positionIds),
    status: optionalEnum(PARTNER_STATUSES),
    restrictedReasonType: administratorFields.restrictedReasonType,
    weeklyShiftLimit: z.optional(administratorFields.weeklyShiftLimit),
    description: z.optional(administratorFields.description),
  })
  .check(z.superRefine(reasonWhenRestricted));
export type PartnerUpdateBody = z.output<typeof partnerUpdateBodySchema>;

/** The partner list filters (name ≥ 3 characters, status, position) and the page size. */
export const partnersQuerySchema = z.extend(partnerFilterSchema, {
  limit: pageLimit(PARTNER_PAGE_MAX),
  cursor: listCursor,
});

export const partnersList = defineOperation({
  id: 'partners-list',
  method: 'GET',
  path: '/api/partners',
  access: ['SYSTEM_USER'],
  area: 'partners',
  summary: 'Partners by name, filtered by name prefix (≥ 3 characters), status and position; 10 per page.',
  input: { query: partnersQuerySchema },
  output: pageOf(partnerListItemSchema),
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
