import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { idString, optionalNumber, optionalString, requiredNumber, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * A finished shift's payment note as first downloaded (issue 29 item 4): what it states, frozen so that
 * later edits of the organisation, the partner or the position never change it. Labels (and the city of
 * the address, stored as its code) follow each reader's language; the data never changes.
 */
export const PaymentNoteEntity = defineEntity({
  model: { entity: 'paymentNote', version: '1', service: SERVICE_NAME },
  attributes: {
    shiftId: idString,
    refNumber: requiredNumber,
    organisationName: requiredString,
    organisationLegalName: optionalString,
    street: optionalString,
    street2: optionalString,
    postalCode: optionalString,
    /** The city's code (LIMASSOL): each reader sees it in their language. */
    city: optionalString,
    organisationPhone: optionalString,
    partnerName: requiredString,
    positionName: requiredString,
    positionNameEl: optionalString,
    startDate: requiredString,
    endDate: requiredString,
    /** Cents: the planned cost, or the approved hours' cost once the shift's timesheet is approved. */
    totalCost: requiredNumber,
    /** Issue 34, when the cost follows an approved timesheet: the actual interval, planned/worked/break minutes. */
    actualStart: optionalString,
    actualEnd: optionalString,
    plannedMinutes: optionalNumber,
    actualMinutes: optionalNumber,
    breakMinutes: optionalNumber,
    /** When it was frozen (its first download); printed as its issue date. */
    issuedAt: requiredString,
  },
  indexes: {
    byShift: { pk: { field: 'pk', composite: ['shiftId'] }, sk: { field: 'sk', composite: [] } },
  },
});

export type PaymentNoteItem = EntityItem<ReturnType<typeof PaymentNoteEntity>>;
