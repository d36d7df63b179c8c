import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { defineEntity } from './define-entity';

/**
 * How many sign-in codes were sent to one phone number in one throttle window. The item expires
 * through the table's TTL attribute (`expiresAt`, epoch seconds) once its window is over.
 */
export const OtpSendEntity = defineEntity({
  model: { entity: 'otpSend', version: '1', service: SERVICE_NAME },
  attributes: {
    phoneNumber: { type: 'string', required: true, readOnly: true },
    /** Start of the window, epoch seconds. */
    windowStart: { type: 'number', required: true, readOnly: true },
    sends: { type: 'number', required: true },
    /** TTL: epoch seconds after which DynamoDB may delete the item. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** The send counter of a number in a window (throttle of the SMS sign-in code). */
    byPhoneNumberWindow: {
      pk: { field: 'pk', composite: ['phoneNumber'] },
      sk: { field: 'sk', composite: ['windowStart'] },
    },
  },
});

export type OtpSendItem = EntityItem<ReturnType<typeof OtpSendEntity>>;
