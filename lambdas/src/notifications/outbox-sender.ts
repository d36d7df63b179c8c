import type { NotificationIntentRepository } from '@careshift/db';

import { isMessageNotice, sendMessageNotice } from './message-notice';
import type { MessageSender } from './message-sender';
import { isNewShiftsNotice, sendNewShiftsNotice } from './new-shift-notice';
import type { NewShiftNoticeDeps } from './new-shift-notice';
import type { PartnerChannels } from './partner-channels';
import type { ShiftChangeNotice, ShiftNotifier } from './shift-notifier';

/**
 * The outbox sender (issue 37): delivers the notification intent a request wrote in its transaction —
 * a shift change's notices, or a whole message to one account (message-notice.ts: welcomes, sign-in
 * change notices). In AWS a DynamoDB Streams consumer (outbox-stream-handler.ts) calls it for each new
 * intent; locally the same function is called by a loop polling the table (outbox-poller.ts).
 */
export interface OutboxSenderDeps {
  notificationIntents: Pick<
    NotificationIntentRepository,
    'getIntent' | 'leaseIntent' | 'recordSent' | 'completeIntent'
  >;
  /** The notifier that sends: skips deliveries already sent, records the rest, removes a finished intent. */
  notifier: Pick<ShiftNotifier, 'shiftChanged'>;
  /** SMS and e-mail for whole messages. */
  sender: MessageSender;
  clock: { now(): Date };
  /** Partners' channels and phones for whole messages to partners (issue 36). */
  partnerChannels?: PartnerChannels;
  /** The new-shift notice's reads and channels (issue 36); absent: such intents are left to the retry job. */
  newShifts?: NewShiftNoticeDeps;
  logError: (message: string, details: Record<string, unknown>) => void;
}

/** What became of one intent: sent (or tried: failures are left to the retry job), or not this sender's. */
export type DeliveryOutcome = 'sent' | 'gone' | 'busy' | 'left-to-its-writer';

/** The sender holds an intent this long, as the notification-retry job does (a dead sender's expires). */
export const SENDER_LEASE_MS = 5 * 60_000;

/** A shift change's notice (the shifts repository's intents: `before`, `after`, who acted). */
export function isShiftChangeNotice(notice: unknown): notice is ShiftChangeNotice {
  return typeof notice === 'object' && notice !== null && 'after' in notice && !('type' in notice);
}

/**
 * The intents this sender delivers: shift changes and whole messages. A partner's standing notice is
 * sent by the Lambda that wrote it (a sweep, a payment) and, failing that, by the notification-retry job.
 */
export function isSenderNotice(notice: unknown): boolean {
  return isShiftChangeNotice(notice) || isMessageNotice(notice) || isNewShiftsNotice(notice);
}

/**
 * Delivers one intent: reads it (consistently), leases it so the retry job or a second delivery of the
 * same stream record never works on it at once, and lets the notifier send what is not yet sent. A
 * delivery that fails is logged by the notifier and stays in the intent for the retry job.
 */
export async function deliverIntent(deps: OutboxSenderDeps, intentId: string): Promise<DeliveryOutcome> {
  const intent = await deps.notificationIntents.getIntent(intentId);
  if (!intent) return 'gone';
  const { notice } = intent;
  if (!isSenderNotice(notice) || (isNewShiftsNotice(notice) && !deps.newShifts)) return 'left-to-its-writer';
  const now = deps.clock.now();
  const until = new Date(now.getTime() + SENDER_LEASE_MS).toISOString();
  if (!(await deps.notificationIntents.leaseIntent(intentId, now.toISOString(), until))) return 'busy';
  const ref = { intentId, sent: intent.sent };
  if (isMessageNotice(notice)) await sendMessageNotice(deps, notice, ref);
  else if (isNewShiftsNotice(notice) && deps.newShifts)
    await sendNewShiftsNotice(deps.newShifts, notice, ref);
  else await deps.notifier.shiftChanged(notice as ShiftChangeNotice, ref);
  return 'sent';
}
