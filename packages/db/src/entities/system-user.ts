import type { EntityItem } from 'electrodb';

import { LANGUAGES } from '@careshift/domain/languages';
import { SYSTEM_USER_STATUSES } from '@careshift/domain/system-users/status';

import { SERVICE_NAME } from '../table';

import { idString, optionalString, requiredEnum, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/** An administrator (spec section 3). The password lives only in Cognito. */
export const SystemUserEntity = defineEntity({
  model: { entity: 'systemUser', version: '1', service: SERVICE_NAME },
  attributes: {
    systemUserId: idString,
    firstName: requiredString,
    lastName: requiredString,
    email: requiredString,
    /** A new sign-in e-mail waiting for the user's code (issue 29); empty or absent when none. */
    pendingEmail: optionalString,
    status: requiredEnum(SYSTEM_USER_STATUSES),
    lang: requiredEnum(LANGUAGES),
    receiveRequestUpdates: { type: 'boolean', required: true },
    createdAt: requiredString,
    updatedAt: requiredString,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['systemUserId'] }, sk: { field: 'sk', composite: [] } },
    /** System users of one status in creation order. */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'systemUserId'] },
    },
  },
});

export type SystemUserItem = EntityItem<ReturnType<typeof SystemUserEntity>>;
