import { formatEuros, formatNicosiaDateTime, formatNicosiaTime } from '@careshift/domain';
import type { ShiftStatus } from '@careshift/domain';
import { SHIFT_STATUS_LABELS } from '@careshift/domain/shifts/status-labels';

import { sameDay, sms } from './notice-sms';
import { CANCELLED_BY_CARESHIFT, LABELS } from './notice-wording';

/** The languages recipients choose (partners, client users and system users all have `lang`). */
export type NoticeLanguage = 'en' | 'el';

export function noticeLanguage(lang: string | undefined | null): NoticeLanguage {
  return lang === 'el' || lang === 'gr' ? 'el' : 'en';
}

/** What every shift text mentions. */
export interface ShiftFacts {
  refNumber: number;
  positionName: string;
  positionNameEl?: string; // the Greek name, when the position has one
  clientName: string;
  startDate: string;
  endDate: string;
}

export type NoticeKind =
  | 'assigned'
  | 'cancelledForPartner'
  | 'claimCancelledForPartner'
  | 'noShowForPartner'
  | 'reminder'
  | 'claimedForClient'
  | 'claimCancelledForClient'
  | 'cancelledForClient'
  | 'statusChanged'
  | 'shiftsPosted';

export interface NoticeParams {
  shift: ShiftFacts;
  partnerName?: string;
  reason?: string;
  /** Cents (a penalty). */
  amount?: number;
  from?: ShiftStatus;
  to?: ShiftStatus;
  count?: number;
  link?: string;
}

export interface NoticeText {
  subject: string;
  /** The e-mail's body: every fact in full. */
  text: string;
  /** The SMS (kinds a partner receives): at most 2 segments, names and reasons cut short. */
  sms?: string;
}

/** "13/03/2031 07:00–15:00"; an overnight shift shows both dates. */
export const when = (shift: ShiftFacts) =>
  `${formatNicosiaDateTime(shift.startDate)}–${sameDay(shift) ? formatNicosiaTime(shift.endDate) : formatNicosiaDateTime(shift.endDate)}`;

/** The position's name in the recipient's language (Greek falls back to the English name). */
export const positionLabel = (lang: NoticeLanguage, shift: ShiftFacts) =>
  (lang === 'el' && shift.positionNameEl) || shift.positionName;

/** The e-mail body: the opening line, then one "Label: value" line per fact (names never inflected). */
function mail(lang: NoticeLanguage, p: NoticeParams, opening: string, extra: string[] = []): string {
  const l = LABELS[lang];
  return [
    opening,
    '',
    ...(p.partnerName ? [`${l.partner}: ${p.partnerName}`] : []),
    `${l.position}: ${positionLabel(lang, p.shift)}`,
    `${l.client}: ${p.shift.clientName}`,
    `${l.time}: ${when(p.shift)}`,
    ...(p.reason ? [`${l.reason}: ${p.reason}`] : []),
    ...extra,
    ...(p.link ? ['', p.link] : []),
  ].join('\n');
}

const status = (lang: NoticeLanguage, value: ShiftStatus | undefined) =>
  value ? SHIFT_STATUS_LABELS[lang][value] : '—';

type Template = (p: NoticeParams) => NoticeText;

const cancelledByCareShift =
  (lang: NoticeLanguage): Template =>
  (p) => ({
    subject: CANCELLED_BY_CARESHIFT[lang].subject(p),
    text: mail(lang, p, CANCELLED_BY_CARESHIFT[lang].opening(p)),
  });

/** Each kind in English and Greek. */
const TEMPLATES: Record<NoticeKind, Record<NoticeLanguage, Template>> = {
  assigned: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber} assigned to you`,
      text: mail('en', p, `You have been assigned shift #${p.shift.refNumber}.`),
      sms: sms('en', p, (facts) => `you have been assigned shift ${facts}.`),
    }),
    el: (p) => ({
      subject: `Σας ανατέθηκε η βάρδια #${p.shift.refNumber}`,
      text: mail('el', p, `Σας ανατέθηκε η βάρδια #${p.shift.refNumber}.`),
      sms: sms('el', p, (facts) => `σας ανατέθηκε η βάρδια ${facts}.`),
    }),
  },
  cancelledForPartner: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber} cancelled`,
      text: mail('en', p, `Shift #${p.shift.refNumber} was cancelled.`),
      sms: sms('en', p, (facts) => `shift ${facts}, was cancelled.`),
    }),
    el: (p) => ({
      subject: `Η βάρδια #${p.shift.refNumber} ακυρώθηκε`,
      text: mail('el', p, `Η βάρδια #${p.shift.refNumber} ακυρώθηκε.`),
      sms: sms('el', p, (facts) => `ακυρώθηκε η βάρδια ${facts}.`),
    }),
  },
  claimCancelledForPartner: {
    en: (p) => ({
      subject: `Your claim on shift #${p.shift.refNumber} was cancelled`,
      text: mail('en', p, `An administrator cancelled your claim on shift #${p.shift.refNumber}.`),
      sms: sms('en', p, (facts) => `an administrator cancelled your claim on shift ${facts}.`),
    }),
    el: (p) => ({
      subject: `Η ανάληψη της βάρδιας #${p.shift.refNumber} ακυρώθηκε`,
      text: mail('el', p, `Ο διαχειριστής ακύρωσε την ανάληψή σας για τη βάρδια #${p.shift.refNumber}.`),
      sms: sms('el', p, (facts) => `ακυρώθηκε η ανάληψή σας για τη βάρδια ${facts}.`),
    }),
  },
  noShowForPartner: {
    en: (p) => {
      const amount = p.amount ? formatEuros(p.amount, 'en') : '';
      const penalty = amount ? ` Penalty ${amount}, on your next invoice.` : '';
      const brief = amount ? ` Penalty ${amount}.` : '';
      return {
        subject: `Shift #${p.shift.refNumber} marked as no-show`,
        text: mail('en', p, `Shift #${p.shift.refNumber} was marked as a no-show.${penalty}`),
        sms: sms(
          'en',
          p,
          (facts, short) => `shift ${facts}, was marked as a no-show.${short ? brief : penalty}`,
        ),
      };
    },
    el: (p) => {
      const amount = p.amount ? formatEuros(p.amount, 'el') : '';
      const penalty = amount ? ` Ποινή ${amount}, στο επόμενο τιμολόγιό σας.` : '';
      const brief = amount ? ` Ποινή ${amount}.` : '';
      return {
        subject: `Καταγράφηκε μη προσέλευση στη βάρδια #${p.shift.refNumber}`,
        text: mail('el', p, `Καταγράφηκε μη προσέλευση στη βάρδια #${p.shift.refNumber}.${penalty}`),
        sms: sms('el', p, (facts, short) => `μη προσέλευση στη βάρδια ${facts}.${short ? brief : penalty}`),
      };
    },
  },
  reminder: {
    en: (p) => ({
      subject: `Reminder: shift #${p.shift.refNumber} tomorrow`,
      text: mail('en', p, `A reminder of your shift #${p.shift.refNumber}.`),
      sms: sms('en', p, (facts) => `a reminder of your shift ${facts}.`),
    }),
    el: (p) => ({
      subject: `Υπενθύμιση: βάρδια #${p.shift.refNumber} αύριο`,
      text: mail('el', p, `Υπενθύμιση για τη βάρδια σας #${p.shift.refNumber}.`),
      sms: sms('el', p, (facts) => `υπενθύμιση για τη βάρδια σας ${facts}.`),
    }),
  },
  claimedForClient: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber} claimed`,
      text: mail('en', p, `Shift #${p.shift.refNumber} has been claimed.`),
    }),
    el: (p) => ({
      subject: `Η βάρδια #${p.shift.refNumber} αναλήφθηκε`,
      text: mail('el', p, `Η βάρδια #${p.shift.refNumber} αναλήφθηκε.`),
    }),
  },
  claimCancelledForClient: {
    en: (p) => ({
      subject: `Claim on shift #${p.shift.refNumber} cancelled`,
      text: mail(
        'en',
        p,
        `The claim on shift #${p.shift.refNumber} was cancelled. ${p.to === 'VERIFIED' ? 'The shift is open to other partners again.' : `The claim deadline has passed, so the shift is closed: ${status('en', p.to)}.`}`,
      ),
    }),
    el: (p) => ({
      subject: `Ακύρωση ανάληψης της βάρδιας #${p.shift.refNumber}`,
      text: mail(
        'el',
        p,
        `Η ανάληψη της βάρδιας #${p.shift.refNumber} ακυρώθηκε. ${p.to === 'VERIFIED' ? 'Η βάρδια είναι ξανά ανοιχτή σε άλλους συνεργάτες.' : `Η προθεσμία ανάληψης έχει περάσει, οπότε η βάρδια έκλεισε: «${status('el', p.to)}».`}`,
      ),
    }),
  },
  cancelledForClient: { en: cancelledByCareShift('en'), el: cancelledByCareShift('el') },
  statusChanged: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber}: ${status('en', p.from)} → ${status('en', p.to)}`,
      text: mail(
        'en',
        p,
        `Shift #${p.shift.refNumber} is now ${status('en', p.to)} (was ${status('en', p.from)}).`,
      ),
    }),
    el: (p) => ({
      subject: `Βάρδια #${p.shift.refNumber}: ${status('el', p.from)} → ${status('el', p.to)}`,
      text: mail(
        'el',
        p,
        `Η κατάσταση της βάρδιας #${p.shift.refNumber} άλλαξε: «${status('el', p.from)}» → «${status('el', p.to)}».`,
      ),
    }),
  },
  shiftsPosted: {
    en: (p) => {
      const count = p.count ?? 1;
      const shifts = count === 1 ? '1 new shift' : `${count} new shifts`;
      return {
        subject: `${shifts} for ${p.shift.clientName}`,
        text: mail(
          'en',
          p,
          count === 1
            ? `Shift #${p.shift.refNumber} was posted.`
            : `${count} shifts were posted; the first is #${p.shift.refNumber}.`,
        ),
      };
    },
    el: (p) => {
      const count = p.count ?? 1;
      return {
        subject: `${count === 1 ? '1 νέα βάρδια' : `${count} νέες βάρδιες`} · ${p.shift.clientName}`,
        text: mail(
          'el',
          p,
          count === 1
            ? `Δημοσιεύτηκε η βάρδια #${p.shift.refNumber}.`
            : `Δημοσιεύτηκαν ${count} βάρδιες· η πρώτη είναι η #${p.shift.refNumber}.`,
        ),
      };
    },
  },
};

export function noticeText(kind: NoticeKind, params: NoticeParams, lang: NoticeLanguage): NoticeText {
  return TEMPLATES[kind][lang](params);
}
