import type { EntityItem } from 'electrodb';

import { TIMESHEET_STATUSES } from '@careshift/domain/attendance/vocabulary';

import { SERVICE_NAME } from '../table';

import {
  counter,
  idString,
  optionalNumber,
  optionalString,
  requiredEnum,
  requiredNumber,
  requiredString,
  version,
} from './attributes';
import { defineEntity } from './define-entity';

/** Corrected times: the organisation's dispute, or the administrators' settlement. */
const correctedTimes = {
  type: 'map',
  properties: {
    actualStart: requiredString,
    actualEnd: requiredString,
    breakMinutes: requiredNumber,
    reason: requiredString,
    by: requiredString,
    at: requiredString,
  },
} as const;

/** Flagged timesheets sort before the others in the administrators' queue ('0' before '1'). */
export const ATTENTION = { flagged: '0', clear: '1' } as const;

/**
 * A shift's timesheet (issue 34): one per shift, written by its first punch beside the shift's own item
 * (same partition). Snapshots of the shift (ref, client, partner, planned times) so a list row needs no
 * second read. Every change is a put guarded by `version`, in one transaction with the punch or the
 * decision, its activity-trail entry and the timesheet counters (repositories/attendance.ts).
 *
 * Lists: a partner's timesheets by planned start (their day), an organisation's timesheets of one status
 * by planned start (pending approval, a day to approve at once), and the administrators' queue of one
 * status, flagged first, then by planned start (also what the approval sweep reads, SUBMITTED only).
 */
export const TimesheetEntity = defineEntity({
  model: { entity: 'timesheet', version: '1', service: SERVICE_NAME },
  attributes: {
    shiftId: idString,
    refNumber: requiredNumber,
    clientId: requiredString,
    clientName: requiredString,
    employeeId: requiredString,
    employeeName: requiredString,
    status: requiredEnum(TIMESHEET_STATUSES),
    /** TIMESHEET_FLAGS (ElectroDB types a list's items only as strings; the repository types them). */
    flags: { type: 'list', required: true, items: { type: 'string' } },
    plannedStart: requiredString,
    plannedEnd: requiredString,
    actualStart: optionalString,
    actualEnd: optionalString,
    breakMinutes: requiredNumber,
    workedMinutes: optionalNumber,
    approveBy: optionalString,
    dispute: correctedTimes,
    settlement: correctedTimes,
    /** Who approved (a user id, or SCHEDULER for the sweep) and when. */
    approvedBy: optionalString,
    approvedAt: optionalString,
    /** The queue's first sort key: flagged ('0') before clear ('1'); derived from `flags`. */
    attention: {
      type: 'string',
      hidden: true,
      watch: ['flags'],
      set: (_: unknown, item: { flags?: readonly string[] }) =>
        item.flags && item.flags.length > 0 ? ATTENTION.flagged : ATTENTION.clear,
    },
    createdAt: requiredString,
    updatedAt: requiredString,
    version,
  },
  indexes: {
    byShift: { pk: { field: 'pk', composite: ['shiftId'] }, sk: { field: 'sk', composite: [] } },
    /** A partner's timesheets by planned start (the partner's day). */
    byEmployee: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['employeeId'] },
      sk: { field: 'gsi1sk', composite: ['plannedStart', 'shiftId'] },
    },
    /** An organisation's timesheets of one status by planned start (pending approval; a day at once). */
    clientStatusByStart: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['clientId', 'status'] },
      sk: { field: 'gsi5sk', composite: ['plannedStart', 'shiftId'] },
    },
    /** The administrators' queue: one status, flagged first, then by planned start. */
    queue: {
      index: 'gsi7',
      pk: { field: 'gsi7pk', composite: ['status'] },
      sk: { field: 'gsi7sk', composite: ['attention', 'plannedStart', 'shiftId'] },
    },
  },
});

/**
 * Timesheets per Nicosia month of the planned start, status and shard: how many, and the minutes worked
 * (the dashboard's "timesheets awaiting approval" and "hours worked"). Kept in the transaction of every
 * timesheet change (−1 on the old status, +1 on the new one), recounted by the integrity check.
 */
export const TimesheetStatEntity = defineEntity({
  model: { entity: 'timesheetStat', version: '1', service: SERVICE_NAME },
  attributes: {
    month: { type: 'string', required: true, readOnly: true },
    status: { type: TIMESHEET_STATUSES, required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    timesheetCount: counter,
    workedMinutes: counter,
  },
  indexes: {
    byMonth: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['month', 'status', 'shard'] },
    },
  },
});

export type TimesheetItem = EntityItem<ReturnType<typeof TimesheetEntity>>;
export type TimesheetStatItem = EntityItem<ReturnType<typeof TimesheetStatEntity>>;
