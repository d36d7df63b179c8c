import type { EntityItem } from 'electrodb';

import { SERVICE_NAME } from '../table';

import { counter, idString, optionalString, requiredString } from './attributes';
import { defineEntity } from './define-entity';

/**
 * One phone (browser) of a partner that receives Web Push (issue 36 item 2): the push service's endpoint
 * and the keys the payload is encrypted with (RFC 8291). Several per partner, one per device; the id is
 * the SHA-256 of the endpoint, so subscribing the same phone again is the same item. Removed when the
 * partner turns it off, or when the push service answers 404/410 (the subscription expired).
 */
export const PushSubscriptionEntity = defineEntity({
  model: { entity: 'pushSubscription', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: idString,
    subscriptionId: idString,
    endpoint: requiredString,
    p256dh: requiredString,
    auth: requiredString,
    userAgent: optionalString,
    createdAt: requiredString,
  },
  indexes: {
    /** A partner's phones: one partition, a handful of items. */
    byPartner: {
      pk: { field: 'pk', composite: ['partnerId'] },
      sk: { field: 'sk', composite: ['subscriptionId'] },
    },
  },
});

export type PushSubscriptionItem = EntityItem<ReturnType<typeof PushSubscriptionEntity>>;

/**
 * What a partner chose to hear of and how (domain PartnerNoticePreferences, kept as JSON): one item in
 * the partner's partition; absent means the domain's defaults.
 */
export const NoticePreferencesEntity = defineEntity({
  model: { entity: 'noticePreferences', version: '1', service: SERVICE_NAME },
  attributes: {
    partnerId: idString,
    preferences: { type: 'any', required: true },
    updatedAt: requiredString,
  },
  indexes: {
    byPartner: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: [] } },
  },
});

export type NoticePreferencesItem = EntityItem<ReturnType<typeof NoticePreferencesEntity>>;

/**
 * Messages that left, per Nicosia month and channel (issue 36 item 4: the dashboard's messages by
 * channel), added in the same write that records the deliveries in the outbox; sharded like the other
 * counters (aggregates.ts).
 */
export const MessageMonthCountEntity = defineEntity({
  model: { entity: 'messageMonthCount', version: '1', service: SERVICE_NAME },
  attributes: {
    month: idString,
    channel: idString,
    shard: { type: 'number', required: true, readOnly: true },
    messageCount: counter,
  },
  indexes: {
    byMonth: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['month', 'channel', 'shard'] },
    },
  },
});
