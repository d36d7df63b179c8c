import { formatNicosiaDate, formatNicosiaTime } from '@careshift/domain';

import { sms } from './notice-sms';
import type { NoticeLanguage, ShiftFacts } from './notification-texts';
import { when } from './notification-texts';

/** A new shift as its notice names it. */
export interface NewShiftFactsOfNotice extends ShiftFacts {
  shiftId: string;
}

export interface NewShiftTexts {
  /** The push notification: a title and a line (the phone shows about 40 and 120 characters). */
  title: string;
  body: string;
  /** The SMS (at most 2 segments) and the e-mail. */
  sms: string;
  subject: string;
  text: string;
}

const positionOf = (shift: ShiftFacts, lang: NoticeLanguage) =>
  lang === 'el' && shift.positionNameEl ? shift.positionNameEl : shift.positionName;

/** "Mon 13/03 19:00–07:00" in the push line: the day, the hours, the organisation. */
const shortWhen = (shift: ShiftFacts) =>
  `${formatNicosiaDate(shift.startDate).slice(0, 5)} ${formatNicosiaTime(shift.startDate)}–${formatNicosiaTime(shift.endDate)}`;

const WORDS = {
  en: {
    one: (position: string) => `New shift: ${position}`,
    many: (count: number, position: string) => `${count} new shifts: ${position}`,
    first: 'First',
    smsOne: (facts: string) => `New shift that fits you ${facts}.`,
    smsMany: (count: number, facts: string) => `${count} new shifts that fit you, first ${facts}.`,
    text: 'Open CareShift to see it and claim it before someone else does:',
    textMany: 'Open Find a shift in CareShift to see them:',
  },
  el: {
    one: (position: string) => `Νέα βάρδια: ${position}`,
    many: (count: number, position: string) => `${count} νέες βάρδιες: ${position}`,
    first: 'Πρώτη',
    smsOne: (facts: string) => `Νέα βάρδια για εσάς ${facts}.`,
    smsMany: (count: number, facts: string) => `${count} νέες βάρδιες για εσάς, πρώτη ${facts}.`,
    text: 'Ανοίξτε το CareShift για να τη δείτε και να την αναλάβετε πριν από άλλον:',
    textMany: 'Ανοίξτε την Εύρεση βάρδιας στο CareShift για να τις δείτε:',
  },
} as const;

/**
 * The one notice a partner gets for a post (issue 36 item 3): the shift, or for several the count and
 * the first of them (one summary per post, never a message per shift). `link` is the app's address of
 * the shift (one) or of Find a shift (several).
 */
export function newShiftTexts(
  shifts: readonly NewShiftFactsOfNotice[],
  lang: NoticeLanguage,
  link: string | undefined,
): NewShiftTexts {
  const words = WORDS[lang];
  const first = shifts[0] as NewShiftFactsOfNotice;
  const position = positionOf(first, lang);
  const many = shifts.length > 1;
  const title = many ? words.many(shifts.length, position) : words.one(position);
  const line = `${shortWhen(first)}, ${first.clientName}`;
  const body = many ? `${words.first}: ${line}` : line;
  const smsText = sms(lang, { shift: first, link }, (facts) =>
    many ? words.smsMany(shifts.length, facts) : words.smsOne(facts),
  );
  const listed = shifts
    .slice(0, 10)
    .map((shift) => `#${shift.refNumber} ${positionOf(shift, lang)}, ${shift.clientName}, ${when(shift)}`);
  const text = [...listed, '', many ? words.textMany : words.text, link ?? ''].join('\n').trim();
  return { title, body, sms: smsText, subject: `CareShift: ${title}`, text };
}
