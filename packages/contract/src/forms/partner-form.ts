import * as z from 'zod/mini';

import type { Role } from '@careshift/domain';
import { isRegistrationExpiryAllowed, lacksRestrictionReason } from '@careshift/domain/partners/status';

import { messageKey } from '../messages';

import { partnerAddressSchema } from './address-fields';
import {
  addMessageIssue,
  idList,
  LANGUAGES,
  LONG_TEXT_MAX,
  optionalEnum,
  optionalText,
  optionalWholeNumber,
  requiredEmail,
  requiredEnum,
  requiredText,
  isCalendarDate,
} from './fields';
import type { RefinementCtx } from './fields';
import { optionalIban } from './iban-field';
import { PARTNER_STATUSES, RESTRICTED_REASON_TYPES } from './partner-statuses';
import { requiredPhone } from './phone-field';
import { optionalTaxNumber } from './tax-number-field';

export { DEFAULT_PARTNER_STATUS, PARTNER_STATUSES, RESTRICTED_REASON_TYPES } from './partner-statuses';
export type { PartnerStatus, RestrictedReasonType } from './partner-statuses';

export const ID_CARD_MIN_LENGTH = 6;
/** Weekly shift limit bounds; empty means no limit (null). */
export const WEEKLY_SHIFT_LIMIT_MIN = 1;
export const WEEKLY_SHIFT_LIMIT_MAX = 50;

export interface PartnerFormOptions {
  /** The clock: a registration expiry before today (Asia/Nicosia) is refused. */
  now: Date;
  /** Who edits. Only a SYSTEM_USER sets positions, status, restriction, weekly limit and notes. */
  role: Role;
  /** The stored expiry: leaving an already past date unchanged is allowed, so other fields can be saved. */
  originalRegistrationExpirationDate?: string | null;
}

const registrationExpiry = z
  .pipe(
    z.nullish(z.string().check(z.trim())),
    z.transform((value) => value ?? ''),
  )
  .check(
    z.refine((value) => value === '' || isCalendarDate(value), messageKey('invalidDate')),
    z.meta({ format: 'date', description: 'The licence expiry day (YYYY-MM-DD); null when unknown.' }),
  );

/** The partner's own fields (the form, and the API body without the phone). */
export const partnerProfileFields = {
  firstName: requiredText(),
  lastName: requiredText(),
  idCard: requiredText().check(
    z.refine((value) => value.length >= ID_CARD_MIN_LENGTH, {
      message: messageKey('minLength', { min: ID_CARD_MIN_LENGTH }),
    }),
  ),
  registrationNumber: requiredText(),
  registrationExpirationDate: registrationExpiry,
  phone: requiredPhone(),
  email: requiredEmail(),
  lang: requiredEnum(LANGUAGES),
  iban: optionalIban(),
  bankName: optionalText(),
  tiNumber: optionalTaxNumber(),
  address: z.optional(partnerAddressSchema),
};

/** The fields only an administrator sets. */
export const partnerAdministratorFields = {
  positionIds: idList(),
  status: requiredEnum(PARTNER_STATUSES),
  restrictedReasonType: optionalEnum(RESTRICTED_REASON_TYPES),
  weeklyShiftLimit: optionalWholeNumber(WEEKLY_SHIFT_LIMIT_MIN, WEEKLY_SHIFT_LIMIT_MAX),
  description: optionalText(LONG_TEXT_MAX),
};

/** A valid expiry must be allowed by the domain's rule (not past, unless left as it was stored). */
function checkExpiry(date: unknown, options: PartnerFormOptions, ctx: RefinementCtx): void {
  if (typeof date !== 'string' || !isCalendarDate(date)) return;
  if (isRegistrationExpiryAllowed(date, options.originalRegistrationExpirationDate, options.now)) return;
  addMessageIssue(ctx, 'dateInPast', ['registrationExpirationDate']);
}

/** The form administrators use (New Partner, Update Partner). */
export function administratorPartnerFormSchema(options: PartnerFormOptions) {
  return z.object({ ...partnerProfileFields, ...partnerAdministratorFields }).check(
    z.superRefine((form, ctx) => {
      checkExpiry(form.registrationExpirationDate, options, ctx);
      if (lacksRestrictionReason(form)) addMessageIssue(ctx, 'required', ['restrictedReasonType']);
    }),
  );
}

/** The form a partner uses on their own profile: positions and administrator fields are stripped. */
export function ownPartnerFormSchema(options: PartnerFormOptions) {
  return z.object(partnerProfileFields).check(
    z.superRefine((form, ctx) => {
      checkExpiry(form.registrationExpirationDate, options, ctx);
    }),
  );
}

/** The partner form (spec section 5) for the editor's role. */
export function partnerFormSchema(options: PartnerFormOptions) {
  return options.role === 'SYSTEM_USER'
    ? administratorPartnerFormSchema(options)
    : ownPartnerFormSchema(options);
}

export type AdministratorPartnerForm = z.input<ReturnType<typeof administratorPartnerFormSchema>>;
export type AdministratorPartnerFormValues = z.output<ReturnType<typeof administratorPartnerFormSchema>>;
export type OwnPartnerFormValues = z.output<ReturnType<typeof ownPartnerFormSchema>>;
export type PartnerFormValues = OwnPartnerFormValues & Partial<AdministratorPartnerFormValues>;
