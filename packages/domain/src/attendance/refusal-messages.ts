import { ConflictError } from '../errors';

import type {
  AttendanceRefusal,
  AttendanceRefusalParams,
  PunchRefusal,
  TimesheetRefusal,
} from './refusal-codes';

type Texts = Record<AttendanceRefusal, string> & Record<string, string>;

/**
 * The text of each attendance refusal in English and Greek; `{{name}}` is filled in. A code's detailed
 * variant (`PUNCH_REASON_REQUIRED_OUTSIDE`) is used when the parameter it names is known.
 */
export const ATTENDANCE_REFUSAL_MESSAGES: Readonly<Record<'en' | 'el', Texts>> = {
  en: {
    PUNCH_IN_FUTURE:
      "Your phone's clock is ahead of the real time. Set it to automatic date and time and try again.",
    PUNCH_TOO_EARLY: 'Clock in opens 30 minutes before the shift starts.',
    PUNCH_TOO_EARLY_AT: 'Clock in opens at {{time}}, 30 minutes before the shift starts.',
    PUNCH_SHIFT_ENDED: 'This shift has already ended, so you can no longer clock in.',
    PUNCH_WINDOW_CLOSED:
      'This shift ended more than 12 hours ago, so punches are closed. Contact the organisation about your hours.',
    PUNCH_NOT_CLOCKED_IN: 'Clock in first.',
    PUNCH_ALREADY_CLOCKED_IN: 'You have already clocked in to this shift.',
    PUNCH_ALREADY_CLOCKED_OUT: 'You have already clocked out of this shift.',
    PUNCH_ON_BREAK: 'You are on a break. End the break first.',
    PUNCH_NOT_ON_BREAK: 'You are not on a break.',
    PUNCH_BEFORE_PREVIOUS:
      "This punch's time is before your previous punch. Check your phone's date and time.",
    PUNCH_BEFORE_PREVIOUS_AT:
      "This punch's time is before your previous punch ({{time}}). Check your phone's date and time.",
    PUNCH_REASON_REQUIRED:
      'Your position is not available. Give a reason to punch without it; the organisation will see it.',
    PUNCH_REASON_REQUIRED_OUTSIDE:
      'You are {{distance}} m from the facility (allowed: {{radius}} m). Give a reason to punch from here; the organisation will see it.',
    TIMESHEET_NOT_SUBMITTED: 'This timesheet is not awaiting approval.',
    TIMESHEET_NOT_DISPUTED: 'Only a disputed timesheet can be settled.',
    TIMESHEET_FINAL: 'This timesheet is already approved and can no longer change.',
    APPROVAL_WINDOW_CLOSED: 'The 48 hours to dispute this timesheet have passed.',
    APPROVAL_WINDOW_CLOSED_AT: 'The time to dispute this timesheet ended at {{time}}.',
    CORRECTION_END_BEFORE_START: 'The end must be after the start.',
    CORRECTION_START_OUT_OF_RANGE:
      'The start must be between 30 minutes before the planned start and the planned end.',
    CORRECTION_END_OUT_OF_RANGE: 'The end must be no later than 12 hours after the planned end.',
    CORRECTION_BREAK_TOO_LONG: 'The breaks must be shorter than the time between start and end.',
  },
  el: {
    PUNCH_IN_FUTURE:
      'Το ρολόι του τηλεφώνου σας πάει μπροστά. Ενεργοποιήστε την αυτόματη ημερομηνία και ώρα και δοκιμάστε ξανά.',
    PUNCH_TOO_EARLY: 'Η καταγραφή άφιξης ανοίγει 30 λεπτά πριν αρχίσει η βάρδια.',
    PUNCH_TOO_EARLY_AT: 'Η καταγραφή άφιξης ανοίγει στις {{time}}, 30 λεπτά πριν αρχίσει η βάρδια.',
    PUNCH_SHIFT_ENDED: 'Αυτή η βάρδια έχει ήδη τελειώσει· δεν μπορείτε πια να καταγράψετε άφιξη.',
    PUNCH_WINDOW_CLOSED:
      'Η βάρδια τελείωσε πριν από περισσότερες από 12 ώρες και οι καταγραφές έκλεισαν. Επικοινωνήστε με τον οργανισμό για τις ώρες σας.',
    PUNCH_NOT_CLOCKED_IN: 'Καταγράψτε πρώτα την άφιξή σας.',
    PUNCH_ALREADY_CLOCKED_IN: 'Έχετε ήδη καταγράψει την άφιξή σας σε αυτή τη βάρδια.',
    PUNCH_ALREADY_CLOCKED_OUT: 'Έχετε ήδη καταγράψει την αποχώρησή σας από αυτή τη βάρδια.',
    PUNCH_ON_BREAK: 'Είστε σε διάλειμμα. Πατήστε πρώτα «Λήξη διαλείμματος».',
    PUNCH_NOT_ON_BREAK: 'Δεν είστε σε διάλειμμα.',
    PUNCH_BEFORE_PREVIOUS:
      'Η ώρα αυτής της καταγραφής είναι πριν από την προηγούμενη. Ελέγξτε την ημερομηνία και την ώρα του τηλεφώνου σας.',
    PUNCH_BEFORE_PREVIOUS_AT:
      'Η ώρα αυτής της καταγραφής είναι πριν από την προηγούμενη ({{time}}). Ελέγξτε την ημερομηνία και την ώρα του τηλεφώνου σας.',
    PUNCH_REASON_REQUIRED:
      'Η τοποθεσία σας δεν είναι διαθέσιμη. Γράψτε τον λόγο για να γίνει η καταγραφή χωρίς αυτήν· θα τον δει ο οργανισμός.',
    PUNCH_REASON_REQUIRED_OUTSIDE:
      'Βρίσκεστε {{distance}} μ. από τη διεύθυνση του οργανισμού (επιτρέπονται {{radius}} μ.). Γράψτε τον λόγο για να γίνει η καταγραφή από εδώ· θα τον δει ο οργανισμός.',
    TIMESHEET_NOT_SUBMITTED: 'Αυτό το φύλλο ωρών δεν περιμένει έγκριση.',
    TIMESHEET_NOT_DISPUTED: 'Μόνο φύλλο ωρών που αμφισβητήθηκε μπορεί να διευθετηθεί.',
    TIMESHEET_FINAL: 'Αυτό το φύλλο ωρών έχει ήδη εγκριθεί και δεν αλλάζει πια.',
    APPROVAL_WINDOW_CLOSED: 'Οι 48 ώρες για αμφισβήτηση αυτού του φύλλου ωρών έχουν περάσει.',
    APPROVAL_WINDOW_CLOSED_AT: 'Η προθεσμία για αμφισβήτηση αυτού του φύλλου ωρών έληξε στις {{time}}.',
    CORRECTION_END_BEFORE_START: 'Η λήξη πρέπει να είναι μετά την έναρξη.',
    CORRECTION_START_OUT_OF_RANGE:
      'Η έναρξη πρέπει να είναι από 30 λεπτά πριν την προγραμματισμένη έναρξη μέχρι την προγραμματισμένη λήξη.',
    CORRECTION_END_OUT_OF_RANGE: 'Η λήξη πρέπει να είναι το αργότερο 12 ώρες μετά την προγραμματισμένη λήξη.',
    CORRECTION_BREAK_TOO_LONG:
      'Τα διαλείμματα πρέπει να είναι μικρότερα από το διάστημα μεταξύ έναρξης και λήξης.',
  },
};

/** A code's detailed variant, used when the parameter it names is known. */
const VARIANTS: Partial<Record<AttendanceRefusal, [keyof AttendanceRefusalParams, string]>> = {
  PUNCH_TOO_EARLY: ['time', '_AT'],
  PUNCH_BEFORE_PREVIOUS: ['time', '_AT'],
  PUNCH_REASON_REQUIRED: ['distance', '_OUTSIDE'],
  APPROVAL_WINDOW_CLOSED: ['time', '_AT'],
};

function messageKeyOf(code: AttendanceRefusal, params: AttendanceRefusalParams): string {
  const variant = VARIANTS[code];
  return variant && params[variant[0]] !== undefined ? `${code}${variant[1]}` : code;
}

/** The refusal's text in a language, `{{name}}` filled in (the detailed variant when its parameter is known). */
export function attendanceRefusalMessage(
  code: AttendanceRefusal,
  params: AttendanceRefusalParams = {},
  language: 'en' | 'el' = 'en',
): string {
  const texts = ATTENDANCE_REFUSAL_MESSAGES[language];
  const template = texts[messageKeyOf(code, params)] ?? texts[code];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name as keyof AttendanceRefusalParams] ?? ''),
  );
}

/** The 409 error of a punch or timesheet refusal: the English text, the code, and its parameters. */
export function attendanceConflict(
  code: PunchRefusal | TimesheetRefusal,
  params: AttendanceRefusalParams = {},
): ConflictError {
  const error = new ConflictError(attendanceRefusalMessage(code, params), code);
  const known = Object.entries(params).filter(([, value]) => value !== undefined);
  if (known.length > 0) error.params = Object.fromEntries(known) as Record<string, string | number>;
  return error;
}
