import { SHIFT_STATUS_LABELS } from '@careshift/domain/shifts/status-labels';

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
  partnerStatus: {
    VERIFIED: 'Επαληθευμένος/η',
    PENDING: 'Σε αναμονή',
    RESTRICTED: 'Με περιορισμό',
    DISABLED: 'Απενεργοποιημένος/η',
  },
  clientStatus: { VERIFIED: 'Επαληθευμένος', PENDING: 'Σε αναμονή', DISABLED: 'Απενεργοποιημένος' },
};
