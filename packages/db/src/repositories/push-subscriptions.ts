import { createHash } from 'node:crypto';

import type { PartnerNoticePreferences } from '@careshift/domain/notifications/partner-notice-preferences';

import { AGGREGATE_SHARDS } from '../entities/aggregates';
import type { PushSubscriptionItem } from '../entities/push-subscription';
import type { DbService } from '../service';
import { writeTransaction } from '../transactions/write-transaction';

import { createNotificationIntentRepository } from './notification-intents';

export type PushSubscriptionRecord = PushSubscriptionItem;

/** The channels the dashboard counts (issue 36 item 4). */
export const COUNTED_CHANNELS = ['sms', 'email', 'push'] as const;
export type CountedChannel = (typeof COUNTED_CHANNELS)[number];

/** A subscription's id: the SHA-256 of its endpoint (hex, 32 characters), so one phone is one item. */
export function pushSubscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex').slice(0, 32);
}

/** Parallel BatchGetItem calls (ElectroDB splits the keys into batches of 100). */
const BATCH_CONCURRENCY = 8;

/** The channel of an outbox delivery key (`kind|channel|address` or `channel|address`), if counted. */
export function channelOfDeliveryKey(key: string): CountedChannel | undefined {
  return key
    .split('|')
    .find((part): part is CountedChannel => (COUNTED_CHANNELS as readonly string[]).includes(part));
}

/**
 * Push subscriptions and notice preferences of partners (issue 36 item 2), the partners of a position
 * with their preferences (the new-shift notice's fan-out: one query and one BatchGetItem per 100
 * partners, never a read per partner), and the messages-by-channel counters (item 4).
 */
export function createPushRepository(db: DbService) {
  const { pushSubscription, noticePreferences, partnerPosition, messageMonthCount } = db.entities;
  return {
    async listSubscriptions(partnerId: string): Promise<PushSubscriptionRecord[]> {
      const { data } = await pushSubscription.query.byPartner({ partnerId }).go({ pages: 'all' });
      return data;
    },

    /** Saves a phone's subscription (the same endpoint again replaces its keys). */
    async saveSubscription(record: PushSubscriptionRecord): Promise<void> {
      await pushSubscription.put(record).go();
    },

    /** Removes one subscription; false when there was none. */
    async removeSubscription(partnerId: string, subscriptionId: string): Promise<boolean> {
      const { data } = await pushSubscription
        .delete({ partnerId, subscriptionId })
        .go({ response: 'all_old' });
      return Boolean(data);
    },

    async getPreferences(partnerId: string): Promise<PartnerNoticePreferences | undefined> {
      const { data } = await noticePreferences.get({ partnerId }).go();
      return data ? (data.preferences as PartnerNoticePreferences) : undefined;
    },

    async savePreferences(partnerId: string, preferences: PartnerNoticePreferences, at: string) {
      await noticePreferences.put({ partnerId, preferences, updatedAt: at }).go();
    },

    /** The saved preferences of these partners (absent: the partner never saved any). */
    async preferencesOf(partnerIds: readonly string[]): Promise<Map<string, PartnerNoticePreferences>> {
      const keys = [...new Set(partnerIds)].map((partnerId) => ({ partnerId }));
      if (keys.length === 0) return new Map();
      const { data } = await noticePreferences.get(keys).go({ concurrency: BATCH_CONCURRENCY });
      return new Map(data.map((item) => [item.partnerId, item.preferences as PartnerNoticePreferences]));
    },

    /** The VERIFIED partners of a position (partnerPosition.byPosition, gsi1). */
    async verifiedPartnerIdsOf(positionId: string): Promise<string[]> {
      const { data } = await partnerPosition.query
        .byPosition({ positionId })
        .where((a, op) => op.eq(a.status, 'VERIFIED'))
        .go({ pages: 'all', attributes: ['partnerId'] });
      return data.map((item) => item.partnerId);
    },

    /**
     * Records deliveries of an outbox intent that left — appended to `sent`, or the intent removed when
     * `complete` — and adds them to the month's counters by channel, in one transaction. Should the
     * counters' transaction fail, the intent is still written alone: a missed count never makes a
     * message leave twice.
     */
    async recordDeliveries(input: {
      intentId: string;
      keys: readonly string[];
      complete: boolean;
      month: string;
    }): Promise<void> {
      const counts = new Map<CountedChannel, number>();
      for (const key of input.keys) {
        const channel = channelOfDeliveryKey(key);
        if (channel) counts.set(channel, (counts.get(channel) ?? 0) + 1);
      }
      const shard = Math.floor(Math.random() * AGGREGATE_SHARDS);
      const outcome = await writeTransaction(db, (tx) => [
        input.complete
          ? tx.notificationIntent.delete({ intentId: input.intentId }).commit()
          : tx.notificationIntent
              .update({ intentId: input.intentId })
              .append({ sent: [...input.keys] })
              .remove(['leaseUntil'])
              .where((a, op) => op.exists(a.createdAt))
              .commit(),
        ...[...counts].map(([channel, messageCount]) =>
          tx.messageMonthCount.update({ month: input.month, channel, shard }).add({ messageCount }).commit(),
        ),
      ]);
      if (outcome.ok) return;
      const intents = createNotificationIntentRepository(db);
      if (input.complete) await intents.completeIntent(input.intentId);
      else await intents.recordSent(input.intentId, [...input.keys]);
    },

    /** Adds messages sent outside the outbox (the day-before reminder) to the month's counters. */
    async countMessages(month: string, channel: CountedChannel, messageCount: number): Promise<void> {
      if (messageCount <= 0) return;
      const shard = Math.floor(Math.random() * AGGREGATE_SHARDS);
      await messageMonthCount.update({ month, channel, shard }).add({ messageCount }).go();
    },

    /** The month's messages by channel (the shards added up). */
    async messagesOfMonth(month: string): Promise<Record<CountedChannel, number>> {
      const { data } = await messageMonthCount.query.byMonth({}).begins({ month }).go({ pages: 'all' });
      const sums: Record<CountedChannel, number> = { sms: 0, email: 0, push: 0 };
      for (const item of data) {
        if (item.month !== month) continue;
        const channel = item.channel as CountedChannel;
        if (channel in sums) sums[channel] += item.messageCount ?? 0;
      }
      return sums;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
