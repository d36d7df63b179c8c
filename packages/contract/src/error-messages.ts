import { GENERIC_ERROR_MESSAGE, UNAVAILABLE_MESSAGE } from './errors';
import { validationMessages } from './messages';

/**
 * The text of every error code the API answers with, in English and Greek: the web shows the one
 * of the user's language (the API's `message` is English, and may carry numbers these leave out).
 * Claim refusals (NOT_VERIFIED, OVERLAP, …) have their own texts in the domain (claim-eligibility).
 * error-messages.test.ts fails when a code thrown anywhere in the Lambdas or packages is missing here.
 */
const en = {
  INVALID_INPUT: 'Some values are not valid. Check the form.',
  NOT_SIGNED_IN: 'Sign in again to continue.',
  ID_TOKEN_REQUIRED: 'Send the ID token from the sign-in, not the access token.',
  BEARER_TOKEN_REQUIRED: 'Send the token as "Authorization: Bearer <ID token>".',
  NOT_ALLOWED: 'You are not allowed to do this.',
  MFA_ENROLMENT_REQUIRED: 'Set up your authenticator app to continue.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The item has changed; reload and try again.',
  THROTTLED: 'Too many attempts. Try again later.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  INTERNAL: GENERIC_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE: UNAVAILABLE_MESSAGE,
  DELIVERY_FAILED: 'The receiving service did not accept the delivery.',
  CARD_PAYMENTS_UNAVAILABLE:
    'The card payment service is not available right now. Nothing was changed; try again later.',
  SHIFT_ALREADY_CLAIMED: 'This shift has already been claimed.',
  INVALID_SHIFT_TRANSITION: 'This shift cannot move to that status.',
  SHIFT_ACTION_UNAVAILABLE: 'This action is not available for this shift now.',
  SHIFT_NOT_CHANGEABLE: 'This shift can no longer be changed.',
  WEEKLY_SHIFT_LIMIT_REACHED: 'The weekly shift limit has been reached.',
  ALREADY_REVIEWED: 'This shift has already been reviewed or has changed.',
  ALREADY_INVOICED: 'A shift or penalty is already on another invoice, or has changed.',
  NOT_INVOICEABLE: 'Only worked shifts (finished, or claimed and ended) can be invoiced.',
  TOTAL_CHANGED: 'The total has changed since you saw it. Review the invoice and save it again.',
  SHIFT_CANCELLED: 'This shift was cancelled.',
  SHIFT_TAKEN: 'Another partner claimed this shift.',
  INVOICE_NOT_PAYABLE:
    'This invoice cannot be paid by card now: only a pending invoice of at least €0.50 can.',
  INVOICE_NOT_REFUNDABLE: 'Only an invoice paid by card through the app can be refunded here.',
  INVALID_INVOICE_TRANSITION: 'This invoice cannot move to that status.',
  INVALID_CURSOR: 'The page cursor is not valid for this list.',
  EMAIL_IN_USE: 'This e-mail is already in use.',
  PHONE_IN_USE: 'This phone number is already in use.',
  LAST_CLIENT_USER: 'A client must keep at least one user.',
  OWNER_CONTACT_DETAILS:
    "Only the account owner or an administrator can change the account owner's e-mail or phone.",
  RENAME_FAILED: 'Error renaming file!',
  POSITIONS_LOCKED: validationMessages.en.positionsLocked,
  CODE_SENDS_THROTTLED: 'Too many codes requested for this number. Try again later.',
  CONTACT_THROTTLED: 'Too many messages. Please try again later.',
  CLIENT_NOT_VERIFIED: 'Your organisation must be verified before it can post shifts.',
  IDEMPOTENCY_KEY_REUSED: 'This idempotency key was already used for other shifts.',
  PUNCH_KEY_REUSED: 'This punch key was already used for another punch.',
  SHIFT_NOT_HELD: 'This shift is no longer yours to work.',
  PARTNER_NOT_FOUND: 'This partner does not exist.',
  PARTNER_BLOCKED:
    'This partner is on the "Do not send again" list: remove them from it before adding them to favourites.',
  NOT_MARKED: 'This partner is no longer on the list. Reload the page.',
  // Waitlist and rate boosts (issue 35 items 3 and 4).
  NOT_OPEN: 'This shift is not open any more.',
  NOT_CLAIMED: 'This shift is open: claim it instead of waiting for it.',
  OWN_SHIFT: 'You hold this shift yourself.',
  CLOSED: 'This shift can no longer come free: its claim deadline or start has passed.',
  FULL: 'The waitlist of this shift is full.',
  ALREADY_WAITING: 'You are already on the waitlist of this shift.',
  NOT_WAITING: 'You are not on the waitlist of this shift.',
  INVALID_BOOST: 'A boost is 1 % to 50 %, or €0.01 to €20.00 per hour.',
  DEADLINE_PASSED: 'The claim deadline of this shift has passed.',
  BOOST_LIMIT: 'This shift was boosted as many times as allowed.',
  // Ranked invitations (issue 35 item 2).
  INVITATION_NOT_FOUND: 'You have no invitation to this shift.',
  INVITATION_ACCEPTED: 'You have already accepted this invitation: the shift is yours.',
  INVITATION_DECLINED: 'You declined this invitation.',
  INVITATION_TAKEN: 'Another partner has taken this shift.',
  INVITATION_EXPIRED: 'This invitation has expired.',
  INVITATION_WITHDRAWN: 'This invitation was withdrawn.',
  INVITATION_ANSWERED: 'This invitation was answered meanwhile. Reload the page.',
  INVITATION_ACCEPTED_BY_PARTNER: 'The partner has already accepted this invitation: the shift is theirs.',
  INVITATION_DECLINED_BY_PARTNER: 'The partner has already declined this invitation.',
} as const;

export type ApiErrorCode = keyof typeof en;

const el: Record<ApiErrorCode, string> = {
  INVALID_INPUT: 'Ορισμένες τιμές δεν είναι έγκυρες. Ελέγξτε τη φόρμα.',
  NOT_SIGNED_IN: 'Συνδεθείτε ξανά για να συνεχίσετε.',
  ID_TOKEN_REQUIRED: 'Στείλτε το διακριτικό ταυτότητας της σύνδεσης, όχι το διακριτικό πρόσβασης.',
  BEARER_TOKEN_REQUIRED: 'Στείλτε το διακριτικό στην κεφαλίδα Authorization με το πρόθεμα «Bearer ».',
  NOT_ALLOWED: 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
  MFA_ENROLMENT_REQUIRED: 'Ρυθμίστε την εφαρμογή ελέγχου ταυτότητας για να συνεχίσετε.',
  NOT_FOUND: 'Δεν βρέθηκε.',
  CONFLICT: 'Τα στοιχεία άλλαξαν στο μεταξύ· ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
  THROTTLED: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά αργότερα.',
  PAYLOAD_TOO_LARGE: 'Τα δεδομένα που στείλατε είναι πολύ μεγάλα.',
  INTERNAL: 'Παρουσιάστηκε σφάλμα.',
  SERVICE_UNAVAILABLE:
    'Η υπηρεσία είναι προσωρινά απασχολημένη. Δεν έγινε καμία αλλαγή. Δοκιμάστε ξανά αργότερα.',
  DELIVERY_FAILED: 'Η υπηρεσία παραλαβής δεν δέχτηκε την αποστολή.',
  CARD_PAYMENTS_UNAVAILABLE:
    'Η υπηρεσία πληρωμών με κάρτα δεν είναι διαθέσιμη αυτή τη στιγμή. Δεν έγινε καμία αλλαγή· δοκιμάστε ξανά αργότερα.',
  SHIFT_ALREADY_CLAIMED: 'Αυτή η βάρδια έχει ήδη αναληφθεί.',
  INVALID_SHIFT_TRANSITION: 'Η βάρδια δεν μπορεί να περάσει σε αυτή την κατάσταση.',
  SHIFT_ACTION_UNAVAILABLE: 'Αυτή η ενέργεια δεν είναι διαθέσιμη για τη βάρδια αυτή τη στιγμή.',
  SHIFT_NOT_CHANGEABLE: 'Αυτή η βάρδια δεν μπορεί πλέον να αλλάξει.',
  WEEKLY_SHIFT_LIMIT_REACHED: 'Συμπληρώθηκε το εβδομαδιαίο όριο βαρδιών.',
  ALREADY_REVIEWED: 'Αυτή η βάρδια έχει ήδη αξιολογηθεί ή έχει αλλάξει.',
  ALREADY_INVOICED: 'Μια βάρδια ή ποινή βρίσκεται ήδη σε άλλο τιμολόγιο ή έχει αλλάξει.',
  NOT_INVOICEABLE:
    'Σε τιμολόγιο μπαίνουν μόνο βάρδιες που έγιναν: σε κατάσταση «Ολοκληρώθηκε» ή «Αναλήφθηκε» και έχουν λήξει.',
  TOTAL_CHANGED: 'Το σύνολο άλλαξε από τότε που το είδατε. Ελέγξτε το τιμολόγιο και αποθηκεύστε το ξανά.',
  SHIFT_CANCELLED: 'Αυτή η βάρδια ακυρώθηκε.',
  SHIFT_TAKEN: 'Αυτή τη βάρδια την ανέλαβε άλλος συνεργάτης ή άλλη συνεργάτιδα.',
  INVOICE_NOT_PAYABLE:
    'Αυτό το τιμολόγιο δεν μπορεί να πληρωθεί με κάρτα τώρα: μόνο εκκρεμή τιμολόγια από 0,50 € και πάνω.',
  INVOICE_NOT_REFUNDABLE:
    'Επιστροφή χρημάτων εδώ γίνεται μόνο για τιμολόγια που πληρώθηκαν με κάρτα μέσω της εφαρμογής.',
  INVALID_INVOICE_TRANSITION: 'Το τιμολόγιο δεν μπορεί να περάσει σε αυτή την κατάσταση.',
  INVALID_CURSOR: 'Η λίστα άλλαξε στο μεταξύ· ανανεώστε τη σελίδα.',
  EMAIL_IN_USE: 'Αυτό το e-mail χρησιμοποιείται ήδη.',
  PHONE_IN_USE: 'Αυτός ο αριθμός τηλεφώνου χρησιμοποιείται ήδη.',
  LAST_CLIENT_USER: 'Ένας οργανισμός πρέπει να έχει τουλάχιστον έναν χρήστη.',
  OWNER_CONTACT_DETAILS:
    'Μόνο ο κάτοχος του λογαριασμού ή ένας διαχειριστής μπορεί να αλλάξει το e-mail ή το τηλέφωνο του κατόχου.',
  RENAME_FAILED: 'Σφάλμα κατά τη μετονομασία του αρχείου!',
  POSITIONS_LOCKED: validationMessages.el.positionsLocked,
  CODE_SENDS_THROTTLED:
    'Ζητήθηκαν πάρα πολλοί κωδικοί επαλήθευσης για αυτόν τον αριθμό. Δοκιμάστε ξανά αργότερα.',
  CONTACT_THROTTLED: 'Στείλατε πολλά μηνύματα. Δοκιμάστε ξανά αργότερα.',
  CLIENT_NOT_VERIFIED: 'Ο οργανισμός σας πρέπει να επαληθευτεί πριν δημοσιεύσει βάρδιες.',
  IDEMPOTENCY_KEY_REUSED:
    'Αυτές οι βάρδιες στάλθηκαν ήδη με διαφορετικά στοιχεία. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
  PUNCH_KEY_REUSED: 'Αυτό το κλειδί καταγραφής χρησιμοποιήθηκε ήδη για άλλη καταγραφή.',
  SHIFT_NOT_HELD: 'Αυτή η βάρδια δεν είναι πια δική σας.',
  PARTNER_NOT_FOUND: 'Αυτός ο συνεργάτης ή η συνεργάτιδα δεν υπάρχει.',
  PARTNER_BLOCKED:
    'Αυτό το άτομο είναι στη λίστα «Να μη σταλεί ξανά»: αφαιρέστε το πρώτα από εκεί για να το προσθέσετε στους αγαπημένους.',
  NOT_MARKED: 'Αυτό το άτομο δεν είναι πια στη λίστα. Ανανεώστε τη σελίδα.',
  NOT_OPEN: 'Αυτή η βάρδια δεν είναι πια ανοιχτή.',
  NOT_CLAIMED: 'Αυτή η βάρδια είναι ανοιχτή: αναλάβετέ την αντί να περιμένετε.',
  OWN_SHIFT: 'Αυτή τη βάρδια την έχετε αναλάβει εσείς.',
  CLOSED: 'Αυτή η βάρδια δεν μπορεί πια να ελευθερωθεί: η προθεσμία ανάληψης ή η έναρξή της πέρασε.',
  FULL: 'Η λίστα αναμονής αυτής της βάρδιας είναι πλήρης.',
  ALREADY_WAITING: 'Είστε ήδη στη λίστα αναμονής αυτής της βάρδιας.',
  NOT_WAITING: 'Δεν είστε στη λίστα αναμονής αυτής της βάρδιας.',
  INVALID_BOOST: 'Η αύξηση είναι από 1 % έως 50 %, ή από €0,01 έως €20,00 την ώρα.',
  DEADLINE_PASSED: 'Η προθεσμία ανάληψης αυτής της βάρδιας πέρασε.',
  BOOST_LIMIT: 'Η αμοιβή αυτής της βάρδιας αυξήθηκε όσες φορές επιτρέπεται.',
  INVITATION_NOT_FOUND: 'Δεν έχετε πρόσκληση για αυτή τη βάρδια.',
  INVITATION_ACCEPTED: 'Έχετε ήδη αποδεχτεί αυτή την πρόσκληση: η βάρδια είναι δική σας.',
  INVITATION_DECLINED: 'Αρνηθήκατε αυτή την πρόσκληση.',
  INVITATION_TAKEN: 'Άλλος συνεργάτης ανέλαβε αυτή τη βάρδια.',
  INVITATION_EXPIRED: 'Αυτή η πρόσκληση έληξε.',
  INVITATION_WITHDRAWN: 'Αυτή η πρόσκληση ανακλήθηκε.',
  INVITATION_ANSWERED: 'Αυτή η πρόσκληση απαντήθηκε στο μεταξύ. Ανανεώστε τη σελίδα.',
  INVITATION_ACCEPTED_BY_PARTNER:
    'Ο συνεργάτης ή η συνεργάτιδα έχει ήδη αποδεχτεί αυτή την πρόσκληση και ανέλαβε τη βάρδια.',
  INVITATION_DECLINED_BY_PARTNER: 'Ο συνεργάτης ή η συνεργάτιδα έχει ήδη αρνηθεί αυτή την πρόσκληση.',
};

export const apiErrorMessages = { en, el } as const;

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(en, code);
}

const GREEK = /[\u0370-\u03FF]/u;

/**
 * What a Greek reader sees for an error reply: the API's own message when it is already Greek (the
 * contact form answers in the sender's language), else the Greek text of its code, else null.
 */
export function greekErrorMessage(code: string, serverMessage: string): string | null {
  if (GREEK.test(serverMessage)) return serverMessage;
  return isApiErrorCode(code) ? el[code] : null;
}
