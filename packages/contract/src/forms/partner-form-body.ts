import { addressToBody } from './address-fields';
import { DEFAULT_LANGUAGE } from './fields';
import type { AdministratorPartnerForm, PartnerFormValues } from './partner-form';
import { DEFAULT_PARTNER_STATUS } from './partner-form';
import { DEFAULT_PHONE_COUNTRY_CODE, toE164 } from './phone-field';

export interface PartnerFormToBodyOptions {
  /** The partner as stored, when editing: an unchanged phone number is not sent. */
  original?: { phoneNumber?: string | null } | null;
}

/**
 * "On partner submit" (spec section 5): country code CY added; phone = country code + number,
 * omitted when unchanged; empty restricted reason removed (and any reason unless RESTRICTED);
 * empty weekly shift limit sent as null; position ids reduced to ids; bookkeeping fields
 * (id, createdAt, updatedAt, rating, search keys) never copied: the body is built field by field.
 */
export function partnerFormToBody(form: PartnerFormValues, { original }: PartnerFormToBodyOptions = {}) {
  const phoneNumber = toE164(form.phone);
  const phoneChanged = phoneNumber !== (original?.phoneNumber ?? undefined);
  const isAdministratorForm = form.status !== undefined;
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    idCard: form.idCard,
    registrationNumber: form.registrationNumber,
    ...(form.registrationExpirationDate
      ? { registrationExpirationDate: form.registrationExpirationDate }
      : {}),
    ...(phoneChanged ? { phoneNumber } : {}),
    email: form.email,
    lang: form.lang,
    iban: form.iban,
    bankName: form.bankName,
    tiNumber: form.tiNumber,
    address: addressToBody<Partial<NonNullable<PartnerFormValues['address']>>>(form.address ?? {}),
    ...(isAdministratorForm ? administratorFieldsOf(form) : {}),
  };
}

/** The administrator's fields: the reason only when RESTRICTED, an empty weekly limit as null. */
function administratorFieldsOf(form: PartnerFormValues) {
  return {
    positionIds: form.positionIds ?? [],
    status: form.status,
    ...(form.status === 'RESTRICTED' && form.restrictedReasonType
      ? { restrictedReasonType: form.restrictedReasonType }
      : {}),
    weeklyShiftLimit: form.weeklyShiftLimit ?? null,
    description: form.description ?? '',
  };
}
export type PartnerBody = ReturnType<typeof partnerFormToBody>;

/** The empty New Partner form: status VERIFIED, language en, phone code +357. */
export function partnerFormDefaults(): AdministratorPartnerForm {
  return {
    firstName: '',
    lastName: '',
    idCard: '',
    registrationNumber: '',
    registrationExpirationDate: '',
    phone: { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' },
    email: '',
    lang: DEFAULT_LANGUAGE,
    iban: '',
    bankName: '',
    tiNumber: '',
    address: { street: '', street2: '', city: '', postalCode: '' },
    positionIds: [],
    status: DEFAULT_PARTNER_STATUS,
    restrictedReasonType: '',
    weeklyShiftLimit: '',
    description: '',
  };
}
