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

/**
 * How many partners a shift's line holds (issue 35 item 3): one item per shift, moved +1 by every join
 * and −1 by every leave or removal in the same transaction as the entry, so the join's condition
 * (absent or `waiting` below WAITLIST_MAX_ENTRIES) keeps concurrent joins to the limit. It counts
 * entries, the holder's own (a partner who waited and then claimed it) included. TTL `expiresAt` as the
 * entries'.
 */
export const WaitlistLineEntity = defineEntity({
  model: { entity: 'waitlistLine', version: '1', service: SERVICE_NAME },
  attributes: {
    shiftId: idString,
    /** Entries in the line. */
    waiting: { type: 'number', required: true },
    /** TTL_ATTRIBUTE of table.ts: a day after the shift's end. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** The shift's counter (one key, in the line's partition). */
    byShift: {
      pk: { field: 'pk', composite: ['shiftId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export type WaitlistLineItem = EntityItem<ReturnType<typeof WaitlistLineEntity>>;
