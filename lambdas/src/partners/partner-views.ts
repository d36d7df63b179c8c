import type { Partner, PartnerProfile } from '@careshift/contract';
import type { PartnerBankDetailsRecord, PartnerInfoRecord, PartnerRecord } from '@careshift/db';

/** The public profile: what lists show. */
export function toPartnerProfile(record: PartnerRecord): PartnerProfile {
  return {
    id: record.partnerId,
    firstName: record.firstName,
    lastName: record.lastName,
    status: record.status,
    ...(record.restrictedReasonType ? { restrictedReasonType: record.restrictedReasonType } : {}),
    weeklyShiftLimit: record.weeklyShiftLimit ?? null,
    positionIds: record.positionIds,
    registrationExpirationDate: record.registrationExpirationDate ?? null,
    ratingScore: record.ratingScore,
    ratingCount: record.ratingCount ?? 0,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export interface PartnerPrivateParts {
  info: PartnerInfoRecord | undefined;
  bankDetails: PartnerBankDetailsRecord | undefined;
  /** The administrators' notes (description): administrators only. */
  withNotes: boolean;
}

/** The private info as shown; the administrators' notes only `withNotes`. */
function infoView(info: PartnerInfoRecord, withNotes: boolean): NonNullable<Partner['info']> {
  return {
    email: info.email,
    lang: info.lang === 'el' ? 'el' : 'en',
    phoneNumber: info.phoneNumber,
    address: info.address ?? {},
    registrationNumber: info.registrationNumber,
    idCard: info.idCard,
    ...(withNotes ? { description: info.description ?? '' } : {}),
  };
}

/** The bank details as shown: an empty text for each one not given. */
function bankDetailsView(bankDetails: PartnerBankDetailsRecord): NonNullable<Partner['bankDetails']> {
  return {
    iban: bankDetails.iban ?? '',
    bankName: bankDetails.bankName ?? '',
    tiNumber: bankDetails.tiNumber ?? '',
  };
}

/** The profile with the private parts the viewer may see (none when not given). */
export function toPartner(record: PartnerRecord, parts?: PartnerPrivateParts): Partner {
  const partner: Partner = toPartnerProfile(record);
  if (parts?.info) partner.info = infoView(parts.info, parts.withNotes);
  if (parts?.bankDetails) partner.bankDetails = bankDetailsView(parts.bankDetails);
  return partner;
}
