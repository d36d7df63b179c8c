import type { EntityItem } from 'electrodb';

import { PARTNER_STATUSES, RESTRICTED_REASONS } from '@careshift/domain/partners/status';

import { SERVICE_NAME } from '../table';

import {
  counter,
  derivedKey,
  idList,
  idString,
  optionalNumber,
  optionalEnum,
  optionalString,
  requiredEnum,
  requiredString,
  version,
} from './attributes';
import { defineEntity } from './define-entity';

/**
 * A partner's public profile (spec section 3 "Employee"): what clients and lists may show. Contact,
 * identity and bank data live in partner-info.ts and partner-bank-details.ts, in the same partition.
 */
export const PartnerEntity = defineEntity({
  model: { entity: 'partner', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: idString,
    firstName: requiredString,
    lastName: requiredString,
    status: requiredEnum(PARTNER_STATUSES),
    restrictedReasonType: optionalEnum(RESTRICTED_REASONS),
    /** Shifts a partner may hold per week; absent means no limit. */
    weeklyShiftLimit: optionalNumber,
    positionIds: { ...idList, required: true },
    /** "YYYY-MM-DD"; absent when not entered (shown red, like a past date). */
    registrationExpirationDate: optionalString,
    /** registrationExpirationDate as the sparse expiry index's composite (see derivedKey). */
    registrationExpiryKey: derivedKey('registrationExpirationDate'),
    /** Sum and count of review scores, kept with ADD so concurrent reviews never lose one. */
    ratingSum: counter,
    ratingCount: counter,
    /** Name search keys (lowercase, accent-free, Latin script): "first last" and "last first". */
    nameFirstLast: requiredString,
    nameLastFirst: requiredString,
    createdAt: requiredString,
    updatedAt: requiredString,
    version,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: [] } },
    /** Every partner by last name (the default list), and the last-name half of the name search. */
    byLastName: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: [] },
      sk: { field: 'gsi4sk', composite: ['nameLastFirst', 'partnerId'] },
    },
    /** The first-name half of the name search. */
    byFirstName: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['nameFirstLast', 'partnerId'] },
    },
    /** Partners of one status by last name. */
    byStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['status'] },
      sk: { field: 'gsi2sk', composite: ['nameLastFirst', 'partnerId'] },
    },
    /** Every partner, newest first: the default /employees list (spec section 9, issue 32). */
    byCreated: {
      index: 'gsi12',
      pk: { field: 'gsi12pk', composite: [] },
      sk: { field: 'gsi12sk', composite: ['createdAt', 'partnerId'] },
    },
    /** Partners of one status, newest first. */
    byStatusCreated: {
      index: 'gsi11',
      pk: { field: 'gsi11pk', composite: ['status'] },
      sk: { field: 'gsi11sk', composite: ['createdAt', 'partnerId'] },
    },
    /** Partners by registration expiry date (the licence sweep); only partners with a date. */
    byRegistrationExpiry: {
      index: 'gsi6',
      condition: (attributes: { registrationExpirationDate?: string }) =>
        Boolean(attributes.registrationExpirationDate),
      pk: { field: 'gsi6pk', composite: [] },
      sk: { field: 'gsi6sk', composite: ['registrationExpiryKey', 'partnerId'] },
    },
  },
});

export type PartnerItem = EntityItem<ReturnType<typeof PartnerEntity>>;
