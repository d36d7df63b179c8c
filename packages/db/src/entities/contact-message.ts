import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { idString, requiredString } from './attributes';

/** A message sent through the landing page's contact form. */
export const ContactMessageEntity = new Entity({
  model: { entity: 'contactMessage', version: '1', service: SERVICE_NAME },
  attributes: {
    messageId: idString,
    name: requiredString,
    email: requiredString,
    phoneNumber: requiredString,
    subject: requiredString,
    message: requiredString,
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

export type ContactMessageItem = EntityItem<typeof ContactMessageEntity>;
