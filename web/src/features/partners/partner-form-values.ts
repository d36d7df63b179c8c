import { partnerFormDefaults, splitPhoneNumber } from '@careshift/contract';
import type { AdministratorPartnerForm, Partner } from '@careshift/contract';

/** Server field names → the form's (the phone comes back as `phoneNumber`, the form holds `phone.number`). */
const SERVER_FIELDS: Readonly<Record<string, string>> = {
  phoneNumber: 'phone.number',
  street: 'address.street',
  street2: 'address.street2',
  city: 'address.city',
  postalCode: 'address.postalCode',
};

/** The form field a server field error belongs on (undefined when the form has none). */
export function formFieldOf(serverKey: string): string | undefined {
  const last = serverKey.split('.').pop() ?? serverKey;
  if (SERVER_FIELDS[last]) return SERVER_FIELDS[last];
  return last in partnerFormDefaults() ? last : undefined;
}

/** The named values of a record as form text: every missing value is ''. */
function textsOf<K extends string>(
  source: Partial<Record<K, string | null>> | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, source?.[key] ?? ''])) as Record<K, string>;
}

/** The private parts as form text: every missing value is ''. */
function privateTexts(partner: Partner) {
  const info = partner.info;
  return {
    ...textsOf(info, ['idCard', 'registrationNumber', 'email', 'description']),
    ...textsOf(partner.bankDetails, ['iban', 'bankName', 'tiNumber']),
    address: textsOf(info?.address, ['street', 'street2', 'city', 'postalCode']),
  };
}

/** The partner form filled from a stored partner (edit), or empty (New Partner). */
export function partnerFormValuesOf(partner: Partner | undefined): AdministratorPartnerForm {
  const empty = partnerFormDefaults();
  if (!partner) return empty;
  const info = partner.info;
  return {
    ...empty,
    ...privateTexts(partner),
    firstName: partner.firstName,
    lastName: partner.lastName,
    registrationExpirationDate: partner.registrationExpirationDate ?? '',
    phone: info?.phoneNumber ? splitPhoneNumber(info.phoneNumber) : empty.phone,
    lang: info?.lang ?? 'en',
    positionIds: partner.positionIds,
    status: partner.status,
    restrictedReasonType: partner.restrictedReasonType ?? '',
    weeklyShiftLimit: partner.weeklyShiftLimit === null ? '' : String(partner.weeklyShiftLimit),
  };
}
