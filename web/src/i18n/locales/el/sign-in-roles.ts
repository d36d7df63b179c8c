import type { signInRoles as en } from '../en/sign-in-roles';
import type { Translation } from '../translation';

/** Manage Claims (administrators): find a sign-in and change its role, the sign-in role (Greek). */
export const signInRoles: Translation<typeof en> = {
  title: 'Διαχείριση ρόλων',
  description:
    'Βρείτε έναν λογαριασμό σύνδεσης από το αναγνωριστικό σύνδεσης (auth ID), τον αριθμό κινητού εγγραφής ή το e-mail και αλλάξτε τον ρόλο του.',
  search: {
    title: 'Αναζήτηση',
    type: 'Αναζήτηση με',
    types: {
      authId: 'Αναγνωριστικό σύνδεσης',
      regMobileNumber: 'Αριθμός κινητού εγγραφής',
      email: 'E-mail',
    },
    hints: {
      authId: 'Το αναγνωριστικό του λογαριασμού σύνδεσης (subject του token).',
      regMobileNumber: 'Συμπεριλάβετε το +357, π.χ. +35799123456.',
      email: 'Το e-mail με το οποίο συνδέεται ο χρήστης.',
    },
    submit: 'Αναζήτηση',
    failed: 'Η αναζήτηση απέτυχε!',
  },
  result: {
    title: 'Λογαριασμός σύνδεσης',
    authId: 'Αναγνωριστικό σύνδεσης',
    email: 'E-mail',
    phoneNumber: 'Αριθμός κινητού',
    clientId: 'Οργανισμός',
    signIn: 'Σύνδεση',
    enabled: 'Ενεργή',
    disabled: 'Απενεργοποιημένη',
    none: '-',
  },
  roleForm: {
    role: 'Ρόλος',
    hint: 'Ο νέος ρόλος ισχύει από την επόμενη σύνδεση του χρήστη ή μέσα στην ώρα.',
    ownAccount: 'Αυτός είναι ο δικός σας λογαριασμός: χωρίς SYSTEM_USER χάνετε την πρόσβαση στη διαχείριση.',
    reset: 'Επαναφορά',
    update: 'Ενημέρωση',
    updated: 'Ενημερώθηκε!',
    updatedBody: 'Ο ρόλος του {{authId}} είναι τώρα {{role}}.',
  },
  roles: {
    none: 'Χωρίς ρόλο',
    EMPLOYEE: 'EMPLOYEE (συνεργάτης)',
    SYSTEM_USER: 'SYSTEM_USER (διαχειριστής)',
    OWNER: 'OWNER (κάτοχος λογαριασμού του οργανισμού)',
    CLIENT: 'CLIENT (χρήστης οργανισμού)',
  },
};
