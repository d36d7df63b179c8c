/** The labels of the facts an e-mail lists, per language. */
export const LABELS = {
  en: { position: 'Position', client: 'Client', time: 'Date and time', partner: 'Partner', reason: 'Reason' },
  el: {
    position: 'Θέση',
    client: 'Οργανισμός',
    time: 'Ημερομηνία και ώρα',
    partner: 'Συνεργάτης',
    reason: 'Λόγος',
  },
} as const;

/** The facts the wording below reads (the notice's shift). */
interface RefOnly {
  shift: { refNumber: number };
}

/** An administrator cancelled the organisation's shift (issue 32 item 12): the organisation's e-mail. */
export const CANCELLED_BY_CARESHIFT = {
  en: {
    subject: (p: RefOnly) => `Shift #${p.shift.refNumber} cancelled by CareShift`,
    opening: (p: RefOnly) =>
      `CareShift cancelled your shift #${p.shift.refNumber}. It is no longer open to partners; post it again if you still need it.`,
  },
  el: {
    subject: (p: RefOnly) => `Η βάρδια #${p.shift.refNumber} ακυρώθηκε από το CareShift`,
    opening: (p: RefOnly) =>
      `Το CareShift ακύρωσε τη βάρδια σας #${p.shift.refNumber}. Δεν είναι πλέον ανοιχτή στους συνεργάτες· δημοσιεύστε την ξανά αν τη χρειάζεστε ακόμη.`,
  },
} as const;
