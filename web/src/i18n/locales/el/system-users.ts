import type { systemUsers as en } from '../en/system-users';
import type { Translation } from '../translation';

/** The system users pages: /systemUsers, /systemUsers/new, /systemUser/{id} (Greek). */
export const systemUsers: Translation<typeof en> = {
  title: 'Χρήστες συστήματος',
  description: 'Οι διαχειριστές του CareShift. Μόνο οι ενεργοί διαχειριστές μπορούν να συνδεθούν.',
  fields: {
    name: 'Όνομα',
    firstName: 'Όνομα',
    lastName: 'Επώνυμο',
    email: 'E-mail',
    password: 'Κωδικός πρόσβασης',
    status: 'Κατάσταση',
    lang: 'Γλώσσα',
    receiveRequestUpdates: 'Λαμβάνει ενημερώσεις βαρδιών',
    receiveRequestUpdatesHint: 'E-mail για νέες βάρδιες και για αλλαγές σε βάρδιες.',
    createdAt: 'Ημερομηνία δημιουργίας',
  },
  languageNames: { en: 'Αγγλικά', el: 'Ελληνικά' },
  statuses: { ACTIVE: 'Ενεργός', INACTIVE: 'Ανενεργός', DISABLED: 'Απενεργοποιημένος' },
  yes: 'Ναι',
  no: 'Όχι',
  you: '(εσείς)',
  table: {
    label: 'Χρήστες συστήματος',
    statusFilter: 'Καταστάσεις',
    statusFilterPlaceholder: 'Επιλέξτε καταστάσεις',
    loading: 'Φόρτωση χρηστών συστήματος',
    failed: 'Δεν ήταν δυνατή η φόρτωση των χρηστών συστήματος.',
    selectItem: 'Επιλογή: {{name}}',
    selectionGroup: 'Επιλογή χρήστη συστήματος',
    ownRow: 'Δεν μπορείτε να διαγράψετε τον δικό σας λογαριασμό.',
  },
  form: {
    createTitle: 'Νέος χρήστης συστήματος',
    editTitle: 'Επεξεργασία χρήστη συστήματος',
    create: 'Δημιουργία',
    save: 'Αποθήκευση',
    passwordHint: 'Τουλάχιστον 12 χαρακτήρες.',
    ownStatus: 'Δεν μπορείτε να απενεργοποιήσετε τον δικό σας λογαριασμό.',
    loadFailed: 'Δεν ήταν δυνατή η φόρτωση αυτού του χρήστη συστήματος.',
  },
  flash: {
    created: 'Ο χρήστης συστήματος «{{name}}» δημιουργήθηκε.',
    updated: 'Ενημερώθηκε!',
    deleted: 'Ο χρήστης διαγράφηκε!',
    deleteFailed: 'Κάτι πήγε στραβά!',
  },
};
