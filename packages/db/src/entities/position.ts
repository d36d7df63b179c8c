import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { defineEntity } from './define-entity';

const rate = { type: 'number', required: true } as const;

/** A job position with its four hourly rates in cents (spec section 3). */
export const PositionEntity = defineEntity({
  model: { entity: 'position', version: '1', service: SERVICE_NAME },
  attributes: {
    positionId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** The Greek name (optional; '' or absent: Greek readers see `name`). */
    nameEl: { type: 'string' },
    normalDayHourlyRate: rate,
    normalNightHourlyRate: rate,
    holidayDayHourlyRate: rate,
    holidayNightHourlyRate: rate,
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['positionId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** positions ordered by name (spec section 7: max 200). */
    byName: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['name', 'positionId'] },
    },
  },
});

export type PositionItem = EntityItem<ReturnType<typeof PositionEntity>>;
