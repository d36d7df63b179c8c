/**
 * Validation messages of spec sections 5 and 8. Schemas use the key as the zod issue message;
 * the API replies with the English text, the web shows the text of the user's language.
 *
 * A message with parameters carries them twice: in the zod issue's `params` (structured, for the
 * API's error mapper) and encoded after the key as a query string
 * (`validation.extensionNotSupported?ext=exe`), because form libraries such as react-hook-form
 * keep only the message. Texts interpolate parameters i18next-style: `{{ext}}`.
 */
const en = {
  required: 'Value is required',
  fieldRequired: 'This field is required.',
  twoDecimalsMax: '2 decimals max',
  nonNegative: 'Must be zero or more',
  notANumber: 'Must be a number, such as 12.50.',
  plainAmount: 'Write the amount in plain digits with a point for decimals, such as 1000.00.',
  invalidPhone: 'Must be valid phone number.',
  phoneLoginInvalid: 'The phone number given is not valid.',
  phoneLoginNotMobile:
    'Sign in with a mobile number: a landline cannot receive the verification code by SMS.',
  invalidCountryCode: 'Must be valid country code.',
  invalidIban: 'Must be valid IBAN number.',
  invalidEmail: 'Must be valid e-mail address.',
  selectAtLeastOne: 'You need to select at least one.',
  invalidOption: 'Select a valid option.',
  minLength: 'Must be at least {{min}} characters.',
  maxLength: 'Must be at most {{max}} characters.',
  postalCode: 'Must be exactly 4 digits.',
  taxNumber: 'Must be a Cyprus tax number (TIN): 8 digits and a letter, such as 12345678L.',
  verificationCode: 'Code must be exactly 6 digits.',
  wholeNumberRange: 'Must be a whole number from {{min}} to {{max}}.',
  vatRateRange: 'Must be a rate from {{min}} to {{max}} with at most 2 decimals.',
  employeePercent: 'Must be 100 minus the commission ({{value}}).',
  nightHoursDiffer: 'Night start and end must differ.',
  invalidDate: 'Must be a valid date.',
  invalidTime: 'Must be a valid time.',
  pushSubscriptionInvalid: 'This is not a push subscription of a browser.',
  dateInPast: 'Date cannot be in the past.',
  endAfterStart: 'End must be after start.',
  shiftTooLong: 'A shift can last at most {{hours}} hours.',
  deadlineAfterStart: 'Deadline must be equal or before Shift start time.',
  deadlineInPast: 'Deadline cannot be before now.',
  partnerRequiredPastShift: 'A partner is required for a shift that has already started.',
  startTooSoon: 'Start must be at least 1 day from now.',
  startTooFar: 'Start must be at most {{days}} days from now.',
  tenMinuteSteps: 'Time must be in 10-minute steps.',
  slotIncomplete: 'Enter both start and end, or neither.',
  slotRequired: 'Add at least one time slot.',
  tooManyDates: 'Select at most {{max}} dates.',
  dateTooEarly: 'Earliest date is {{date}}.',
  positionsLocked: 'In order to change your positions contact our support.',
  noFileSelected: 'No file selected',
  extensionNotSupported: '{{ext}} is not supported',
  extensionNotSupportedHint: 'If you need to upload this file contact support.',
  fileTooBig: 'File too big!',
  fileTooBigDetail: 'File selected is more than 5MB',
  fileEmpty: 'The file is empty.',
  docAlreadyExists: 'Doc already exists',
  primaryDocumentsOnce: 'Primary documents can only exist once',
  cannotRemoveValue: 'Cannot remove this value',
  // The server's own checks (issue 33 item 2): the API replies with these keys beside the English text.
  partnerNotFound: 'This partner does not exist.',
  assignByAdministrator: 'Only an administrator can assign a partner.',
  organisationNotFound: 'This organisation does not exist.',
  positionNotOffered: 'Your organisation does not offer this position.',
  positionNotFound: 'This position does not exist.',
  fileContentMismatch: "The file's content is not a {{ext}} file; it was removed.",
  fileContentUnknown: "The file's content is not a known file; it was removed.",
  // zod's own checks where a schema gives no message (zod-locale.ts).
  tooSmallNumber: 'Must be at least {{min}}.',
  tooBigNumber: 'Must be at most {{max}}.',
  tooFewItems: 'Must have at least {{min}} items.',
  tooManyItems: 'Must have at most {{max}} items.',
  invalidValue: 'This value is not valid.',
  unknownFields: 'Unknown field: {{keys}}.',
  // Field messages other server checks write in English (the API finds their keys by their text).
  clientNotFound: 'This client does not exist.',
  choosePartner: 'Choose a partner.',
  chooseWorkedShifts: 'Choose shifts this partner worked.',
  choosePartnerPenalties: 'Choose penalties of this partner.',
  shiftListedTwice: 'A shift is listed twice.',
  atMostValues: 'At most {{max}}.',
  atMostCharacters: 'At most {{max}} characters.',
  invalidDateTime: 'Not a valid date and time.',
  invalidDay: 'Not a valid date.',
  percentRange: 'Must be a number from {{min}} to {{max}} with at most 2 decimals.',
  coordinateNumber: 'Must be a number of degrees, such as 35.1856.',
  outsideCyprus:
    'This point is not in Cyprus. Latitude comes first (about 34.6 to 35.7), then longitude (about 32.3 to 34.6): were they swapped?',
} as const;

export type ValidationMessageKey = keyof typeof en;

/** Typed against the English keys: a key missing in Greek fails the typecheck (and messages.test.ts). */
const el: Record<ValidationMessageKey, string> = {
  required: 'Η τιμή είναι υποχρεωτική',
  fieldRequired: 'Αυτό το πεδίο είναι υποχρεωτικό.',
  twoDecimalsMax: 'Έως 2 δεκαδικά',
  nonNegative: 'Πρέπει να είναι μηδέν ή περισσότερο',
  notANumber: 'Πρέπει να είναι αριθμός, π.χ. 12.50.',
  plainAmount: 'Γράψτε το ποσό μόνο με ψηφία και τελεία για τα δεκαδικά, π.χ. 1000.00.',
  invalidPhone: 'Πρέπει να είναι έγκυρος αριθμός τηλεφώνου.',
  phoneLoginInvalid: 'Ο αριθμός τηλεφώνου δεν είναι έγκυρος.',
  phoneLoginNotMobile:
    'Συνδεθείτε με αριθμό κινητού: ένα σταθερό τηλέφωνο δεν μπορεί να λάβει τον κωδικό επαλήθευσης με SMS.',
  invalidCountryCode: 'Πρέπει να είναι έγκυρος κωδικός χώρας.',
  invalidIban: 'Πρέπει να είναι έγκυρος αριθμός IBAN.',
  invalidEmail: 'Πρέπει να είναι έγκυρη διεύθυνση e-mail.',
  selectAtLeastOne: 'Επιλέξτε τουλάχιστον ένα.',
  invalidOption: 'Επιλέξτε μια έγκυρη επιλογή.',
  minLength: 'Πρέπει να έχει τουλάχιστον {{min}} χαρακτήρες.',
  maxLength: 'Πρέπει να έχει το πολύ {{max}} χαρακτήρες.',
  postalCode: 'Πρέπει να αποτελείται από ακριβώς 4 ψηφία.',
  taxNumber: 'Πρέπει να είναι ΑΦΤ της Κύπρου: 8 ψηφία και ένα γράμμα, π.χ. 12345678L.',
  verificationCode: 'Ο κωδικός επαλήθευσης πρέπει να έχει ακριβώς 6 ψηφία.',
  wholeNumberRange: 'Πρέπει να είναι ακέραιος αριθμός από {{min}} έως {{max}}.',
  vatRateRange: 'Πρέπει να είναι συντελεστής από {{min}} έως {{max}} με έως 2 δεκαδικά.',
  employeePercent: 'Πρέπει να είναι 100 μείον την προμήθεια ({{value}}).',
  nightHoursDiffer: 'Η έναρξη και η λήξη του νυχτερινού διαστήματος πρέπει να διαφέρουν.',
  invalidDate: 'Πρέπει να είναι έγκυρη ημερομηνία.',
  invalidTime: 'Πρέπει να είναι έγκυρη ώρα.',
  pushSubscriptionInvalid: 'Δεν είναι συνδρομή ειδοποιήσεων προγράμματος περιήγησης.',
  dateInPast: 'Η ημερομηνία δεν μπορεί να είναι στο παρελθόν.',
  endAfterStart: 'Η λήξη πρέπει να είναι μετά την έναρξη.',
  shiftTooLong: 'Μια βάρδια μπορεί να διαρκεί το πολύ {{hours}} ώρες.',
  deadlineAfterStart: 'Η προθεσμία πρέπει να είναι ίση ή πριν από την ώρα έναρξης της βάρδιας.',
  deadlineInPast: 'Η προθεσμία δεν μπορεί να είναι πριν από τώρα.',
  partnerRequiredPastShift: 'Για βάρδια που έχει ήδη ξεκινήσει απαιτείται συνεργάτης.',
  startTooSoon: 'Η έναρξη πρέπει να είναι τουλάχιστον 1 ημέρα από τώρα.',
  startTooFar: 'Η έναρξη πρέπει να είναι το πολύ {{days}} ημέρες από τώρα.',
  tenMinuteSteps: 'Η ώρα πρέπει να είναι σε βήματα των 10 λεπτών.',
  slotIncomplete: 'Συμπληρώστε και έναρξη και λήξη ή κανένα από τα δύο.',
  slotRequired: 'Προσθέστε τουλάχιστον μία χρονική ζώνη.',
  tooManyDates: 'Επιλέξτε το πολύ {{max}} ημερομηνίες.',
  dateTooEarly: 'Η νωρίτερη δυνατή ημερομηνία είναι {{date}}.',
  positionsLocked: 'Για να αλλάξετε τις θέσεις σας, επικοινωνήστε με την υποστήριξή μας.',
  noFileSelected: 'Δεν έχει επιλεγεί αρχείο',
  extensionNotSupported: 'Η μορφή {{ext}} δεν υποστηρίζεται',
  extensionNotSupportedHint: 'Αν χρειάζεται να ανεβάσετε αυτό το αρχείο, επικοινωνήστε με την υποστήριξη.',
  fileTooBig: 'Το αρχείο είναι πολύ μεγάλο!',
  fileTooBigDetail: 'Το επιλεγμένο αρχείο είναι μεγαλύτερο από 5MB',
  fileEmpty: 'Το αρχείο είναι κενό.',
  docAlreadyExists: 'Το έγγραφο υπάρχει ήδη',
  primaryDocumentsOnce: 'Τα κύρια έγγραφα μπορούν να υπάρχουν μόνο μία φορά',
  cannotRemoveValue: 'Αυτή η τιμή δεν μπορεί να αφαιρεθεί',
  partnerNotFound: 'Αυτός ο συνεργάτης δεν υπάρχει.',
  assignByAdministrator: 'Μόνο διαχειριστής μπορεί να αναθέσει βάρδια σε συνεργάτη.',
  organisationNotFound: 'Αυτός ο οργανισμός δεν υπάρχει.',
  positionNotOffered: 'Ο οργανισμός σας δεν προσφέρει αυτή τη θέση.',
  positionNotFound: 'Αυτή η θέση δεν υπάρχει.',
  fileContentMismatch: 'Το περιεχόμενο του αρχείου δεν είναι αρχείο {{ext}}· το αρχείο αφαιρέθηκε.',
  fileContentUnknown: 'Το περιεχόμενο του αρχείου δεν είναι γνωστού τύπου· το αρχείο αφαιρέθηκε.',
  tooSmallNumber: 'Πρέπει να είναι τουλάχιστον {{min}}.',
  tooBigNumber: 'Πρέπει να είναι το πολύ {{max}}.',
  tooFewItems: 'Πρέπει να έχει τουλάχιστον {{min}} στοιχεία.',
  tooManyItems: 'Πρέπει να έχει το πολύ {{max}} στοιχεία.',
  invalidValue: 'Αυτή η τιμή δεν είναι έγκυρη.',
  unknownFields: 'Άγνωστο πεδίο: {{keys}}.',
  clientNotFound: 'Αυτός ο οργανισμός δεν υπάρχει.',
  choosePartner: 'Επιλέξτε συνεργάτη.',
  chooseWorkedShifts: 'Επιλέξτε βάρδιες που έκανε αυτός ο συνεργάτης.',
  choosePartnerPenalties: 'Επιλέξτε ποινές αυτού του συνεργάτη.',
  shiftListedTwice: 'Μια βάρδια αναφέρεται δύο φορές.',
  atMostValues: 'Το πολύ {{max}}.',
  atMostCharacters: 'Το πολύ {{max}} χαρακτήρες.',
  invalidDateTime: 'Δεν είναι έγκυρη ημερομηνία και ώρα.',
  invalidDay: 'Δεν είναι έγκυρη ημερομηνία.',
  percentRange: 'Πρέπει να είναι αριθμός από {{min}} έως {{max}} με έως 2 δεκαδικά.',
  coordinateNumber: 'Πρέπει να είναι αριθμός μοιρών, π.χ. 35.1856.',
  outsideCyprus:
    'Αυτό το σημείο δεν είναι στην Κύπρο. Πρώτα γράφεται το γεωγραφικό πλάτος (περίπου 34.6 έως 35.7) και μετά το γεωγραφικό μήκος (περίπου 32.3 έως 34.6): μήπως μπήκαν ανάποδα;',
};

export const validationMessages = { en, el } as const;

/** The English texts alone, for code that must not bundle the Greek ones (the Lambdas). */
export const englishValidationMessages: Readonly<Record<ValidationMessageKey, string>> = en;

export type MessageLanguage = keyof typeof validationMessages;
export type MessageParams = Record<string, string | number>;

/** Prefix that marks a zod message as a key of validationMessages. */
export const MESSAGE_KEY_PREFIX = 'validation.';

/** The zod message for a key, with its parameters encoded after `?` when there are any. */
export function messageKey(key: ValidationMessageKey, params?: MessageParams): string {
  const base = `${MESSAGE_KEY_PREFIX}${key}`;
  if (!params || Object.keys(params).length === 0) return base;
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return `${base}?${query.toString()}`;
}

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(en, key);
}

/**
 * Splits a zod message into its key and parameters, e.g. for i18next's `t(`validation.${key}`, params)`;
 * null when the message is not one of ours.
 */
export function parseMessage(
  message: string,
): { key: ValidationMessageKey; params: Record<string, string> } | null {
  if (!message.startsWith(MESSAGE_KEY_PREFIX)) return null;
  const [key = '', query = ''] = message.slice(MESSAGE_KEY_PREFIX.length).split('?', 2);
  if (!isValidationMessageKey(key)) return null;
  return { key, params: Object.fromEntries(new URLSearchParams(query)) };
}

/** Replaces i18next-style `{{name}}` placeholders; unknown names stay as they are. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * The English text of a zod message, as the API replies; messages that are not keys pass through
 * unchanged. The same as `translateMessage(message, 'en')`, but it reaches no other language, so a
 * Lambda bundle keeps only the English texts.
 */
export function englishMessage(message: string): string {
  const parsed = parseMessage(message);
  return parsed ? interpolate(en[parsed.key], parsed.params) : message;
}

/** The text of a zod message in a language; messages that are not keys pass through unchanged. */
export function translateMessage(message: string, language: MessageLanguage = 'en'): string {
  const parsed = parseMessage(message);
  if (!parsed) return message;
  const text = validationMessages[language][parsed.key] ?? validationMessages.en[parsed.key];
  return interpolate(text, parsed.params);
}
