import type { NewPartnerBody, PartnerUpdateBody } from '@careshift/contract';
import { COUNTRY_CODE, englishMessage, messageKey, splitPhoneNumber } from '@careshift/contract';
import type { PartnerBankDetailsRecord, PartnerInfoRecord } from '@careshift/db';
import { isRegistrationExpiryAllowed, ValidationError } from '@careshift/domain';

type ProfileBody = NewPartnerBody | PartnerUpdateBody;

/** The stored address: country CY, empty parts left out. */
export function addressOf(
  address: NonNullable<ProfileBody['address']>,
): NonNullable<PartnerInfoRecord['address']> {
  const parts = Object.entries(address).filter(([, value]) => typeof value === 'string' && value !== '');
  return { countryCode: COUNTRY_CODE, ...Object.fromEntries(parts) };
}

/** The private info item from a body; `description` (notes) is the administrators' (kept when not given). */
export function infoOf(
  partnerId: string,
  body: ProfileBody,
  phoneNumber: string,
  kept: { address?: PartnerInfoRecord['address']; description?: string },
  at: string,
): PartnerInfoRecord {
  const address = body.address ? addressOf(body.address) : kept.address;
  const description = body.description ?? kept.description;
  return {
    partnerId,
    email: body.email.toLowerCase(),
    lang: body.lang,
    phoneNumber,
    phoneCountryCode: splitPhoneNumber(phoneNumber).countryCode,
    registrationNumber: body.registrationNumber,
    idCard: body.idCard,
    ...(address ? { address } : {}),
    ...(description ? { description } : {}),
    updatedAt: at,
  };
}

export function bankDetailsOf(partnerId: string, body: ProfileBody, at: string): PartnerBankDetailsRecord {
  return { partnerId, iban: body.iban, bankName: body.bankName, tiNumber: body.tiNumber, updatedAt: at };
}

/**
 * A registration expiry cannot be in the past (the domain's isRegistrationExpiryAllowed, which the
 * partner form applies too): a 400 on the field otherwise.
 */
export function assertExpiryNotPast(date: string, stored: string | undefined, now: Date): void {
  if (isRegistrationExpiryAllowed(date, stored, now)) return;
  const message = englishMessage(messageKey('dateInPast'));
  throw new ValidationError(message, { registrationExpirationDate: message });
}
