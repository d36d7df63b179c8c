import type { SmsSender } from './aws-sms-sender';
import type { NoticeLanguage, NoticeText } from './notification-texts';
import type { Recipient } from './recipients';

/** What a partner is told about its own account: an administrator verified it (issue 32 item 12). */
const VERIFIED: Record<NoticeLanguage, NoticeText> = {
  en: {
    subject: 'Your CareShift account is verified',
    text: 'CareShift: your account is verified. You can now claim shifts in the app.',
  },
  el: {
    subject: 'Ο λογαριασμός σας στο CareShift επαληθεύτηκε',
    text: 'CareShift: ο λογαριασμός σας επαληθεύτηκε. Μπορείτε πλέον να αναλαμβάνετε βάρδιες στην εφαρμογή.',
  },
};

export function verifiedNoticeText(lang: NoticeLanguage): NoticeText {
  return VERIFIED[lang];
}

/**
 * Sends "your account is verified" by SMS in the partner's saved language. A failed send is logged and
 * never undoes the verification (the partner also sees its status in the app).
 */
export async function sendVerifiedNotice(
  sender: SmsSender,
  recipient: Recipient,
  logError: (message: string, details: Record<string, unknown>) => void,
): Promise<void> {
  if (!recipient.phoneNumber) return;
  try {
    await sender.sendSms({ to: recipient.phoneNumber, text: verifiedNoticeText(recipient.lang).text });
  } catch (error) {
    logError('partner verified SMS failed', { error: String(error) });
  }
}
