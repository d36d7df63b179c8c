import type { EntityItem } from 'electrodb';

import { PARTNER_STATUSES } from '@careshift/domain/partners/status';

import { SERVICE_NAME } from '../table';

import { requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * One item per (partner, position) so that "partners of a position" is a key query: DynamoDB cannot
 * index a list attribute. Written in the same transaction as the partner's profile.
 */
export const PartnerPositionEntity = defineEntity({
  model: { entity: 'partnerPosition', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    positionId: { type: 'string', required: true, readOnly: true },
    nameLastFirst: requiredString,
    status: requiredEnum(PARTNER_STATUSES),
  },
  indexes: {
    byPartner: {
      pk: { field: 'pk', composite: ['partnerId'] },
      sk: { field: 'sk', composite: ['positionId'] },
    },
    /** Partners of a position by last name. */
    byPosition: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['positionId'] },
      sk: { field: 'gsi1sk', composite: ['nameLastFirst', 'partnerId'] },
    },
  },
});

export type PartnerPositionItem = EntityItem<ReturnType<typeof PartnerPositionEntity>>;
