import type { EntityItem } from 'electrodb';

import { PENALTY_KINDS } from '@careshift/domain/shifts/penalties';

import { SERVICE_NAME } from '../table';

import { optionalString, requiredEnum, requiredNumber, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * A penalty a partner owes (a late claim cancellation or a no-show: the shift's commission), invoiced
 * later like a shift. Kept in the partner's partition because a cancelled claim leaves the shift.
 */
export const PenaltyEntity = defineEntity({
  model: { entity: 'penalty', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: { type: 'string', required: true, readOnly: true },
    penaltyId: { type: 'string', required: true, readOnly: true },
    shiftId: requiredString,
    shiftRef: requiredNumber,
    clientId: requiredString,
    kind: requiredEnum(PENALTY_KINDS),
    amount: requiredNumber,
    invoiceId: optionalString,
    createdAt: requiredString,
  },
  indexes: {
    /** A partner's penalties in creation order (penalty ids start with the creation instant). */
    byPartner: {
      pk: { field: 'pk', composite: ['partnerId'] },
      sk: { field: 'sk', composite: ['penaltyId'] },
    },
    /**
     * Every partner's penalties by creation (issue 35 item 2): "Find someone" counts the last 90 days'
     * late cancellations and no-shows of all candidates with one range query instead of one per partner.
     */
    allByCreated: {
      index: 'gsi13',
      pk: { field: 'gsi13pk', composite: [] },
      sk: { field: 'gsi13sk', composite: ['createdAt', 'penaltyId'] },
    },
  },
});

export type PenaltyItem = EntityItem<ReturnType<typeof PenaltyEntity>>;
