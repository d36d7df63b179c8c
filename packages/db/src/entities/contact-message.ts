import type { EntityItem } from 'electrodb';

import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '@careshift/domain/help-center/enquiries';

import { SERVICE_NAME } from '../table';

import { idString, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * An enquiry that reached the company inbox: a message from the contact form (landing page or the
 * Help Center) or a feature idea. Administrators list them newest first and mark them answered.
 */
export const ContactMessageEntity = defineEntity({
  model: { entity: 'contactMessage', version: '1', service: SERVICE_NAME },
  attributes: {
    messageId: idString,
    /** CONTACT (items written before feature ideas existed have none: read as CONTACT). */
    kind: { type: ENQUIRY_KINDS },
    /** NEW until an administrator marks it ANSWERED (missing: NEW). */
    status: { type: ENQUIRY_STATUSES },
    name: requiredString,
    email: requiredString,
    /** E.164; feature ideas have none. */
    phoneNumber: { type: 'string' },
    subject: requiredString,
    message: requiredString,
    /** The sender's language (the acknowledgement's). */
    lang: { type: 'string' },
    /** The signed-in user who sent a feature idea. */
    userId: { type: 'string' },
    answeredAt: { type: 'string' },
    createdAt: requiredString,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['messageId'] }, sk: { field: 'sk', composite: [] } },
    byCreated: {
      index: 'gsi9',
      pk: { field: 'gsi9pk', composite: [] },
      sk: { field: 'gsi9sk', composite: ['createdAt', 'messageId'] },
    },
  },
});

export type ContactMessageItem = EntityItem<ReturnType<typeof ContactMessageEntity>>;
