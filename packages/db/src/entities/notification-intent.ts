import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { optionalString, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * The notification outbox (DESIGN.md "Notifications"): a shift change that people should hear of writes
 * one intent in its own transaction, so the change and the promise to tell people of it commit together.
 * The Lambda that made the change sends right after; the deliveries that left are recorded in `sent`, and
 * the intent is deleted once all have. An intent still here a minute later (SNS or SES failed, the Lambda
 * died) is picked up by the `notification-retry` job, which sends only what is not in `sent`.
 */
export const NotificationIntentEntity = defineEntity({
  model: { entity: 'notificationIntent', version: '1', service: SERVICE_NAME },
  attributes: {
    /** `{shiftId}#{version}`: the change it is about. */
    intentId: { type: 'string', required: true, readOnly: true },
    /** What the notifier needs: the shift before and after, who acted, the reason and penalty. */
    notice: { type: 'any', required: true },
    /** Keys of the deliveries that left (`kind|channel|address`). */
    sent: { type: 'list', items: { type: 'string' } },
    attempts: { type: 'number', default: 0 },
    /** A job working on it holds it until then. */
    leaseUntil: optionalString,
    createdAt: requiredString,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['intentId'] }, sk: { field: 'sk', composite: [] } },
    /** Oldest first: the retry job's queue. */
    pendingByCreated: {
      index: 'gsi10',
      pk: { field: 'gsi10pk', composite: [] },
      sk: { field: 'gsi10sk', composite: ['createdAt', 'intentId'] },
    },
  },
});

export type NotificationIntentItem = EntityItem<ReturnType<typeof NotificationIntentEntity>>;
