import type { EntityItem } from 'electrodb';

import { CLIENT_STATUSES } from '@careshift/domain/clients/status';

import { SERVICE_NAME } from '../table';

import {
  idList,
  idString,
  optionalNumber,
  optionalString,
  requiredEnum,
  requiredNumber,
  requiredString,
  version,
} from './attributes';
import { defineEntity } from './define-entity';

/** A care organisation (spec section 3) with its address. Its configuration is a separate item. */
export const ClientEntity = defineEntity({
  model: { entity: 'client', version: '1', service: SERVICE_NAME },
  attributes: {
    clientId: idString,
    name: requiredString,
    legalName: requiredString,
    status: requiredEnum(CLIENT_STATUSES),
    phoneNumber: optionalString,
    description: optionalString,
    positionIds: { ...idList, required: true },
    address: {
      type: 'map',
      required: true,
      properties: {
        countryCode: requiredString,
        city: requiredString,
        street: requiredString,
        street2: optionalString,
        postalCode: requiredString,
        lat: optionalNumber,
        long: optionalNumber,
      },
    },
    /** Attendance (issue 34): the clock-in radius and the rounding rule, when the organisation set them. */
    attendance: {
      type: 'map',
      properties: { radiusMetres: optionalNumber, roundingRule: optionalString },
    },
    /**
     * The facility point (issue 34): placed by the organisation or an administrator, measured against
     * only once an administrator confirmed it (who and when; the domain's facility-point.ts).
     */
    facilityPoint: {
      type: 'map',
      properties: {
        latitude: { type: 'number', required: true },
        longitude: { type: 'number', required: true },
        confirmedAt: optionalString,
        confirmedBy: optionalString,
        confirmedByName: optionalString,
      },
    },
    /** Favourites' early access (issue 35): hours after posting when only favourites see a new shift; 0 or absent = off. */
    favouritesEarlyAccessHours: optionalNumber,
    /**
     * The automatic rate boost (issue 35 item 4): +percent on a shift still unclaimed from
     * hoursBeforeDeadline before its claim deadline, at most maxBoosts times. Absent: off.
     */
    autoBoost: {
      type: 'map',
      properties: {
        percent: requiredNumber,
        hoursBeforeDeadline: requiredNumber,
        maxBoosts: requiredNumber,
      },
    },
    createdAt: requiredString,
    updatedAt: requiredString,
    version,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['clientId'] }, sk: { field: 'sk', composite: [] } },
    /** Clients by creation date (the /clients list). */
    byCreated: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'clientId'] },
    },
  },
});

export type ClientItem = EntityItem<ReturnType<typeof ClientEntity>>;
