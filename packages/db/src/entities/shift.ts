import type { EntityItem } from 'electrodb';

import { isOpenStatus, isUnclaimedStatus, SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { SERVICE_NAME } from '../table';

import {
  derivedKey,
  idString,
  optionalNumber,
  optionalString,
  requiredEnum,
  requiredNumber,
  requiredString,
  version,
} from './attributes';
import { defineEntity } from './define-entity';

type Has = { claimedBy?: string; invoiceId?: string; status?: string };

/**
 * A shift (spec section 3 "Request") with its snapshots: position (name and rates at creation),
 * client name, partner name and cost, so a list row never needs a second read. Every change is a put of
 * the whole item guarded by `version` (see repositories/shifts/shift-change.ts), which keeps the index
 * keys, the aggregates and the audit trail consistent with it.
 *
 * Lists: by client, by client and status, by status, all, and by partner, each sorted by start or by
 * creation; by client and position, by creation; open shifts by position (only VERIFIED and CLAIMED shifts are in that index) and an invoice's
 * shifts (only invoiced shifts). docs/data-model.md explains which list uses which.
 */
export const ShiftEntity = defineEntity({
  model: { entity: 'shift', version: '1', service: SERVICE_NAME },
  attributes: {
    shiftId: idString,
    refNumber: requiredNumber,
    clientId: requiredString,
    clientName: requiredString,
    positionId: requiredString,
    positionName: requiredString,
    /** The position's Greek name at creation (absent or '' when it had none). */
    positionNameEl: optionalString,
    positionRates: {
      type: 'map',
      required: true,
      properties: {
        normalDayHourlyRate: requiredNumber,
        normalNightHourlyRate: requiredNumber,
        holidayDayHourlyRate: requiredNumber,
        holidayNightHourlyRate: requiredNumber,
      },
    },
    status: requiredEnum(SHIFT_STATUSES),
    claimedBy: optionalString,
    partnerName: optionalString,
    claimedAt: optionalString,
    cost: {
      type: 'map',
      required: true,
      properties: {
        totalCost: requiredNumber,
        employeeEarnings: requiredNumber,
        companyCommission: requiredNumber,
      },
    },
    /**
     * The cost of the approved actual hours (issue 34 item 4), recorded in the transaction that approves or
     * settles the shift's timesheet: the money counters count it instead of `cost` from then on (domain's
     * countedShiftCost). Absent without attendance, before approval, and on timesheets approved before it
     * was recorded.
     */
    billedCost: {
      type: 'map',
      properties: {
        totalCost: requiredNumber,
        employeeEarnings: requiredNumber,
        companyCommission: requiredNumber,
      },
    },
    /**
     * The cost configuration the cost was computed under (issue 34 item 4): an approved timesheet's actual
     * hours are priced with it. Absent on shifts posted before it was stored (the effective one is used).
     */
    costConfig: {
      type: 'map',
      properties: {
        companyCommissionRatePercent: requiredNumber,
        nightShiftStartHour: requiredNumber,
        nightShiftEndHour: requiredNumber,
      },
    },
    startDate: requiredString,
    endDate: requiredString,
    deadline: requiredString,
    /**
     * Until when only the organisation's favourites are offered the shift (issue 35): posting plus the
     * organisation's early-access hours, stamped when posted. Absent when the window was off.
     */
    favouritesOnlyUntil: optionalString,
    /**
     * Rate boosts (issue 35 item 4): when the shift was first boosted, how many boosts raised its rates
     * (`positionRates` and `cost` are the boosted ones) and how many of them were automatic. Absent: never.
     */
    boostedAt: optionalString,
    boostCount: optionalNumber,
    autoBoostCount: optionalNumber,
    /**
     * How the shift was claimed when not from Find a shift (issue 35): 'INVITATION' (a ranked invitation
     * accepted) or 'WAITLIST' (a waitlist offer accepted). Set in the claim's transaction.
     */
    claimedVia: optionalString,
    /** When the first invitation to claim it was sent (issue 35); absent when never invited. */
    firstInvitedAt: optionalString,
    invoiceId: optionalString,
    reviewId: optionalString,
    reviewScore: optionalNumber,
    cancellationReason: optionalString,
    noShowReason: optionalString,
    /** Cents the partner owes for a no-show (also a penalty item in the partner's partition). */
    penalty: optionalNumber,
    /**
     * Index keys derived from optional attributes: ElectroDB needs every composite of a sparse (condition)
     * index present, so these copy claimedBy and invoiceId ('' when absent, when the index is skipped).
     */
    partnerKey: derivedKey('claimedBy'),
    invoiceKey: derivedKey('invoiceId'),
    createdBy: requiredString,
    createdAt: requiredString,
    updatedAt: requiredString,
    version,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['shiftId'] }, sk: { field: 'sk', composite: [] } },
    /** A client's shifts by start. */
    clientByStart: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['clientId'] },
      sk: { field: 'gsi1sk', composite: ['startDate', 'shiftId'] },
    },
    clientByCreated: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['clientId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'shiftId'] },
    },
    /** A client's shifts of one status. */
    clientStatusByStart: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['clientId', 'status'] },
      sk: { field: 'gsi3sk', composite: ['startDate', 'shiftId'] },
    },
    clientStatusByCreated: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['clientId', 'status'] },
      sk: { field: 'gsi4sk', composite: ['createdAt', 'shiftId'] },
    },
    /** Shifts of one status (lists and the sweeps). */
    statusByStart: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['status'] },
      sk: { field: 'gsi5sk', composite: ['startDate', 'shiftId'] },
    },
    statusByCreated: {
      index: 'gsi6',
      pk: { field: 'gsi6pk', composite: ['status'] },
      sk: { field: 'gsi6sk', composite: ['createdAt', 'shiftId'] },
    },
    /** Every shift. */
    allByStart: {
      index: 'gsi7',
      pk: { field: 'gsi7pk', composite: [] },
      sk: { field: 'gsi7sk', composite: ['startDate', 'shiftId'] },
    },
    allByCreated: {
      index: 'gsi8',
      pk: { field: 'gsi8pk', composite: [] },
      sk: { field: 'gsi8sk', composite: ['createdAt', 'shiftId'] },
    },
    /** A partner's shifts (only shifts with a partner). */
    partnerByStart: {
      index: 'gsi9',
      condition: (a: Has) => Boolean(a.claimedBy),
      pk: { field: 'gsi9pk', composite: ['partnerKey'] },
      sk: { field: 'gsi9sk', composite: ['startDate', 'shiftId'] },
    },
    partnerByCreated: {
      index: 'gsi10',
      condition: (a: Has) => Boolean(a.claimedBy),
      pk: { field: 'gsi10pk', composite: ['partnerKey'] },
      sk: { field: 'gsi10sk', composite: ['createdAt', 'shiftId'] },
    },
    /** Open shifts of a position (only VERIFIED and CLAIMED shifts). */
    openByPosition: {
      index: 'gsi11',
      condition: (a: Has) => isOpenStatus(a.status),
      pk: { field: 'gsi11pk', composite: ['positionId'] },
      sk: { field: 'gsi11sk', composite: ['startDate', 'shiftId'] },
    },
    /** An invoice's shifts (only invoiced shifts). */
    invoiceByStart: {
      index: 'gsi12',
      condition: (a: Has) => Boolean(a.invoiceId),
      pk: { field: 'gsi12pk', composite: ['invoiceKey'] },
      sk: { field: 'gsi12sk', composite: ['startDate', 'shiftId'] },
    },
    /** Unclaimed shifts (PENDING, VERIFIED) by claim deadline: the abandon sweep. */
    unclaimedByDeadline: {
      index: 'gsi13',
      condition: (a: Has) => isUnclaimedStatus(a.status),
      pk: { field: 'gsi13pk', composite: ['status'] },
      sk: { field: 'gsi13sk', composite: ['deadline', 'shiftId'] },
    },
    /**
     * A client's shifts of one position by creation (the default order): a client's list filtered by
     * position, whatever its statuses, reads only that position's shifts (issue 16, docs/data-model.md).
     */
    clientPositionByCreated: {
      index: 'gsi14',
      pk: { field: 'gsi14pk', composite: ['clientId', 'positionId'] },
      sk: { field: 'gsi14sk', composite: ['createdAt', 'shiftId'] },
    },
  },
});

export type ShiftItem = EntityItem<ReturnType<typeof ShiftEntity>>;
