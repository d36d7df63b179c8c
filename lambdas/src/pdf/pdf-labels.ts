import type { InvoiceLineKind, InvoiceStatus } from '@careshift/domain/invoices/invoice-rules';
import type { Language } from '@careshift/domain/languages';

/**
 * Every label the PDFs print, in the reader's language (issue 12 item 3). Names, addresses and the
 * other data are printed as typed; only these texts change with the language.
 */
const LABELS = {
  en: {
    invoice: 'Invoice',
    invoiceNumber: 'Invoice no.',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    status: 'Status',
    paidOn: 'Paid on',
    billTo: 'Bill to',
    email: 'E-mail',
    phone: 'Phone',
    taxNumber: 'Tax ID (TIC)',
    vatNumber: 'VAT no.',
    registrationNumber: 'Registration no.',
    registerNumber: 'Register no.',
    description: 'Description',
    amount: 'Amount',
    total: 'Total',
    totalDue: 'Total due',
    net: 'Net amount',
    vatAt: (rate: string) => `VAT ${rate}%`,
    vatExempt: 'VAT',
    vatExemptAmount: 'exempt',
    cancelledNotice: 'CANCELLED: this invoice is void. Its number stays with it and is not used again.',
    paymentInstructions: 'Payment instructions',
    payByCard: 'Pay by card from the Invoices page of the CareShift app, or by bank transfer:',
    bank: 'Bank',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Reference',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    commission: 'Commission for shift',
    lateCancellation: 'Penalty: late claim cancellation',
    noShow: 'Penalty: no-show',
    shiftWord: 'shift',
    paymentNote: 'Payment note',
    shiftIssued: (ref: number, issued: string) => `Shift #${ref} · issued ${issued}`,
    organisation: 'Organisation',
    partner: 'Partner',
    shift: 'Shift',
    totalToPayPartner: 'Total to pay the partner',
    paysDirectly: 'The organisation pays this amount directly to the partner who worked the shift.',
    duration: (hours: number, minutes: string) => `${hours} h ${minutes} min`,
    plannedHours: (duration: string) => `Planned: ${duration}`,
    actualHours: (interval: string, duration: string) =>
      `Actual (approved timesheet): ${interval}, ${duration} worked`,
    breakMinutes: (minutes: number) => `unpaid break ${minutes} min`,
    lineHours: (planned: string, actual: string) => `planned ${planned}, actual ${actual}`,
  },
  el: {
    invoice: 'Τιμολόγιο',
    invoiceNumber: 'Αρ. τιμολογίου',
    issueDate: 'Ημερομηνία έκδοσης',
    dueDate: 'Προθεσμία πληρωμής',
    status: 'Κατάσταση',
    paidOn: 'Εξοφλήθηκε',
    billTo: 'Προς',
    email: 'E-mail',
    phone: 'Τηλέφωνο',
    taxNumber: 'ΑΦΤ',
    vatNumber: 'Αρ. ΦΠΑ',
    registrationNumber: 'Αρ. εγγραφής',
    registerNumber: 'Αρ. μητρώου',
    description: 'Περιγραφή',
    amount: 'Ποσό',
    total: 'Σύνολο',
    totalDue: 'Πληρωτέο ποσό',
    net: 'Καθαρό ποσό',
    vatAt: (rate: string) => `ΦΠΑ ${rate}%`,
    vatExempt: 'ΦΠΑ',
    vatExemptAmount: 'απαλλαγή',
    cancelledNotice:
      'ΑΚΥΡΩΜΕΝΟ: το τιμολόγιο αυτό είναι άκυρο. Ο αριθμός του παραμένει σε αυτό και δεν χρησιμοποιείται ξανά.',
    paymentInstructions: 'Οδηγίες πληρωμής',
    payByCard: 'Πληρώστε με κάρτα από τη σελίδα «Τιμολόγια» της εφαρμογής CareShift ή με τραπεζικό έμβασμα:',
    bank: 'Τράπεζα',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Αναφορά πληρωμής',
    page: (page: number, pages: number) => `Σελίδα ${page} από ${pages}`,
    commission: 'Προμήθεια για τη βάρδια',
    lateCancellation: 'Ποινή: ακύρωση ανάληψης εκτός προθεσμίας',
    noShow: 'Ποινή: μη προσέλευση',
    shiftWord: 'βάρδια',
    paymentNote: 'Σημείωμα πληρωμής',
    shiftIssued: (ref: number, issued: string) => `Βάρδια #${ref} · έκδοση ${issued}`,
    organisation: 'Οργανισμός',
    partner: 'Συνεργάτης/Συνεργάτιδα',
    shift: 'Βάρδια',
    totalToPayPartner: 'Σύνολο προς καταβολή στον συνεργάτη ή στη συνεργάτιδα',
    paysDirectly:
      'Ο οργανισμός καταβάλλει αυτό το ποσό απευθείας στον συνεργάτη ή στη συνεργάτιδα που εργάστηκε στη βάρδια.',
    duration: (hours: number, minutes: string) => `${hours} ώρ. ${minutes} λεπ.`,
    plannedHours: (duration: string) => `Προγραμματισμένες: ${duration}`,
    actualHours: (interval: string, duration: string) =>
      `Πραγματικές (εγκεκριμένο φύλλο ωρών): ${interval}, ${duration} εργασίας`,
    breakMinutes: (minutes: number) => `απλήρωτο διάλειμμα ${minutes} λεπ.`,
    lineHours: (planned: string, actual: string) => `προγραμματισμένες ${planned}, πραγματικές ${actual}`,
  },
} as const;

export type PdfLabels = (typeof LABELS)[Language];

export function pdfLabels(lang: Language): PdfLabels {
  return LABELS[lang];
}

const STATUS: Record<Language, Record<InvoiceStatus, string>> = {
  en: {
    PAID: 'PAID',
    PENDING: 'PENDING',
    PENDING_REFUND: 'REFUND PENDING',
    REFUNDED: 'REFUNDED',
    CANCELED: 'CANCELED',
  },
  el: {
    PAID: 'ΕΞΟΦΛΗΜΕΝΟ',
    PENDING: 'ΕΚΚΡΕΜΕΙ',
    PENDING_REFUND: 'ΕΚΚΡΕΜΕΙ ΕΠΙΣΤΡΟΦΗ',
    REFUNDED: 'ΕΠΙΣΤΡΑΦΗΚΕ',
    CANCELED: 'ΑΚΥΡΩΜΕΝΟ',
  },
};

export function statusLabel(status: InvoiceStatus, lang: Language): string {
  return STATUS[lang][status];
}

/** The label that starts an invoice line of each kind. */
export function lineKindLabel(kind: InvoiceLineKind, lang: Language): string {
  const labels = LABELS[lang];
  if (kind === 'NO_SHOW') return labels.noShow;
  if (kind === 'LATE_CLAIM_CANCELLATION') return labels.lateCancellation;
  return labels.commission;
}

const CITY_NAMES: Record<Language, Record<string, string>> = {
  en: {
    LIMASSOL: 'Limassol',
    NICOSIA: 'Nicosia',
    LARNACA: 'Larnaca',
    PAPHOS: 'Paphos',
    FAMAGUSTA: 'Famagusta',
  },
  el: {
    LIMASSOL: 'Λεμεσός',
    NICOSIA: 'Λευκωσία',
    LARNACA: 'Λάρνακα',
    PAPHOS: 'Πάφος',
    FAMAGUSTA: 'Αμμόχωστος',
  },
};
const COUNTRY_NAME: Record<Language, string> = { en: 'Cyprus', el: 'Κύπρος' };

/**
 * The postal line of a Cypriot address in the reader's language: "3010 Limassol, Cyprus" or "3010 Λεμεσός,
 * Κύπρος" (addresses store the city as a code, e.g. LIMASSOL).
 */
export function postalLine(address: { postalCode?: string; city?: string }, lang: Language): string {
  const city = address.city ? (CITY_NAMES[lang][address.city] ?? address.city) : '';
  const place = [address.postalCode, city].filter(Boolean).join(' ');
  return place ? `${place}, ${COUNTRY_NAME[lang]}` : COUNTRY_NAME[lang];
}
