import { newNotificationIntent } from '@careshift/db';
import type { NotificationIntent, NotificationIntentRepository } from '@careshift/db';
import type { NoticeTopic } from '@careshift/domain';

import type { EmailMessage, MessageSender, SmsMessage } from './message-sender';
import { pushKey } from './partner-channels';
import type { PartnerChannels } from './partner-channels';
import type { PushPayload } from './push-sender';
import type { NoticeIntentRef } from './shift-notifier';

/**
 * A message to one account, written whole when the request runs (issue 32): the welcome e-mail or SMS
 * and the notices of sign-in changes. The texts are made in the reader's language at that moment and
 * kept in the notification outbox; the outbox sender delivers them, so the request never waits on SES
 * or SNS and a failed send is tried again.
 */
export interface MessageNotice {
  type: 'message';
  deliveries: MessageDelivery[];
  /**
   * A partner's notice (issue 36: an invitation, an invoice due): its SMS and e-mail go only as the
   * partner chose for `topic`, and `push` goes to its phones.
   */
  partner?: PartnerMessage;
}

/** Who a partner's message is for, what it is about and its push notification. */
export interface PartnerMessage {
  partnerId: string;
  topic: NoticeTopic;
  push: PushPayload;
}

export type MessageDelivery = ({ channel: 'email' } & EmailMessage) | ({ channel: 'sms' } & SmsMessage);

/** The outbox intent that keeps `deliveries` until they are sent. */
export function messageIntent(
  intentId: string,
  deliveries: MessageDelivery[],
  createdAt: string,
  partner?: PartnerMessage,
): NotificationIntent {
  const notice: MessageNotice = { type: 'message', deliveries, ...(partner ? { partner } : {}) };
  return newNotificationIntent(intentId, notice, createdAt);
}

/** An outbox intent's notice that is a whole message (the others are shift changes and standing notices). */
export function isMessageNotice(notice: unknown): notice is MessageNotice {
  return typeof notice === 'object' && notice !== null && 'type' in notice && notice.type === 'message';
}

export interface MessageNoticeDeps {
  sender: MessageSender;
  notificationIntents: Pick<NotificationIntentRepository, 'recordSent' | 'completeIntent'>;
  logError?: (message: string, details: Record<string, unknown>) => void;
  /** The partner's channels and phones (issue 36); absent: every delivery goes as written. */
  partnerChannels?: PartnerChannels;
  clock?: { now(): Date };
}

const keyOf = (delivery: MessageDelivery) => `${delivery.channel}|${delivery.to}`;

function send(sender: MessageSender, delivery: MessageDelivery): Promise<void> {
  if (delivery.channel === 'sms') return sender.sendSms({ to: delivery.to, text: delivery.text });
  return sender.sendEmail({ to: delivery.to, subject: delivery.subject, text: delivery.text });
}

/** Records what left (counted by channel when the partner channels are wired); removes a finished intent. */
async function finish(deps: MessageNoticeDeps, intentId: string, sentNow: string[], failed: boolean) {
  if (deps.partnerChannels)
    return deps.partnerChannels.record(intentId, sentNow, !failed, deps.clock?.now() ?? new Date());
  if (failed) await deps.notificationIntents.recordSent(intentId, sentNow);
  else await deps.notificationIntents.completeIntent(intentId);
}

/**
 * Sends the deliveries of the intent not yet sent, records those that left and removes the intent once
 * nothing is left; a failure is logged, never thrown (the next run tries again).
 */
export async function sendMessageNotice(
  deps: MessageNoticeDeps,
  notice: MessageNotice,
  intent: NoticeIntentRef,
): Promise<void> {
  try {
    const done = new Set(intent.sent ?? []);
    const { deliveries, pushes } = await partnerChoice(deps, notice);
    const due = deliveries.filter((delivery) => !done.has(keyOf(delivery)));
    const duePushes = pushes.filter(({ key }) => !done.has(key));
    const results = await Promise.allSettled(due.map((delivery) => send(deps.sender, delivery)));
    const pushed = await Promise.all(duePushes.map(({ send: push }) => push()));
    const sentNow = [
      ...due.filter((_, i) => results[i]?.status === 'fulfilled').map(keyOf),
      ...duePushes.filter((_, i) => pushed[i] === 'sent').map(({ key }) => key),
    ];
    const failed = results.some((r) => r.status === 'rejected') || pushed.includes('failed');
    if (failed) deps.logError?.('A message could not be sent', { intentId: intent.intentId });
    await finish(deps, intent.intentId, sentNow, failed);
  } catch (error) {
    deps.logError?.('A message could not be sent', { intentId: intent.intentId, error });
  }
}

/**
 * A partner's message as the partner chose (issue 36): SMS and e-mail only if chosen for the topic
 * (a partner who never chose gets them all, as before), and push to its phones.
 */
async function partnerChoice(deps: MessageNoticeDeps, notice: MessageNotice) {
  const { partner } = notice;
  if (!partner || !deps.partnerChannels) return { deliveries: notice.deliveries, pushes: [] };
  const channels = deps.partnerChannels;
  const plan = await channels.plan(partner.partnerId, partner.topic, deps.clock?.now() ?? new Date());
  const deliveries = plan.chosen
    ? notice.deliveries.filter((delivery) => plan.channels[delivery.channel])
    : notice.deliveries;
  const pushes = plan.devices.map((device) => ({
    key: pushKey(partner.topic, device),
    send: () => channels.push(device, partner.topic, partner.push),
  }));
  return { deliveries, pushes };
}
