import type { EntityItem } from 'electrodb';

import { SHIFT_STATUSES } from '@careshift/domain/shifts/status';

import { SERVICE_NAME } from '../table';

import { counter, requiredNumber, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * Aggregates kept in step with every state change, inside the same transaction (DESIGN.md "Data"): the
 * dashboard, the partner statistics page and the landing page read a handful of these items whatever
 * the number of shifts. Hot counters are split over a few shards (a shift always adds to the same shard)
 * so that concurrent transactions rarely touch the same item; readers add the shards up.
 */
export const AGGREGATE_SHARDS = 4;

/** Shift count and revenue (commission, cents) per Nicosia month of the shift's start and status. */
export const MonthlyShiftStatEntity = defineEntity({
  model: { entity: 'monthlyShiftStat', version: '1', service: SERVICE_NAME },
  attributes: {
    month: { type: 'string', required: true, readOnly: true },
    status: { type: SHIFT_STATUSES, required: true, readOnly: true },
    shard: { type: 'number', required: true, readOnly: true },
    shiftCount: counter,
    revenue: counter,
  },
  indexes: {
    byMonth: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['month', 'status', 'shard'] },
    },
  },
});

/** Per Nicosia year of the shift's start and partner: the partner's shifts by status (statistics page). */
export const PartnerYearStatEntity = defineEntity({
  model: { entity: 'partnerYearStat', version: '1', service: SERVICE_NAME },
  attributes: {
    year: { type: 'string', required: true, readOnly: true },
    partnerId: { type: 'string', required: true, readOnly: true },
    partnerName: requiredString,
    claimedCount: counter,
    finishedCount: counter,
    canceledCount: counter,
    abandonedCount: counter,
    noShowCount: counter,
  },
  indexes: {
    byYear: { pk: { field: 'pk', composite: ['year'] }, sk: { field: 'sk', composite: ['partnerId'] } },
  },
});

/** Entity counts for the dashboard cards and the landing page's live number. */
export const EntityCountEntity = defineEntity({
  model: { entity: 'entityCount', version: '1', service: SERVICE_NAME },
  attributes: {
    shard: { type: 'number', required: true, readOnly: true },
    openShifts: counter,
    partners: counter,
    clients: counter,
  },
  indexes: {
    byShard: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['shard'] } },
  },
});

/**
 * A client's shifts per status (the analytics card of its info page): one small item per client and
 * status, next to the client's own items. Not sharded: one client's shifts rarely change at once.
 */
export const ClientShiftCountEntity = defineEntity({
  model: { entity: 'clientShiftCount', version: '1', service: SERVICE_NAME },
  attributes: {
    clientId: { type: 'string', required: true, readOnly: true },
    status: { type: SHIFT_STATUSES, required: true, readOnly: true },
    shiftCount: counter,
  },
  indexes: {
    byClient: { pk: { field: 'pk', composite: ['clientId'] }, sk: { field: 'sk', composite: ['status'] } },
  },
});

/** How many shifts a partner holds in one Nicosia ISO week: the weekly shift limit's guard. */
export const PartnerWeekLoadEntity = defineEntity({
  model: { entity: 'partnerWeekLoad', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    week: { type: 'string', required: true, readOnly: true },
    claimedCount: counter,
  },
  indexes: {
    byPartner: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: ['week'] } },
  },
});

/** Human reference numbers (shift ref, invoice ref), allocated in blocks with ADD. */
export const SequenceEntity = defineEntity({
  model: { entity: 'sequence', version: '1', service: SERVICE_NAME },
  attributes: {
    name: { type: 'string', required: true, readOnly: true },
    value: requiredNumber,
  },
  indexes: {
    byName: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['name'] } },
  },
});

export type MonthlyShiftStatItem = EntityItem<ReturnType<typeof MonthlyShiftStatEntity>>;
export type PartnerYearStatItem = EntityItem<ReturnType<typeof PartnerYearStatEntity>>;
export type EntityCountItem = EntityItem<ReturnType<typeof EntityCountEntity>>;
