import { sms } from './notice-sms';
import { LABELS } from './notice-wording';
import { positionLabel, when } from './notification-texts';
import type { NoticeLanguage, NoticeParams, NoticeText } from './notification-texts';

/**
 * The late clock-in alert (issue 34 item 2): 15 minutes after the start the partner has not clocked in.
 * The organisation's users and the administrators get an e-mail with the shift's link (where "mark
 * no-show" is), the partner an SMS reminder (e-mail without a phone).
 */
export type LateAlertKind = 'lateForOrganisation' | 'lateForPartner';

function body(lang: NoticeLanguage, p: NoticeParams, lines: string[]): string {
  const l = LABELS[lang];
  return [
    ...lines,
    '',
    ...(p.partnerName ? [`${l.partner}: ${p.partnerName}`] : []),
    `${l.position}: ${positionLabel(lang, p.shift)}`,
    `${l.client}: ${p.shift.clientName}`,
    `${l.time}: ${when(p.shift)}`,
    ...(p.link ? ['', p.link] : []),
  ].join('\n');
}

const TEXTS: Record<LateAlertKind, Record<NoticeLanguage, (p: NoticeParams) => NoticeText>> = {
  lateForOrganisation: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber}: not clocked in yet`,
      text: body('en', p, [
        `The partner of shift #${p.shift.refNumber} has not clocked in 15 minutes after the start.`,
        'Open the shift to mark a no-show, or wait: a late clock-in is flagged on the timesheet.',
      ]),
    }),
    el: (p) => ({
      subject: `Βάρδια #${p.shift.refNumber}: δεν έχει καταγραφεί άφιξη`,
      text: body('el', p, [
        `Ο συνεργάτης της βάρδιας #${p.shift.refNumber} δεν έχει καταγράψει άφιξη 15 λεπτά μετά την έναρξη.`,
        'Ανοίξτε τη βάρδια για να δηλώσετε μη προσέλευση ή περιμένετε: μια καθυστερημένη καταγραφή άφιξης σημειώνεται στο φύλλο ωρών.',
      ]),
    }),
  },
  lateForPartner: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber}: please clock in`,
      text: body('en', p, [
        `Your shift #${p.shift.refNumber} started 15 minutes ago and you have not clocked in.`,
        'Clock in on the shift in the app as soon as you arrive.',
      ]),
      sms: sms('en', p, (facts) => `your shift ${facts} has started. Please clock in in the app.`),
    }),
    el: (p) => ({
      subject: `Βάρδια #${p.shift.refNumber}: καταγράψτε την άφιξή σας`,
      text: body('el', p, [
        `Η βάρδια σας #${p.shift.refNumber} ξεκίνησε πριν από 15 λεπτά και δεν έχετε καταγράψει άφιξη.`,
        'Καταγράψτε την άφιξή σας στη βάρδια, στην εφαρμογή, μόλις φτάσετε.',
      ]),
      sms: sms('el', p, (facts) => `η βάρδια σας ${facts} ξεκίνησε. Καταγράψτε την άφιξή σας στην εφαρμογή.`),
    }),
  },
};

export function lateAlertText(kind: LateAlertKind, params: NoticeParams, lang: NoticeLanguage): NoticeText {
  return TEXTS[kind][lang](params);
}
