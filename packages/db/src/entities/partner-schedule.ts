import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { version } from './attributes';
import { defineEntity } from './define-entity';

/**
 * A partner's held shifts (CLAIMED, FINISHED, COMPLETED) of the last two weeks and the future, in one
 * versioned item. A claim checks overlap and rest hours against it and writes it back conditional on the
 * version it read, in the claim's transaction: two claims by one partner at the same instant cannot both
 * pass the fatigue rules (docs/data-model.md "Partner schedule"). Any change that gives a partner a held
 * shift or takes one away rewrites it in the same transaction.
 */
export const PartnerScheduleEntity = defineEntity({
  model: { entity: 'partnerSchedule', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    version,
    shifts: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          shiftId: { type: 'string', required: true },
          startDate: { type: 'string', required: true },
          endDate: { type: 'string', required: true },
        },
      },
    },
  },
  indexes: {
    byPartner: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: [] } },
  },
});

export type PartnerScheduleItem = EntityItem<ReturnType<typeof PartnerScheduleEntity>>;
