import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { defineEntity } from './define-entity';

/**
 * A partner's latest transfer to Heed (issue 32 item 12): who sent it, when, and the intake's delivery
 * id. An item of its own, not a field of the partner: the transfer's idempotency key is the partner's
 * version, which a write to the partner would bump, and a partner update (a put at its version) would
 * erase a field written meanwhile.
 */
export const HeedTransferEntity = defineEntity({
  model: { entity: 'heedTransfer', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    transferredAt: { type: 'string', required: true },
    transferredBy: { type: 'string', required: true },
    deliveryId: { type: 'string', required: true },
  },
  indexes: {
    byPartner: {
      pk: { field: 'pk', composite: ['partnerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type HeedTransferItem = EntityItem<ReturnType<typeof HeedTransferEntity>>;
