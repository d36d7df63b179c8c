import type { auth as en } from '../en/auth';
import type { Translation } from '../translation';

/** Sign-in pages (Greek). */
export const auth: Translation<typeof en> = {
  login: {
    title: 'Σύνδεση',
    description: 'Οι οργανισμοί και οι διαχειριστές συνδέονται με το e-mail και τον κωδικό τους.',
    email: 'E-mail',
    password: 'Κωδικός πρόσβασης',
    submit: 'Σύνδεση',
    failed: 'Η σύνδεση απέτυχε',
    backHome: 'Επιστροφή στην αρχική σελίδα',
  },
};
