import { CLIENT_SHIFT_STATUS_LABELS, SHIFT_STATUS_LABELS } from '@careshift/domain/shifts/status-labels';

import type { ui as en } from '../en/ui';
import type { Translation } from '../translation';

/** The portal's shared parts: Cloudscape's built-in labels, submit states and status names (Greek). */
export const ui: Translation<typeof en> = {
  nextPage: 'Επόμενη σελίδα',
  previousPage: 'Προηγούμενη σελίδα',
  page: 'Σελίδα {{page}}',
  pagination: 'Σελίδες',
  cancel: 'Άκυρο',
  clear: 'Καθαρισμός',
  scrollLeft: 'Κύλιση αριστερά',
  scrollRight: 'Κύλιση δεξιά',
  apply: 'Εφαρμογή',
  startDate: 'Από',
  endDate: 'Έως',
  dateConstraint: 'Για ημερομηνία, χρησιμοποιήστε ΕΕΕΕ/ΜΜ/ΗΗ, π.χ. 2031/03/13.',
  isoDateConstraint: 'Για ημερομηνία, χρησιμοποιήστε ΕΕΕΕ-ΜΜ-ΗΗ.',
  datePlaceholder: 'ΕΕΕΕ/ΜΜ/ΗΗ',
  isoDatePlaceholder: 'ΕΕΕΕ-ΜΜ-ΗΗ',
  error: 'Σφάλμα',
  selectedRange: 'Επιλεγμένο διάστημα από {{start}} έως {{end}}',
  today: 'Σήμερα',
  nextMonth: 'Επόμενος μήνας',
  previousMonth: 'Προηγούμενος μήνας',
  currentMonth: 'Τρέχων μήνας',
  chooseDateOf: 'Επιλέξτε ημερομηνία: {{field}}',
  changeDateOf: 'Αλλαγή ημερομηνίας: {{field}}, επιλεγμένη {{date}}',
  showMore: 'Περισσότερα',
  showFewer: 'Λιγότερα',
  remove: 'Αφαίρεση {{name}}',
  retry: 'Δοκιμάστε ξανά',
  opensNewTab: 'Ανοίγει σε νέα καρτέλα',
  /** The cities of an address (wire codes such as LIMASSOL), for every page that shows one. */
  cities: {
    LIMASSOL: 'Λεμεσός',
    NICOSIA: 'Λευκωσία',
    LARNACA: 'Λάρνακα',
    PAPHOS: 'Πάφος',
    FAMAGUSTA: 'Αμμόχωστος',
  },
  submit: { processing: 'Επεξεργασία…', done: 'Έγινε', failed: 'Απέτυχε' },
  partnerSearch: {
    searching: 'Αναζήτηση…',
    loadFailed: 'Δεν ήταν δυνατή η φόρτωση των επιλογών.',
    typeThree: 'Πληκτρολογήστε τουλάχιστον {{min}} γράμματα του ονόματος.',
  },
  shiftStatus: SHIFT_STATUS_LABELS.el,
  shiftStatusForClient: CLIENT_SHIFT_STATUS_LABELS.el,
  partnerStatus: {
    VERIFIED: 'Επαληθευμένος/η',
    PENDING: 'Σε αναμονή',
    RESTRICTED: 'Με περιορισμό',
    DISABLED: 'Απενεργοποιημένος/η',
  },
  partnerStanding: {
    title: 'Δεν μπορείτε να αναλάβετε βάρδιες αυτή τη στιγμή',
    status: 'Κατάσταση: {{status}}',
    problems: {
      LICENCE_EXPIRED: 'Η άδεια άσκησης επαγγέλματός σας έχει λήξει.',
      LICENCE_EXPIRED_ON: 'Η άδεια άσκησης επαγγέλματός σας έληξε στις {{date}}.',
      INVOICE_OVERDUE: 'Έχετε ληξιπρόθεσμο τιμολόγιο.',
      INVOICE_OVERDUE_REFS: 'Ληξιπρόθεσμο τιμολόγιο: {{invoices}}.',
      PENDING_REVIEW: 'Το προφίλ σας δεν έχει επαληθευτεί ακόμη.',
      NOT_VERIFIED: 'Το προφίλ σας δεν είναι επαληθευμένο.',
    },
    stepsTitle: 'Τι πρέπει να κάνετε',
    steps: {
      UPLOAD_RENEWED_LICENCE: 'Ανεβάστε την ανανεωμένη άδεια άσκησης επαγγέλματος στα Έγγραφα.',
      WAIT_FOR_LICENCE_CHECK:
        'Την ελέγχουμε και αίρουμε τον περιορισμό· τότε μπορείτε ξανά να αναλαμβάνετε βάρδιες.',
      PAY_OVERDUE_INVOICES:
        'Εξοφλήστε το ληξιπρόθεσμο τιμολόγιο στα Τιμολόγια· ο περιορισμός αίρεται μόλις εξοφληθεί.',
      UPLOAD_DOCUMENTS: 'Ανεβάστε τα έγγραφά σας (άδεια άσκησης επαγγέλματος, ταυτότητα) στα Έγγραφα.',
      WAIT_FOR_REVIEW: 'Ελέγχουμε το προφίλ σας· μόλις επαληθευτεί, μπορείτε να αναλαμβάνετε βάρδιες.',
      CONTACT_SUPPORT: 'Επικοινωνήστε μαζί μας για να μάθετε τι χρειάζεται.',
    },
    actions: { documents: 'Άνοιγμα Εγγράφων', invoices: 'Άνοιγμα Τιμολογίων', contact: 'Επικοινωνία' },
    claimOff: 'Η ανάληψη βαρδιών είναι κλειστή μέχρι να λυθεί αυτό.',
  },
  clientStatus: { VERIFIED: 'Επαληθευμένος', PENDING: 'Σε αναμονή', DISABLED: 'Απενεργοποιημένος' },
};
