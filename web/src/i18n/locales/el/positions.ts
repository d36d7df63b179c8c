import type { positions as en } from '../en/positions';
import type { Translation } from '../translation';

/** The administrator's positions page (Greek). */
export const positions: Translation<typeof en> = {
  title: 'Θέσεις',
  notFound: {
    title: 'Η θέση δεν βρέθηκε',
    body: 'Δεν υπάρχει θέση με αναγνωριστικό «{{id}}». Ίσως διαγράφηκε ή η διεύθυνση είναι λάθος.',
    back: 'Πίσω στις θέσεις',
  },
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
    title: 'Ρυθμίσεις συστήματος',
    defaults: 'Ισχύουν οι προεπιλεγμένες τιμές μέχρι να αποθηκευτούν οι ρυθμίσεις.',
    edit: 'Επεξεργασία ρυθμίσεων',
    commission: 'Προμήθεια εταιρείας',
    partnerShare: 'Μερίδιο συνεργάτη',
    nightWindow: 'Ώρες νυχτερινής χρέωσης',
    failed: 'Δεν ήταν δυνατή η φόρτωση των ρυθμίσεων.',
  },
  usage: {
    loading: 'Έλεγχος του τι χρησιμοποιεί αυτή τη θέση…',
    failed: 'Δεν ήταν δυνατός ο έλεγχος της χρήσης της θέσης. Δοκιμάστε ξανά αργότερα.',
    openShifts_one: 'Τη χρησιμοποιεί {{count}} ανοιχτή βάρδια (σε αναμονή, ανοιχτή ή αναληφθείσα).',
    openShifts_other: 'Τη χρησιμοποιούν {{count}} ανοιχτές βάρδιες (σε αναμονή, ανοιχτές ή αναληφθείσες).',
    organisations_one: 'Την προσφέρει {{count}} οργανισμός.',
    organisations_other: 'Την προσφέρουν {{count}} οργανισμοί.',
    partners_one: 'Σε αυτή εργάζεται {{count}} συνεργάτης.',
    partners_other: 'Σε αυτή εργάζονται {{count}} συνεργάτες.',
    nothing: 'Τίποτα δεν χρησιμοποιεί αυτή τη θέση.',
    refused:
      'Δεν μπορεί να διαγραφεί όσο τη χρησιμοποιούν ανοιχτές βάρδιες: ακυρώστε τις ή αφήστε τες να ολοκληρωθούν πρώτα.',
    allowed:
      'Η διαγραφή την αφαιρεί από τη λίστα θέσεων· οι οργανισμοί και οι συνεργάτες δεν θα μπορούν πλέον να την επιλέξουν. Οι παλαιότερες βάρδιες κρατούν το όνομα και τις χρεώσεις της.',
  },
  flash: {
    created: 'Η θέση «{{name}}» δημιουργήθηκε.',
    updated: 'Η θέση «{{name}}» ενημερώθηκε.',
    deleted: 'Η θέση «{{name}}» διαγράφηκε.',
  },
};
