import { formatEuros, formatNicosiaDateTime, formatNicosiaTime } from '@careshift/domain';
import type { ShiftStatus } from '@careshift/domain';

/** The languages recipients choose (partners, client users and system users all have `lang`). */
export type NoticeLanguage = 'en' | 'el';

export function noticeLanguage(lang: string | undefined | null): NoticeLanguage {
  return lang === 'el' || lang === 'gr' ? 'el' : 'en';
}

/** What every shift text mentions. */
export interface ShiftFacts {
  refNumber: number;
  positionName: string;
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
  text: string;
}

const when = (shift: ShiftFacts) =>
  `${formatNicosiaDateTime(shift.startDate)}–${formatNicosiaTime(shift.endDate)}`;

type Template = (p: NoticeParams, lang: NoticeLanguage) => NoticeText;

const reasonLine = (p: NoticeParams, label: string) => (p.reason ? ` ${label}: ${p.reason}` : '');

/** Each kind in English and Greek. SMS use `text` alone, so it names the product and the shift. */
const TEMPLATES: Record<NoticeKind, Record<NoticeLanguage, Template>> = {
  assigned: {
    en: ({ shift }) => ({
      subject: `Shift #${shift.refNumber} assigned to you`,
      text: `CareShift: you have been assigned shift #${shift.refNumber} (${shift.positionName}) at ${shift.clientName}, ${when(shift)}.`,
    }),
    el: ({ shift }) => ({
      subject: `Σας ανατέθηκε η βάρδια #${shift.refNumber}`,
      text: `CareShift: σας ανατέθηκε η βάρδια #${shift.refNumber} (${shift.positionName}) στο ${shift.clientName}, ${when(shift)}.`,
    }),
  },
  cancelledForPartner: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber} cancelled`,
      text: `CareShift: shift #${p.shift.refNumber} (${p.shift.positionName}) at ${p.shift.clientName}, ${when(p.shift)}, was cancelled.${reasonLine(p, 'Reason')}`,
    }),
    el: (p) => ({
      subject: `Η βάρδια #${p.shift.refNumber} ακυρώθηκε`,
      text: `CareShift: η βάρδια #${p.shift.refNumber} (${p.shift.positionName}) στο ${p.shift.clientName}, ${when(p.shift)}, ακυρώθηκε.${reasonLine(p, 'Αιτία')}`,
    }),
  },
  claimCancelledForPartner: {
    en: (p) => ({
      subject: `Your claim on shift #${p.shift.refNumber} was cancelled`,
      text: `CareShift: your claim on shift #${p.shift.refNumber} (${p.shift.positionName}) at ${p.shift.clientName}, ${when(p.shift)}, was cancelled by an administrator.${reasonLine(p, 'Reason')}`,
    }),
    el: (p) => ({
      subject: `Η ανάληψη της βάρδιας #${p.shift.refNumber} ακυρώθηκε`,
      text: `CareShift: η ανάληψη της βάρδιας #${p.shift.refNumber} (${p.shift.positionName}) στο ${p.shift.clientName}, ${when(p.shift)}, ακυρώθηκε από διαχειριστή.${reasonLine(p, 'Αιτία')}`,
    }),
  },
  noShowForPartner: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber} marked as no-show`,
      text: `CareShift: shift #${p.shift.refNumber} (${p.shift.clientName}, ${when(p.shift)}) was marked as a no-show.${p.amount ? ` A penalty of ${formatEuros(p.amount, 'en')} will be invoiced.` : ''}${reasonLine(p, 'Reason')}`,
    }),
    el: (p) => ({
      subject: `Η βάρδια #${p.shift.refNumber} σημειώθηκε ως μη προσέλευση`,
      text: `CareShift: η βάρδια #${p.shift.refNumber} (${p.shift.clientName}, ${when(p.shift)}) σημειώθηκε ως μη προσέλευση.${p.amount ? ` Θα τιμολογηθεί πρόστιμο ${formatEuros(p.amount, 'el')}.` : ''}${reasonLine(p, 'Αιτία')}`,
    }),
  },
  reminder: {
    en: ({ shift }) => ({
      subject: `Reminder: shift #${shift.refNumber} tomorrow`,
      text: `CareShift reminder: your shift #${shift.refNumber} (${shift.positionName}) at ${shift.clientName} is on ${when(shift)}.`,
    }),
    el: ({ shift }) => ({
      subject: `Υπενθύμιση: βάρδια #${shift.refNumber} αύριο`,
      text: `Υπενθύμιση CareShift: η βάρδιά σας #${shift.refNumber} (${shift.positionName}) στο ${shift.clientName} είναι στις ${when(shift)}.`,
    }),
  },
  claimedForClient: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber} claimed`,
      text: `${p.partnerName ?? 'A partner'} will work shift #${p.shift.refNumber} (${p.shift.positionName}), ${when(p.shift)}.${p.link ? `\n\n${p.link}` : ''}`,
    }),
    el: (p) => ({
      subject: `Η βάρδια #${p.shift.refNumber} αναλήφθηκε`,
      text: `${p.partnerName ?? 'Ένας συνεργάτης'} θα εργαστεί στη βάρδια #${p.shift.refNumber} (${p.shift.positionName}), ${when(p.shift)}.${p.link ? `\n\n${p.link}` : ''}`,
    }),
  },
  claimCancelledForClient: {
    en: (p) => ({
      subject: `Claim on shift #${p.shift.refNumber} cancelled`,
      text: `${p.partnerName ?? 'The partner'} will no longer work shift #${p.shift.refNumber} (${p.shift.positionName}), ${when(p.shift)}. ${p.to === 'VERIFIED' ? 'The shift is open to other partners again.' : 'The claim deadline has passed, so the shift is closed (ABANDONED).'}${reasonLine(p, 'Reason')}${p.link ? `\n\n${p.link}` : ''}`,
    }),
    el: (p) => ({
      subject: `Ακύρωση ανάληψης της βάρδιας #${p.shift.refNumber}`,
      text: `${p.partnerName ?? 'Ο συνεργάτης'} δεν θα εργαστεί στη βάρδια #${p.shift.refNumber} (${p.shift.positionName}), ${when(p.shift)}. ${p.to === 'VERIFIED' ? 'Η βάρδια είναι ξανά διαθέσιμη σε άλλους συνεργάτες.' : 'Η προθεσμία ανάληψης έχει περάσει και η βάρδια έκλεισε (ABANDONED).'}${reasonLine(p, 'Αιτία')}${p.link ? `\n\n${p.link}` : ''}`,
    }),
  },
  statusChanged: {
    en: (p) => ({
      subject: `Shift #${p.shift.refNumber}: ${p.from ?? '—'} → ${p.to ?? '—'}`,
      text: `Shift #${p.shift.refNumber} (${p.shift.positionName}, ${p.shift.clientName}, ${when(p.shift)}) is now ${p.to} (was ${p.from}).${p.partnerName ? ` Partner: ${p.partnerName}.` : ''}${reasonLine(p, 'Reason')}${p.link ? `\n\n${p.link}` : ''}`,
    }),
    el: (p) => ({
      subject: `Βάρδια #${p.shift.refNumber}: ${p.from ?? '—'} → ${p.to ?? '—'}`,
      text: `Η βάρδια #${p.shift.refNumber} (${p.shift.positionName}, ${p.shift.clientName}, ${when(p.shift)}) είναι τώρα ${p.to} (ήταν ${p.from}).${p.partnerName ? ` Συνεργάτης: ${p.partnerName}.` : ''}${reasonLine(p, 'Αιτία')}${p.link ? `\n\n${p.link}` : ''}`,
    }),
  },
  shiftsPosted: {
    en: (p) => ({
      subject: `${p.count} new shift(s) for ${p.shift.clientName}`,
      text: `${p.count} shift(s) of ${p.shift.positionName} were posted for ${p.shift.clientName}, the first #${p.shift.refNumber} on ${when(p.shift)}.${p.link ? `\n\n${p.link}` : ''}`,
    }),
    el: (p) => ({
      subject: `${p.count} νέες βάρδιες για ${p.shift.clientName}`,
      text: `Δημοσιεύτηκαν ${p.count} βάρδιες ${p.shift.positionName} για ${p.shift.clientName}, η πρώτη #${p.shift.refNumber} στις ${when(p.shift)}.${p.link ? `\n\n${p.link}` : ''}`,
    }),
  },
};

export function noticeText(kind: NoticeKind, params: NoticeParams, lang: NoticeLanguage): NoticeText {
  return TEMPLATES[kind][lang](params, lang);
}
