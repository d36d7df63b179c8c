import { shiftLink } from '@careshift/contract/short-links';

import { lateAlertText } from './late-alert-texts';
import type { MessageDelivery } from './message-notice';
import type { NoticeParams } from './notification-texts';
import { clientRecipients, partnerRecipient } from './recipients';
import type { Recipient, RecipientSources } from './recipients';
import type { NoticeShift } from './shift-notifier';

export interface LateAlertSources extends RecipientSources {
  /** The administrators who receive request updates (createSystemRecipientCache). */
  administrators: () => Promise<Recipient[]>;
  /** The app's public URL, for the shift's link (undefined: links left out). */
  appUrl: () => Promise<string | undefined>;
}

/** An e-mail, when the recipient has an address. */
const email = (recipient: Recipient, params: NoticeParams): MessageDelivery[] => {
  if (!recipient.email) return [];
  const { subject, text } = lateAlertText('lateForOrganisation', params, recipient.lang);
  return [{ channel: 'email', to: recipient.email, subject, text }];
};

/** The partner's reminder: SMS, else e-mail (as the day-before reminder). */
function partnerDelivery(recipient: Recipient | undefined, params: NoticeParams): MessageDelivery[] {
  if (!recipient) return [];
  const { subject, text, sms } = lateAlertText('lateForPartner', params, recipient.lang);
  if (recipient.phoneNumber) return [{ channel: 'sms', to: recipient.phoneNumber, text: sms ?? text }];
  return recipient.email ? [{ channel: 'email', to: recipient.email, subject, text }] : [];
}

/**
 * The late clock-in alert's messages, each in its reader's language: e-mail to the organisation's users
 * and the administrators (with the shift's link, where "mark no-show" is), the partner's reminder.
 * One recipient reached twice (a user who is both) gets one message per channel and address.
 */
export async function lateAlertDeliveries(
  sources: LateAlertSources,
  shift: NoticeShift,
): Promise<MessageDelivery[]> {
  const base = await sources.appUrl();
  const params: NoticeParams = {
    shift,
    ...(shift.partnerName ? { partnerName: shift.partnerName } : {}),
    ...(base ? { link: shiftLink(base, shift.shiftId) } : {}),
  };
  const [users, administrators, partner] = await Promise.all([
    clientRecipients(sources, shift.clientId),
    sources.administrators(),
    shift.claimedBy ? partnerRecipient(sources, shift.claimedBy) : Promise.resolve(undefined),
  ]);
  const deliveries = [
    ...[...users, ...administrators].flatMap((recipient) => email(recipient, params)),
    ...partnerDelivery(partner, params),
  ];
  const seen = new Set<string>();
  return deliveries.filter((delivery) => {
    const key = `${delivery.channel}|${delivery.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
