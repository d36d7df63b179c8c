import type { EntityItem } from 'electrodb';

import { INVITATION_SOURCES, INVITATION_STATUSES } from '@careshift/domain/invitations/invitation-rules';

import { SERVICE_NAME } from '../table';

import { optionalString, requiredEnum, requiredNumber, requiredString } from './attributes';
import { ACTOR_ROLES } from './audit-entry';
import { defineEntity } from './define-entity';

/**
 * An invitation to claim one open shift, sent to one partner (issue 35 item 2): one item per shift and
 * partner (a new round after a closed one replaces it). It keeps the shift's facts as they were when
 * sent, so a partner's list needs no second read. `validUntil` is when it expires (not `expiresAt`: that
 * name is the table's TTL attribute, epoch seconds).
 */
export const InvitationEntity = defineEntity({
  model: { entity: 'invitation', version: '1', service: SERVICE_NAME },
  attributes: {
    shiftId: { type: 'string', required: true, readOnly: true },
    partnerId: { type: 'string', required: true, readOnly: true },
    partnerName: requiredString,
    clientId: requiredString,
    clientName: requiredString,
    refNumber: requiredNumber,
    positionId: requiredString,
    positionName: requiredString,
    positionNameEl: optionalString,
    startDate: requiredString,
    endDate: requiredString,
    status: requiredEnum(INVITATION_STATUSES),
    source: requiredEnum(INVITATION_SOURCES),
    validUntil: requiredString,
    /** The candidate's score when invited (ranked invitations). */
    score: { type: 'number' },
    createdBy: requiredString,
    createdByRole: requiredEnum(ACTOR_ROLES),
    createdAt: requiredString,
    /** When the partner answered, or the invitation was closed (taken, expired). */
    answeredAt: optionalString,
    updatedAt: requiredString,
  },
  indexes: {
    /** A shift's invitations (one partition, by partner); "P's invitation to S" is one key. */
    byShift: {
      pk: { field: 'pk', composite: ['shiftId'] },
      sk: { field: 'sk', composite: ['partnerId'] },
    },
    /** A partner's invitations, newest first. */
    byPartner: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['partnerId'] },
      sk: { field: 'gsi5sk', composite: ['createdAt', 'shiftId'] },
    },
  },
});

export type InvitationItem = EntityItem<ReturnType<typeof InvitationEntity>>;
