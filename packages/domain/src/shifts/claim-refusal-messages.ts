/** Why a partner may not claim a shift, in the order they are checked. */
export const CLAIM_REFUSAL_REASONS = [
  'NOT_VERIFIED',
  'LICENCE_EXPIRED',
  'INVOICE_OVERDUE',
  'PENDING_REVIEW',
  'POSITION_NOT_HELD',
  'BLOCKED_BY_CLIENT',
  'SHIFT_STARTED',
  'NOT_OPEN',
  'FAVOURITES_FIRST',
  'OVERLAP',
  'REST_HOURS',
  'WEEKLY_LIMIT',
] as const;
export type ClaimRefusalReason = (typeof CLAIM_REFUSAL_REASONS)[number];

/** Whether an error code is one of the claim refusals (an API reply's or a failed row's `code`). */
export function isClaimRefusalReason(code: string): code is ClaimRefusalReason {
  return (CLAIM_REFUSAL_REASONS as readonly string[]).includes(code);
}

/** What a refusal's text names: hours, limit, the held shift in the way, the licence day, the invoices. */
export interface ClaimRefusalParams {
  hours?: number;
  limit?: number;
  ref?: number;
  start?: string;
  end?: string;
  shifts?: string;
  date?: string;
  invoices?: string;
}

/** The refusals about the partner's standing (HTTP 403, with what to do). */
export const STANDING_REFUSALS = [
  'NOT_VERIFIED',
  'LICENCE_EXPIRED',
  'INVOICE_OVERDUE',
  'PENDING_REVIEW',
] as const;

/** The title every refusal dialog shows (spec section 8). */
export const CLAIM_REFUSAL_TITLE = {
  en: 'You cannot claim this shift',
  el: 'Δεν μπορείτε να αναλάβετε αυτή τη βάρδια',
};

/** The title when an administrator assigns a partner who may not take the shift. */
export const ASSIGNMENT_REFUSAL_TITLE = {
  en: 'This partner cannot take this shift',
  el: 'Η βάρδια δεν μπορεί να ανατεθεί σε αυτό το άτομο',
};

/** Who reads a refusal: the partner claiming, or an administrator assigning someone else. */
export type ClaimRefusalAudience = 'partner' | 'assignment';

type Texts = Record<ClaimRefusalReason, string> & Record<string, string>;

/**
 * The text of each refusal in English and Greek; `{{name}}` is filled in. A reason's detailed variant
 * (`OVERLAP_SHIFT`, `REST_HOURS_BEFORE`, …) is used when the parameters it names are known.
 */
export const CLAIM_REFUSAL_MESSAGES: Readonly<Record<'en' | 'el', Texts>> = {
  en: {
    NOT_VERIFIED: 'In order to claim this shift you need to be Verified',
    LICENCE_EXPIRED:
      'Your professional licence has expired. Upload the renewed licence under Documents; once it is checked you can claim shifts again.',
    LICENCE_EXPIRED_ON:
      'Your professional licence expired on {{date}}. Upload the renewed licence under Documents; once it is checked you can claim shifts again.',
    INVOICE_OVERDUE:
      'You have an overdue invoice. Pay it under Invoices; once it is paid you can claim shifts again.',
    INVOICE_OVERDUE_REFS:
      'Invoice {{invoices}} is overdue. Pay it under Invoices; once it is paid you can claim shifts again.',
    PENDING_REVIEW:
      'Your profile has not been verified yet. Make sure your documents are uploaded; once your profile is verified you can claim shifts.',
    POSITION_NOT_HELD: 'This shift is for a position that is not among your positions.',
    BLOCKED_BY_CLIENT: "This organisation's shifts are not offered to you.",
    FAVOURITES_FIRST:
      "For now this shift is offered only to the organisation's favourite partners; it opens to everyone soon.",
    NOT_OPEN: 'This shift is no longer open for claims.',
    SHIFT_STARTED: 'This shift has already started.',
    OVERLAP: 'This shift overlaps another shift you have claimed.',
    OVERLAP_SHIFT: 'This shift overlaps your #{{ref}} ({{start}} – {{end}}).',
    REST_HOURS: 'You need at least {{hours}} hours of rest between two shifts.',
    REST_HOURS_BEFORE:
      'Your #{{ref}} ends {{end}}: you need at least {{hours}} hours of rest between two shifts.',
    REST_HOURS_AFTER:
      'Your #{{ref}} starts {{start}}: you need at least {{hours}} hours of rest between two shifts.',
    WEEKLY_LIMIT: 'You have reached your weekly limit of shifts ({{limit}}).',
    WEEKLY_LIMIT_SHIFTS: 'You have reached your weekly limit of shifts ({{limit}}): {{shifts}}.',
  },
  el: {
    NOT_VERIFIED: 'Για να αναλάβετε αυτή τη βάρδια, το προφίλ σας πρέπει να είναι επαληθευμένο.',
    LICENCE_EXPIRED:
      'Η άδεια άσκησης επαγγέλματός σας έχει λήξει. Ανεβάστε την ανανεωμένη άδεια στα Έγγραφα· μόλις ελεγχθεί, μπορείτε ξανά να αναλαμβάνετε βάρδιες.',
    LICENCE_EXPIRED_ON:
      'Η άδεια άσκησης επαγγέλματός σας έληξε στις {{date}}. Ανεβάστε την ανανεωμένη άδεια στα Έγγραφα· μόλις ελεγχθεί, μπορείτε ξανά να αναλαμβάνετε βάρδιες.',
    INVOICE_OVERDUE:
      'Έχετε ληξιπρόθεσμο τιμολόγιο. Εξοφλήστε το στα Τιμολόγια· μόλις εξοφληθεί, μπορείτε ξανά να αναλαμβάνετε βάρδιες.',
    INVOICE_OVERDUE_REFS:
      'Το τιμολόγιο {{invoices}} είναι ληξιπρόθεσμο. Εξοφλήστε το στα Τιμολόγια· μόλις εξοφληθεί, μπορείτε ξανά να αναλαμβάνετε βάρδιες.',
    PENDING_REVIEW:
      'Το προφίλ σας δεν έχει επαληθευτεί ακόμη. Βεβαιωθείτε ότι έχετε ανεβάσει τα έγγραφά σας· μόλις επαληθευτεί, μπορείτε να αναλαμβάνετε βάρδιες.',
    POSITION_NOT_HELD: 'Αυτή η βάρδια αφορά θέση που δεν είναι στις θέσεις σας.',
    BLOCKED_BY_CLIENT: 'Οι βάρδιες αυτού του οργανισμού δεν σας προσφέρονται.',
    FAVOURITES_FIRST:
      'Προς το παρόν αυτή η βάρδια προσφέρεται μόνο στους αγαπημένους συνεργάτες του οργανισμού· σύντομα ανοίγει για όλους.',
    NOT_OPEN: 'Αυτή η βάρδια δεν είναι πλέον ανοιχτή.',
    SHIFT_STARTED: 'Αυτή η βάρδια έχει ήδη ξεκινήσει.',
    OVERLAP: 'Αυτή η βάρδια επικαλύπτεται με άλλη βάρδια που έχετε αναλάβει.',
    OVERLAP_SHIFT: 'Αυτή η βάρδια επικαλύπτεται με τη βάρδια σας #{{ref}} ({{start}} – {{end}}).',
    REST_HOURS: 'Ανάμεσα σε δύο βάρδιες χρειάζεστε ανάπαυση τουλάχιστον {{hours}} ωρών.',
    REST_HOURS_BEFORE:
      'Η βάρδια σας #{{ref}} τελειώνει {{end}}: ανάμεσα σε δύο βάρδιες χρειάζεστε ανάπαυση τουλάχιστον {{hours}} ωρών.',
    REST_HOURS_AFTER:
      'Η βάρδια σας #{{ref}} αρχίζει {{start}}: ανάμεσα σε δύο βάρδιες χρειάζεστε ανάπαυση τουλάχιστον {{hours}} ωρών.',
    WEEKLY_LIMIT: 'Φτάσατε το εβδομαδιαίο όριο βαρδιών σας ({{limit}}).',
    WEEKLY_LIMIT_SHIFTS: 'Φτάσατε το εβδομαδιαίο όριο βαρδιών σας ({{limit}}): {{shifts}}.',
  },
};

/** The refusals in the third person, for the administrator assigning (not addressed to the partner). */
export const ASSIGNMENT_REFUSAL_MESSAGES: Readonly<Record<'en' | 'el', Texts>> = {
  en: {
    NOT_VERIFIED: 'Only a Verified partner can take this shift.',
    LICENCE_EXPIRED: "The partner's professional licence has expired.",
    LICENCE_EXPIRED_ON: "The partner's professional licence expired on {{date}}.",
    INVOICE_OVERDUE: 'The partner has an overdue invoice.',
    INVOICE_OVERDUE_REFS: "The partner's invoice {{invoices}} is overdue.",
    PENDING_REVIEW: "The partner's profile has not been verified yet.",
    POSITION_NOT_HELD: "This shift is for a position that is not among the partner's positions.",
    BLOCKED_BY_CLIENT: 'The organisation asked not to be sent this partner again.',
    FAVOURITES_FIRST: "For now this shift is offered only to the organisation's favourite partners.",
    NOT_OPEN: 'This shift is no longer open for claims.',
    SHIFT_STARTED: 'This shift has already started.',
    OVERLAP: 'This shift overlaps another shift the partner has claimed.',
    OVERLAP_SHIFT: "This shift overlaps the partner's #{{ref}} ({{start}} – {{end}}).",
    REST_HOURS: 'The partner needs at least {{hours}} hours of rest between two shifts.',
    REST_HOURS_BEFORE:
      "The partner's #{{ref}} ends {{end}}: they need at least {{hours}} hours of rest between two shifts.",
    REST_HOURS_AFTER:
      "The partner's #{{ref}} starts {{start}}: they need at least {{hours}} hours of rest between two shifts.",
    WEEKLY_LIMIT: 'The partner has reached the weekly limit of shifts ({{limit}}).',
    WEEKLY_LIMIT_SHIFTS: 'The partner has reached the weekly limit of shifts ({{limit}}): {{shifts}}.',
  },
  el: {
    NOT_VERIFIED: 'Η βάρδια ανατίθεται μόνο σε άτομο με επαληθευμένο προφίλ.',
    LICENCE_EXPIRED: 'Η άδεια άσκησης επαγγέλματος του ατόμου έχει λήξει.',
    LICENCE_EXPIRED_ON: 'Η άδεια άσκησης επαγγέλματος του ατόμου έληξε στις {{date}}.',
    INVOICE_OVERDUE: 'Το άτομο έχει ληξιπρόθεσμο τιμολόγιο.',
    INVOICE_OVERDUE_REFS: 'Το τιμολόγιο {{invoices}} του ατόμου είναι ληξιπρόθεσμο.',
    PENDING_REVIEW: 'Το προφίλ του ατόμου δεν έχει επαληθευτεί ακόμη.',
    POSITION_NOT_HELD: 'Η θέση αυτής της βάρδιας δεν είναι στις θέσεις του συνεργάτη ή της συνεργάτιδας.',
    BLOCKED_BY_CLIENT: 'Ο οργανισμός ζήτησε να μη σταλεί ξανά αυτό το άτομο.',
    FAVOURITES_FIRST:
      'Προς το παρόν αυτή η βάρδια προσφέρεται μόνο στους αγαπημένους συνεργάτες του οργανισμού.',
    NOT_OPEN: 'Αυτή η βάρδια δεν είναι πλέον ανοιχτή.',
    SHIFT_STARTED: 'Αυτή η βάρδια έχει ήδη ξεκινήσει.',
    OVERLAP: 'Αυτή η βάρδια επικαλύπτεται με άλλη βάρδια που έχει ήδη αναλάβει το άτομο.',
    OVERLAP_SHIFT: 'Αυτή η βάρδια επικαλύπτεται με τη βάρδια #{{ref}} του ατόμου ({{start}} – {{end}}).',
    REST_HOURS: 'Ανάμεσα σε δύο βάρδιες το άτομο χρειάζεται ανάπαυση τουλάχιστον {{hours}} ωρών.',
    REST_HOURS_BEFORE:
      'Η βάρδια #{{ref}} του ατόμου τελειώνει {{end}}: χρειάζεται ανάπαυση τουλάχιστον {{hours}} ωρών ανάμεσα σε δύο βάρδιες.',
    REST_HOURS_AFTER:
      'Η βάρδια #{{ref}} του ατόμου αρχίζει {{start}}: χρειάζεται ανάπαυση τουλάχιστον {{hours}} ωρών ανάμεσα σε δύο βάρδιες.',
    WEEKLY_LIMIT: 'Το άτομο έχει φτάσει το εβδομαδιαίο όριο βαρδιών του ({{limit}}).',
    WEEKLY_LIMIT_SHIFTS: 'Το άτομο έχει φτάσει το εβδομαδιαίο όριο βαρδιών του ({{limit}}): {{shifts}}.',
  },
};

/** A reason's detailed variants, each used when the parameter it names is known (first match). */
const VARIANTS: Partial<Record<ClaimRefusalReason, [keyof ClaimRefusalParams, string][]>> = {
  LICENCE_EXPIRED: [['date', '_ON']],
  INVOICE_OVERDUE: [['invoices', '_REFS']],
  OVERLAP: [['ref', '_SHIFT']],
  REST_HOURS: [
    ['end', '_BEFORE'],
    ['start', '_AFTER'],
  ],
  WEEKLY_LIMIT: [['shifts', '_SHIFTS']],
};

/** The text's key: the reason, or its detailed variant when its parameter is known. */
function messageKeyOf(reason: ClaimRefusalReason, params: ClaimRefusalParams): string {
  const variant = VARIANTS[reason]?.find(([name]) => params[name] !== undefined && params[name] !== '');
  return variant ? `${reason}${variant[1]}` : reason;
}

/** Fills `{{name}}` placeholders of a refusal message (the detailed variant when its parameters are known). */
export function claimRefusalMessage(
  reason: ClaimRefusalReason,
  params: ClaimRefusalParams = {},
  language: 'en' | 'el' = 'en',
  audience: ClaimRefusalAudience = 'partner',
): string {
  const messages = (audience === 'assignment' ? ASSIGNMENT_REFUSAL_MESSAGES : CLAIM_REFUSAL_MESSAGES)[
    language
  ];
  const template = messages[messageKeyOf(reason, params)] ?? messages[reason];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name as keyof ClaimRefusalParams] ?? ''),
  );
}
