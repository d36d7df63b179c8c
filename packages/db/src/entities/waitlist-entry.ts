import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { idString, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * A partner waiting for a claimed shift (issue 35 item 3): one item per shift and partner, so joining
 * twice is one place. The line is the shift's partition (20 items at most), ordered by `joinedAt` in
 * the domain (waitingLine). TTL (`expiresAt`, epoch seconds) removes it a day after the shift ends;
 * a cancelled shift's and a claimed partner's entries are deleted by the use cases.
 */
export const WaitlistEntryEntity = defineEntity({
  model: { entity: 'waitlistEntry', version: '1', service: SERVICE_NAME },
  attributes: {
    shiftId: idString,
    partnerId: idString,
    /** The partner's name when joining (the trail and the administrator's view). */
    partnerName: requiredString,
    joinedAt: requiredString,
    /** TTL_ATTRIBUTE of table.ts: a day after the shift's end. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** A shift's line (one query) and "is P waiting for S" (one key). */
    byShift: {
      pk: { field: 'pk', composite: ['shiftId'] },
      sk: { field: 'sk', composite: ['partnerId'] },
    },
  },
});

export type WaitlistEntryItem = EntityItem<ReturnType<typeof WaitlistEntryEntity>>;
