import { newNotificationIntent } from '@careshift/db';
import type { NotificationIntent, NotificationIntentRepository } from '@careshift/db';

import type { EmailMessage, MessageSender, SmsMessage } from './message-sender';
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
}

export type MessageDelivery = ({ channel: 'email' } & EmailMessage) | ({ channel: 'sms' } & SmsMessage);

/** The outbox intent that keeps `deliveries` until they are sent. */
export function messageIntent(
  intentId: string,
  deliveries: MessageDelivery[],
  createdAt: string,
): NotificationIntent {
  const notice: MessageNotice = { type: 'message', deliveries };
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
}

const keyOf = (delivery: MessageDelivery) => `${delivery.channel}|${delivery.to}`;

function send(sender: MessageSender, delivery: MessageDelivery): Promise<void> {
  if (delivery.channel === 'sms') return sender.sendSms({ to: delivery.to, text: delivery.text });
  return sender.sendEmail({ to: delivery.to, subject: delivery.subject, text: delivery.text });
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
    const due = notice.deliveries.filter((delivery) => !done.has(keyOf(delivery)));
    const results = await Promise.allSettled(due.map((delivery) => send(deps.sender, delivery)));
    const sentNow = due.filter((_, i) => results[i]?.status === 'fulfilled').map(keyOf);
    if (sentNow.length === due.length) {
      await deps.notificationIntents.completeIntent(intent.intentId);
      return;
    }
    deps.logError?.('A message could not be sent', { intentId: intent.intentId });
    await deps.notificationIntents.recordSent(intent.intentId, sentNow);
  } catch (error) {
    deps.logError?.('A message could not be sent', { intentId: intent.intentId, error });
  }
}
