import type { PushRepository, PushSubscriptionRecord } from '@careshift/db';
import { channelsAt, DEFAULT_NOTICE_PREFERENCES, nicosiaDate } from '@careshift/domain';
import type { ChannelChoice, NoticeTopic, PartnerNoticePreferences } from '@careshift/domain';

import type { PushOutcome, PushPayload, PushSender } from './push-sender';
import type { Recipient } from './recipients';

/** How long a push service keeps a notice for a phone that is off, and how urgently it wakes it. */
const DELIVERY: Record<NoticeTopic, { ttlSeconds: number; urgency: 'normal' | 'high' }> = {
  newShifts: { ttlSeconds: 6 * 3600, urgency: 'high' },
  invitations: { ttlSeconds: 12 * 3600, urgency: 'high' },
  reminders: { ttlSeconds: 12 * 3600, urgency: 'normal' },
  shiftChanges: { ttlSeconds: 24 * 3600, urgency: 'high' },
  invoiceDue: { ttlSeconds: 3 * 24 * 3600, urgency: 'normal' },
};

export interface PartnerChannelDeps {
  push: Pick<
    PushRepository,
    'getPreferences' | 'listSubscriptions' | 'removeSubscription' | 'recordDeliveries'
  >;
  pushSender: PushSender;
  logError: (message: string, details: Record<string, unknown>) => void;
}

/** A partner's channels for one notice: its choice (quiet hours applied), whether it ever chose, its phones. */
export interface PartnerPlan {
  channels: ChannelChoice;
  /** False: the partner never saved a choice (the product's old channels apply to SMS and e-mail). */
  chosen: boolean;
  devices: PushSubscriptionRecord[];
}

/** A push delivery's key in the outbox intent (`topic|push|subscriptionId`). */
export const pushKey = (topic: NoticeTopic, device: Pick<PushSubscriptionRecord, 'subscriptionId'>) =>
  `${topic}|push|${device.subscriptionId}`;

/** The Nicosia month ("YYYY-MM") the counters of a delivery at `now` go to. */
export const monthOf = (now: Date) => nicosiaDate(now).slice(0, 7);

/**
 * The partner side of every notice (issue 36 item 2): which channels a topic goes by for a partner at
 * a moment, and push to its phones. A phone whose push service answers 404/410 is removed (its
 * subscription expired); what left is recorded in the outbox intent and counted in one write.
 */
export function createPartnerChannels(deps: PartnerChannelDeps) {
  return {
    async plan(partnerId: string, topic: NoticeTopic, now: Date): Promise<PartnerPlan> {
      const [saved, devices] = await Promise.all([
        deps.push.getPreferences(partnerId),
        deps.push.listSubscriptions(partnerId),
      ]);
      const preferences: PartnerNoticePreferences = saved ?? DEFAULT_NOTICE_PREFERENCES;
      const channels = channelsAt(preferences, topic, now);
      return { channels, chosen: Boolean(saved), devices: channels.push ? devices : [] };
    },

    /** Sends one push; a gone subscription is removed and answers 'gone' (nothing to retry). */
    async push(
      device: PushSubscriptionRecord,
      topic: NoticeTopic,
      payload: PushPayload,
    ): Promise<PushOutcome> {
      try {
        const outcome = await deps.pushSender.send({ target: device, payload, ...DELIVERY[topic] });
        if (outcome === 'gone') await deps.push.removeSubscription(device.partnerId, device.subscriptionId);
        if (outcome === 'failed') deps.logError('A push notification was refused', { topic });
        return outcome;
      } catch (error) {
        deps.logError('A push notification could not be sent', { topic, error });
        return 'failed';
      }
    },

    /** Records what left (`sent` keys) and removes the intent when nothing failed; counts by channel. */
    async record(intentId: string, sent: readonly string[], complete: boolean, now: Date): Promise<void> {
      if (!complete && sent.length === 0) return;
      await deps.push.recordDeliveries({ intentId, keys: sent, complete, month: monthOf(now) });
    },
  };
}

export type PartnerChannels = ReturnType<typeof createPartnerChannels>;

/** One way a notice reaches a partner: SMS (e-mail without a phone), e-mail, or push to one phone. */
export interface ChannelDelivery {
  recipient: Recipient;
  prefer: 'sms' | 'email' | 'push';
  device?: PushSubscriptionRecord;
}

/**
 * A partner's deliveries of a notice (issue 36): push to each phone when chosen, and SMS / e-mail as
 * chosen; a partner who never chose gets SMS (e-mail without a phone) as before, and push if on.
 */
export function partnerDeliveriesOf(plan: PartnerPlan, recipient: Recipient): ChannelDelivery[] {
  const pushes = plan.devices.map((device) => ({ recipient, prefer: 'push' as const, device }));
  if (!plan.chosen) return [{ recipient, prefer: 'sms' }, ...pushes];
  const { sms, email } = plan.channels;
  const emailOnly = { ...recipient, phoneNumber: undefined };
  return [
    ...(sms && recipient.phoneNumber ? [{ recipient, prefer: 'sms' as const }] : []),
    ...(email && recipient.email ? [{ recipient: emailOnly, prefer: 'email' as const }] : []),
    ...pushes,
  ];
}
