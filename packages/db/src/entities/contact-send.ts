import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { defineEntity } from './define-entity';

/**
 * How many contact messages one sender (a source address "ip#…" or an e-mail "email#…") sent in one
 * throttle window. The item expires through the table's TTL attribute once its window is over.
 */
export const ContactSendEntity = defineEntity({
  model: { entity: 'contactSend', version: '1', service: SERVICE_NAME },
  attributes: {
    sender: { type: 'string', required: true, readOnly: true },
    /** Start of the window, epoch seconds. */
    windowStart: { type: 'number', required: true, readOnly: true },
    sends: { type: 'number', required: true },
    /** TTL: epoch seconds after which DynamoDB may delete the item. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** The message counter of a sender in a window (throttle of the public contact form). */
    bySenderWindow: {
      pk: { field: 'pk', composite: ['sender'] },
      sk: { field: 'sk', composite: ['windowStart'] },
    },
  },
});

export type ContactSendItem = EntityItem<ReturnType<typeof ContactSendEntity>>;
