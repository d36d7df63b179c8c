import type { common as en } from '../en/common';
import type { Translation } from '../translation';

/** Strings shared by every page (Greek). */
export const common: Translation<typeof en> = {
  appName: 'CareShift',
  perHour: '/ώρα',
  languages: { label: 'Γλώσσα', en: 'En', el: 'Ελ', enName: 'English', elName: 'Ελληνικά' },
  actions: {
    cancel: 'Ακύρωση',
    save: 'Αποθήκευση',
    retry: 'Δοκιμάστε ξανά',
    refresh: 'Ανανέωση',
    edit: 'Επεξεργασία',
    delete: 'Διαγραφή',
    addNew: 'Προσθήκη',
    close: 'Κλείσιμο',
    dismiss: 'Κλείσιμο',
    goHome: 'Μετάβαση στην αρχική σελίδα',
  },
  status: { loading: 'Φόρτωση…', noResults: 'Δεν βρέθηκαν αποτελέσματα.' },
  errors: {
    generic: 'Παρουσιάστηκε σφάλμα.',
    processFailed: 'Η διαδικασία απέτυχε!',
    network: 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    config: 'Η εφαρμογή δεν έχει ρυθμιστεί. Επικοινωνήστε με την υποστήριξη.',
    unavailable: 'Η υπηρεσία είναι προσωρινά απασχολημένη. Δεν έγινε καμία αλλαγή. Δοκιμάστε ξανά αργότερα.',
  },
  notFound: {
    title: '404 - Η σελίδα δεν βρέθηκε',
    body: 'Λυπούμαστε, η σελίδα που αναζητάτε δεν υπάρχει.',
  },
  errorPage: {
    title: 'Κάτι πήγε στραβά!',
    body: 'Παρουσιάστηκε σφάλμα. Δοκιμάστε ξανά αργότερα ή επικοινωνήστε με την υποστήριξη.',
  },
  confirm: {
    title: 'Είστε σίγουροι;',
    body: 'Αυτή η ενέργεια δεν μπορεί να αναιρεθεί!',
    confirmDelete: 'Ναι, διαγραφή!',
  },
  csvExport: {
    button: 'Εξαγωγή CSV',
    preparing: 'Προετοιμασία εξαγωγής…',
    ready_one: 'Η εξαγωγή είναι έτοιμη: {{count}} γραμμή.',
    ready_other: 'Η εξαγωγή είναι έτοιμη: {{count}} γραμμές.',
    failed: 'Δεν ήταν δυνατή η προετοιμασία της εξαγωγής.',
  },
};
