import { formatNicosiaDate } from '@careshift/domain';

import type { MessageSender } from './message-sender';
import type { NoticeLanguage, NoticeText } from './notification-texts';
import type { Recipient } from './recipients';

/** What the licence sweep tells a partner: its registration expires in 30 or 7 days, or has expired. */
export type LicenceNoticeKind = 'reminder30' | 'reminder7' | 'restricted';

const dateOf = (expiration: string) => formatNicosiaDate(`${expiration}T12:00:00Z`);

const TEXTS: Record<LicenceNoticeKind, Record<NoticeLanguage, (expiration: string) => NoticeText>> = {
  reminder30: {
    en: (date) => ({
      subject: 'Your registration expires in 30 days',
      text: `CareShift: your professional registration expires on ${dateOf(date)}. Please renew it and send us the new certificate so you can keep claiming shifts.`,
    }),
    el: (date) => ({
      subject: 'Η άδεια άσκησης επαγγέλματός σας λήγει σε 30 ημέρες',
      text: `CareShift: η άδεια άσκησης επαγγέλματός σας λήγει στις ${dateOf(date)}. Ανεβάστε την ανανεωμένη στα Έγγραφα.`,
    }),
  },
  reminder7: {
    en: (date) => ({
      subject: 'Your registration expires in 7 days',
      text: `CareShift: your professional registration expires on ${dateOf(date)}, in a week or less. Renew it now to avoid being restricted.`,
    }),
    el: (date) => ({
      subject: 'Η άδεια άσκησης επαγγέλματός σας λήγει σε 7 ημέρες',
      text: `CareShift: η άδεια άσκησης επαγγέλματός σας λήγει στις ${dateOf(date)}. Ανανεώστε την τώρα, για να μην περιοριστεί ο λογαριασμός σας.`,
    }),
  },
  restricted: {
    en: (date) => ({
      subject: 'Your account is restricted: registration expired',
      text: `CareShift: your professional registration expired on ${dateOf(date)}, so your account is restricted and you cannot claim shifts. Send us your renewed registration to have it lifted.`,
    }),
    el: (date) => ({
      subject: 'Ο λογαριασμός σας περιορίστηκε: η άδεια άσκησης επαγγέλματος έληξε',
      text: `CareShift: η άδεια άσκησης επαγγέλματός σας έληξε στις ${dateOf(date)}. Για να αναλαμβάνετε βάρδιες, ανεβάστε την ανανεωμένη στα Έγγραφα.`,
    }),
  },
};

export function licenceNoticeText(
  kind: LicenceNoticeKind,
  lang: NoticeLanguage,
  expiration: string,
): NoticeText {
  return TEXTS[kind][lang](expiration);
}

/**
 * Sends a licence notice by SMS and e-mail, in the partner's language. True when at least one channel
 * delivered (the sweep then records it as sent).
 */
export async function sendLicenceNotice(
  sender: MessageSender,
  recipient: Recipient,
  kind: LicenceNoticeKind,
  expiration: string,
): Promise<boolean> {
  const { subject, text } = licenceNoticeText(kind, recipient.lang, expiration);
  const sends: Promise<void>[] = [];
  if (recipient.phoneNumber) sends.push(sender.sendSms({ to: recipient.phoneNumber, text }));
  if (recipient.email) sends.push(sender.sendEmail({ to: recipient.email, subject, text }));
  const results = await Promise.allSettled(sends);
  return results.some((result) => result.status === 'fulfilled');
}
