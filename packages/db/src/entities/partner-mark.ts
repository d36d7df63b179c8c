import type { EntityItem } from 'electrodb';

import { PARTNER_MARK_KINDS } from '@careshift/domain/shifts/favourites-access';

import { SERVICE_NAME } from '../table';

import { idString, optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * An organisation's mark on a partner (issue 35): a favourite, or a block ("Do not send again") with
 * its reason, which only administrators and the organisation read (never the partner). One item per
 * organisation, kind and partner, so adding twice is the same item.
 */
export const PartnerMarkEntity = defineEntity({
  model: { entity: 'partnerMark', version: '1', service: SERVICE_NAME },
  attributes: {
    clientId: idString,
    partnerId: idString,
    kind: { ...requiredEnum(PARTNER_MARK_KINDS), readOnly: true },
    /** The partner's name as it was when marked (the organisation's list shows it without a join). */
    partnerName: requiredString,
    /** The organisation's name as it was when marked (an administrator's partner page). */
    clientName: requiredString,
    /** A block's reason (required for a block). */
    reason: optionalString,
    createdBy: requiredString,
    createdByName: optionalString,
    createdAt: requiredString,
  },
  indexes: {
    /**
     * An organisation's marks of one kind (its favourites, its blocks), in partner order; and the one
     * key "is partner P blocked by organisation C" (a get, on the claim path).
     */
    byClient: {
      pk: { field: 'pk', composite: ['clientId'] },
      sk: { field: 'sk', composite: ['kind', 'partnerId'] },
    },
    /** Every organisation's marks on one partner: read once per Find a shift page (a small set). */
    byPartner: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['partnerId'] },
      sk: { field: 'gsi4sk', composite: ['kind', 'clientId'] },
    },
  },
});

export type PartnerMarkItem = EntityItem<ReturnType<typeof PartnerMarkEntity>>;
