import type { NotificationIntentRepository, PartnerRecord } from '@careshift/db';

import { invoiceNoticeText } from '../notifications/invoice-notices';
import type { OverdueInvoiceFacts } from '../notifications/invoice-notices';
import { licenceNoticeText } from '../notifications/licence-notices';
import type { MessageSender } from '../notifications/message-sender';
import { pushKey } from '../notifications/partner-channels';
import type { PartnerChannels } from '../notifications/partner-channels';
import { partnerRecipient } from '../notifications/recipients';
import type { Recipient, RecipientSources } from '../notifications/recipients';
import type { NoticeIntentRef } from '../notifications/shift-notifier';

/**
 * What a partner is told when its standing changes automatically: restricted for an expired licence or
 * an overdue invoice, or the restriction lifted. Kept in the notification outbox with the change
 * (`updatePartner`'s notice), so a notice that fails to leave is sent again by `notification-retry`.
 */
export interface StandingNotice {
  type: 'standing';
  partnerId: string;
  kind: 'licenceExpired' | 'overdue' | 'lifted';
  registrationExpirationDate: string;
  overdue: OverdueInvoiceFacts[];
}

export interface StandingNoticeDeps extends Pick<RecipientSources, 'partnerPrivate'> {
  sender: MessageSender;
  notificationIntents: Pick<NotificationIntentRepository, 'recordSent' | 'completeIntent'>;
  logError?: (message: string, details: Record<string, unknown>) => void;
  /**
   * The partner's channel choices and phones (issue 36): an invoice notice (overdue, lifted) is the
   * partner's "Invoices due" topic; absent, every notice goes by SMS and e-mail as before.
   */
  partnerChannels?: PartnerChannels;
}

/** The notice for a profile after an automatic change (`after.status` is the new standing). */
export function standingNoticeOf(
  after: PartnerRecord,
  overdue: readonly OverdueInvoiceFacts[],
): StandingNotice {
  const kind =
    after.status === 'VERIFIED'
      ? 'lifted'
      : after.restrictedReasonType === 'LICENCE_EXPIRED'
        ? 'licenceExpired'
        : 'overdue';
  return {
    type: 'standing',
    partnerId: after.partnerId,
    kind,
    registrationExpirationDate: after.registrationExpirationDate ?? '',
    overdue: [...overdue],
  };
}

/** An outbox intent's notice that is a standing notice (the others are shift changes). */
export function isStandingNotice(notice: unknown): notice is StandingNotice {
  return typeof notice === 'object' && notice !== null && 'type' in notice && notice.type === 'standing';
}

interface Delivery {
  key: string;
  send: () => Promise<void>;
}

function deliveriesOf(sender: MessageSender, recipient: Recipient, notice: StandingNotice): Delivery[] {
  const { subject, sms, text } =
    notice.kind === 'licenceExpired'
      ? (() => {
          const licence = licenceNoticeText('restricted', recipient.lang, notice.registrationExpirationDate);
          return { ...licence, sms: licence.text };
        })()
      : invoiceNoticeText(notice.kind, recipient.lang, notice.overdue);
  const deliveries: Delivery[] = [];
  const phone = recipient.phoneNumber;
  const email = recipient.email;
  if (phone) deliveries.push({ key: `sms|${phone}`, send: () => sender.sendSms({ to: phone, text: sms }) });
  if (email)
    deliveries.push({ key: `email|${email}`, send: () => sender.sendEmail({ to: email, subject, text }) });
  return deliveries;
}

/** The invoice notices follow the partner's "Invoices due" choice; a licence restriction always goes. */
const INVOICE_KINDS: readonly StandingNotice['kind'][] = ['overdue', 'lifted'];

/**
 * The deliveries as the partner chose for an invoice notice (SMS and e-mail only if chosen, a partner
 * who never chose gets both, as before) and a push to each of its phones, opening its invoices.
 */
async function chosenDeliveries(
  deps: StandingNoticeDeps,
  recipient: Recipient,
  notice: StandingNotice,
  now: Date,
): Promise<Delivery[]> {
  const all = deliveriesOf(deps.sender, recipient, notice);
  const channels = deps.partnerChannels;
  if (!channels || !INVOICE_KINDS.includes(notice.kind)) return all;
  const plan = await channels.plan(notice.partnerId, 'invoiceDue', now);
  const kept = plan.chosen
    ? all.filter(({ key }) => plan.channels[key.startsWith('sms|') ? 'sms' : 'email'])
    : all;
  const { subject, sms } = invoiceNoticeText(
    notice.kind === 'lifted' ? 'lifted' : 'overdue',
    recipient.lang,
    notice.overdue,
  );
  const payload = {
    title: subject,
    body: sms,
    url: `/employees/${notice.partnerId}/invoices`,
    tag: 'invoice-due',
    lang: recipient.lang,
  };
  const pushes = plan.devices.map((device) => ({
    key: pushKey('invoiceDue', device),
    send: async () => {
      if ((await channels.push(device, 'invoiceDue', payload)) === 'failed') throw new Error('push failed');
    },
  }));
  return [...kept, ...pushes];
}

/** Records what left and removes the intent once nothing is left (counted by channel when wired). */
async function finish(
  deps: StandingNoticeDeps,
  intent: NoticeIntentRef,
  sentNow: string[],
  complete: boolean,
) {
  if (deps.partnerChannels)
    return deps.partnerChannels.record(intent.intentId, sentNow, complete, new Date());
  if (complete) await deps.notificationIntents.completeIntent(intent.intentId);
  else await deps.notificationIntents.recordSent(intent.intentId, sentNow);
}

/**
 * Tells the partner by SMS and e-mail (an invoice notice as the partner chose, with push), in its
 * language. With the intent, the deliveries that already left are skipped, those that leave now are
 * recorded, and the intent is removed once nothing is left; a failure is logged, never thrown (the
 * retry job tries again).
 */
export async function sendStandingNotice(
  deps: StandingNoticeDeps,
  notice: StandingNotice,
  intent?: NoticeIntentRef,
): Promise<void> {
  try {
    const recipient = await partnerRecipient(deps, notice.partnerId);
    const done = new Set(intent?.sent ?? []);
    const due = recipient
      ? (await chosenDeliveries(deps, recipient, notice, new Date())).filter(({ key }) => !done.has(key))
      : [];
    const results = await Promise.allSettled(due.map((delivery) => delivery.send()));
    const sentNow = due.filter((_, i) => results[i]?.status === 'fulfilled').map(({ key }) => key);
    if (sentNow.length < due.length)
      deps.logError?.('The standing notice could not be sent', { partnerId: notice.partnerId });
    if (intent) await finish(deps, intent, sentNow, sentNow.length === due.length);
  } catch (error) {
    deps.logError?.('The standing notice could not be sent', { partnerId: notice.partnerId, error });
  }
}
