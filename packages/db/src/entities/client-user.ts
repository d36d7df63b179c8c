import type { EntityItem } from 'electrodb';

import { CLIENT_USER_STATUSES } from '@careshift/domain/clients/status';
import { LANGUAGES } from '@careshift/domain/languages';

import { SERVICE_NAME } from '../table';

import { idString, optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/** A user of a client organisation (spec section 3). The password lives only in Cognito. */
export const ClientUserEntity = defineEntity({
  model: { entity: 'clientUser', version: '1', service: SERVICE_NAME },
  attributes: {
    userId: idString,
    clientId: { type: 'string', required: true, readOnly: true },
    firstName: requiredString,
    lastName: requiredString,
    email: requiredString,
    status: requiredEnum(CLIENT_USER_STATUSES),
    contactPhone: optionalString,
    /** A new sign-in e-mail waiting for the user's code (issue 29); empty or absent when none. */
    pendingEmail: optionalString,
    lang: requiredEnum(LANGUAGES),
    /** The account owner created with the client (role OWNER). */
    owner: { type: 'boolean', default: false },
    createdAt: requiredString,
    updatedAt: requiredString,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    /** A client's users in creation order. */
    byClient: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['clientId'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'userId'] },
    },
  },
});

export type ClientUserItem = EntityItem<ReturnType<typeof ClientUserEntity>>;
