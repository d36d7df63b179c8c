import type { positions as en } from '../en/positions';
import type { Translation } from '../translation';

/** The administrator's positions page (Greek). */
export const positions: Translation<typeof en> = {
  title: 'Θέσεις',
  description: 'Ωριαίες χρεώσεις σε ευρώ. Οι μηδενικές χρεώσεις εμφανίζονται με παύλα.',
  fields: {
    name: 'Όνομα (αγγλικά)',
    nameEl: 'Όνομα (ελληνικά)',
    nameElHint:
      'Προαιρετικό. Εμφανίζεται στις ελληνικές σελίδες, στα e-mail και στα SMS· χωρίς αυτό εμφανίζεται το αγγλικό όνομα.',
    normalDayHourlyRate: 'Χρέωση ημέρας',
    normalNightHourlyRate: 'Χρέωση νύχτας',
    holidayDayHourlyRate: 'Χρέωση αργίας ημέρας',
    holidayNightHourlyRate: 'Χρέωση αργίας νύχτας',
    createdAt: 'Ημερομηνία δημιουργίας',
  },
  table: {
    label: 'Θέσεις',
    filterPlaceholder: 'Αναζήτηση θέσεων',
    filterLabel: 'Φιλτράρισμα θέσεων',
    matches_one: '{{count}} αποτέλεσμα',
    matches_other: '{{count}} αποτελέσματα',
    selectionGroup: 'Επιλογή θέσης',
    selectItem: 'Επιλογή {{name}}',
    selectAll: 'Επιλογή όλων των θέσεων',
    loading: 'Φόρτωση θέσεων',
    failed: 'Δεν ήταν δυνατή η φόρτωση των θέσεων.',
    clearFilter: 'Καθαρισμός φίλτρου',
  },
  form: {
    createTitle: 'Νέα θέση',
    editTitle: 'Επεξεργασία θέσης',
    euroHint: 'Ευρώ ανά ώρα, έως 2 δεκαδικά',
    split: 'Προμήθεια {{commission}} · Συνεργάτης {{employee}}',
    splitNote:
      'Ο διαχωρισμός χρησιμοποιεί την προμήθεια της εταιρείας {{commission, number}}% και το μερίδιο συνεργάτη {{employee, number}}%.',
    create: 'Δημιουργία',
    save: 'Αποθήκευση',
  },
  configCard: {
    title: 'Παραμετροποίηση συστήματος',
    defaults: 'Ισχύουν οι προεπιλεγμένες τιμές μέχρι να αποθηκευτεί η παραμετροποίηση.',
    edit: 'Επεξεργασία παραμετροποίησης',
    commission: 'Προμήθεια εταιρείας',
    partnerShare: 'Μερίδιο συνεργάτη',
    nightWindow: 'Ώρες νυχτερινής χρέωσης',
    failed: 'Δεν ήταν δυνατή η φόρτωση της παραμετροποίησης.',
  },
  flash: {
    created: 'Η θέση «{{name}}» δημιουργήθηκε.',
    updated: 'Η θέση «{{name}}» ενημερώθηκε.',
    deleted: 'Η θέση «{{name}}» διαγράφηκε.',
  },
};
