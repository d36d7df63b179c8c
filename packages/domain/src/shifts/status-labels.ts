import type { ShiftStatus } from './status';

/**
 * What a shift status reads as, in the web (the `ui` namespace's `shiftStatus`) and in e-mails alike.
 * The Greek ones fit «βάρδια» without a noun or a gender (docs/glossary.md, Greek terminology).
 */
export const SHIFT_STATUS_LABELS = {
  en: {
    PENDING: 'Pending',
    VERIFIED: 'Verified',
    CLAIMED: 'Claimed',
    CANCELED: 'Canceled',
    ABANDONED: 'Abandoned',
    FINISHED: 'Finished',
    NO_SHOW: 'No show',
    COMPLETED: 'Completed',
  },
  el: {
    PENDING: 'Σε αναμονή έγκρισης',
    VERIFIED: 'Ανοιχτή',
    CLAIMED: 'Αναλήφθηκε',
    CANCELED: 'Ακυρώθηκε',
    ABANDONED: 'Χωρίς ανάληψη',
    FINISHED: 'Ολοκληρώθηκε',
    NO_SHOW: 'Μη προσέλευση',
    COMPLETED: 'Εξοφλήθηκε',
  },
} as const satisfies Record<'en' | 'el', Record<ShiftStatus, string>>;

/**
 * The labels an organisation reads. COMPLETED means the partner paid CareShift's invoice for the
 * shift; the organisation pays the partner directly and sees no commission, so "paid"
 * («Εξοφλήθηκε») would read as "we paid": to it the shift is closed (issue 33).
 */
export const CLIENT_SHIFT_STATUS_LABELS = {
  en: { ...SHIFT_STATUS_LABELS.en, COMPLETED: 'Closed' },
  el: { ...SHIFT_STATUS_LABELS.el, COMPLETED: 'Έκλεισε' },
} as const satisfies Record<'en' | 'el', Record<ShiftStatus, string>>;
