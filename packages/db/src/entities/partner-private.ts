import type { EntityItem } from 'electrodb';

import { LANGUAGES } from '@careshift/domain/languages';

import { SERVICE_NAME } from '../table';

import { optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

const partnerKey = {
  byPartner: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: [] } },
} as const;

/**
 * A partner's private info (spec: "private/info"): contact, address, identity and registration numbers,
 * and the administrators' notes. Readable by the partner, administrators and, for contact details, the
 * client of a shift the partner claimed.
 */
export const PartnerInfoEntity = defineEntity({
  model: { entity: 'partnerInfo', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    email: requiredString,
    lang: requiredEnum(LANGUAGES),
    /** E.164, country code included ("+35799123456"). */
    phoneNumber: requiredString,
    phoneCountryCode: requiredString,
    address: {
      type: 'map',
      properties: {
        street: optionalString,
        street2: optionalString,
        city: optionalString,
        countryCode: optionalString,
        postalCode: optionalString,
      },
    },
    registrationNumber: requiredString,
    idCard: requiredString,
    /** Administrators' private notes about the partner. */
    description: optionalString,
    updatedAt: requiredString,
  },
  indexes: partnerKey,
});

/** A partner's bank details (spec: "private/bankDetails"): partner and administrators only. */
export const PartnerBankDetailsEntity = defineEntity({
  model: { entity: 'partnerBankDetails', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    iban: optionalString,
    bankName: optionalString,
    tiNumber: optionalString,
    updatedAt: requiredString,
  },
  indexes: partnerKey,
});

export type PartnerInfoItem = EntityItem<ReturnType<typeof PartnerInfoEntity>>;
export type PartnerBankDetailsItem = EntityItem<ReturnType<typeof PartnerBankDetailsEntity>>;
