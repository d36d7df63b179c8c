import { formatEuros, formatNicosiaDate } from '@careshift/domain';

import type { NoticeLanguage } from './notification-texts';

/** What the overdue sweep tells a partner: restricted for an unpaid invoice, or the restriction lifted. */
export type InvoiceNoticeKind = 'overdue' | 'lifted';

/** An overdue invoice as a notice names it. */
export interface OverdueInvoiceFacts {
  invoiceRef: number;
  /** Cents, EUR. */
  total: number;
  /** The Nicosia day it was due ("YYYY-MM-DD"; an ISO instant is read by its date). */
  dueDate: string;
}

export interface InvoiceNoticeText {
  subject: string;
  /** The SMS: at most 2 segments (sms-length.test.ts). */
  sms: string;
  /** The e-mail: the same, with how to pay. */
  text: string;
}

/** At most this many invoice numbers in a notice; the rest are summed in the total. */
const MAX_REFS = 2;

function facts(invoices: readonly OverdueInvoiceFacts[], lang: NoticeLanguage) {
  const refs = invoices.slice(0, MAX_REFS).map((invoice) => invoice.invoiceRef);
  const more = invoices.length > MAX_REFS ? (lang === 'el' ? '…' : '...') : '';
  const total = formatEuros(
    invoices.reduce((sum, invoice) => sum + invoice.total, 0),
    lang,
  );
  const earliest = [...invoices].map((invoice) => invoice.dueDate.slice(0, 10)).sort()[0] ?? '';
  return {
    many: invoices.length > 1,
    refs: `${refs.join(', ')}${more}`,
    total,
    due: earliest ? formatNicosiaDate(`${earliest}T12:00:00Z`) : '',
  };
}

const TEXTS: Record<
  InvoiceNoticeKind,
  Record<NoticeLanguage, (invoices: readonly OverdueInvoiceFacts[]) => InvoiceNoticeText>
> = {
  overdue: {
    en: (invoices) => {
      const f = facts(invoices, 'en');
      const what = f.many
        ? `invoices no. ${f.refs} (${f.total} in total) were due on ${f.due} and are unpaid`
        : `invoice no. ${f.refs} (${f.total}) was due on ${f.due} and is unpaid`;
      const sms = `CareShift: ${what}, so your account is restricted and you cannot claim shifts. Pay under Invoices in the app.`;
      return {
        subject: 'Your account is restricted: invoice overdue',
        sms,
        text: `${sms}\n\nTo pay by card, sign in, open Invoices and choose Pay Invoice. You can also pay by bank transfer quoting the invoice number; we mark it paid when the money arrives. The restriction is lifted as soon as nothing is overdue.`,
      };
    },
    el: (invoices) => {
      const f = facts(invoices, 'el');
      const what = f.many
        ? `Τα τιμολόγια αρ. ${f.refs} (${f.total} συνολικά) είναι ληξιπρόθεσμα`
        : `Το τιμολόγιο αρ. ${f.refs} (${f.total}) είναι ληξιπρόθεσμο`;
      const short = f.many ? `Τα τιμολόγια αρ. ${f.refs} (${f.total}) είναι ληξιπρόθεσμα` : what;
      return {
        subject: 'Ο λογαριασμός σας περιορίστηκε: ληξιπρόθεσμο τιμολόγιο',
        sms: `CareShift: ${short}. Ο λογαριασμός περιορίστηκε. Πληρώστε στα Τιμολόγια.`,
        text:
          `CareShift: ${what} από ${f.due}, γι' αυτό ο λογαριασμός σας περιορίστηκε και δεν μπορείτε ` +
          'να αναλάβετε βάρδιες.\n\nΓια πληρωμή με κάρτα, συνδεθείτε, ανοίξτε τα Τιμολόγια και επιλέξτε την ' +
          'πληρωμή του τιμολογίου. Μπορείτε επίσης να πληρώσετε με τραπεζική μεταφορά, αναφέροντας τον αριθμό ' +
          'του τιμολογίου· θα το σημειώσουμε ως εξοφλημένο μόλις λάβουμε το ποσό. Ο περιορισμός αίρεται μόλις ' +
          'δεν υπάρχει ληξιπρόθεσμο τιμολόγιο.',
      };
    },
  },
  lifted: {
    en: () => {
      const sms =
        'CareShift: thank you, nothing is overdue any more. Your account is active again and you can claim shifts.';
      return { subject: 'Your account is active again', sms, text: sms };
    },
    el: () => {
      const sms =
        'CareShift: ευχαριστούμε, δεν υπάρχει πια ληξιπρόθεσμο τιμολόγιο. Ο λογαριασμός είναι ξανά ενεργός.';
      return { subject: 'Ο λογαριασμός σας είναι ξανά ενεργός', sms, text: sms };
    },
  },
};

export function invoiceNoticeText(
  kind: InvoiceNoticeKind,
  lang: NoticeLanguage,
  invoices: readonly OverdueInvoiceFacts[] = [],
): InvoiceNoticeText {
  return TEXTS[kind][lang](invoices);
}
