import { formatNicosiaDate, formatNicosiaTime } from '@careshift/domain';

import { LABELS } from './notice-wording';
import type { NoticeLanguage, NoticeParams, ShiftFacts } from './notification-texts';
import { clip, fitSms, MAX_NOTICE_SEGMENTS, smsSegments } from './sms-length';

export const sameDay = (shift: ShiftFacts) =>
  formatNicosiaDate(shift.startDate) === formatNicosiaDate(shift.endDate);

/** The longest organisation name an SMS carries before "…", and shorter ones tried when the SMS is too long. */
const SMS_NAME_LENGTHS = [30, 22, 14];

/** The SMS form, without the year and in the GSM alphabet: "13/03 19:00-14/03 07:00". */
const smsWhen = (shift: ShiftFacts) => {
  const day = (instant: string) => formatNicosiaDate(instant).slice(0, 5);
  const end = sameDay(shift) ? '' : `${day(shift.endDate)} `;
  return `${day(shift.startDate)} ${formatNicosiaTime(shift.startDate)}-${end}${formatNicosiaTime(shift.endDate)}`;
};

/**
 * The facts an SMS names, from the most to the least: number, time and organisation (cut to 30, 22 or
 * 14 characters), then without the organisation, with the start only, the number alone.
 */
const smsFacts = (shift: ShiftFacts): string[] => {
  const ref = `#${shift.refNumber}`;
  const time = smsWhen(shift);
  return [
    ...SMS_NAME_LENGTHS.map((max) => `${ref}, ${time}, ${clip(shift.clientName, max)}`),
    `${ref}, ${time}`,
    `${ref}, ${time.slice(0, 'dd/mm hh:mm'.length)}`,
    ref,
  ];
};

/**
 * The SMS: the opening with as many of the shift's facts as fit beside the link (a short link,
 * `/s/{ref}`: a Greek SMS has 134 characters in 2 segments) and the shortest reason (label and 12
 * characters: why a shift was cancelled matters more than its time, which the link shows), then the
 * reason as far as it fits. `opening(facts, brief)` may say less when brief
 * (a penalty without "on your next invoice"); the e-mail carries everything.
 */
export function sms(
  lang: NoticeLanguage,
  p: NoticeParams,
  opening: (facts: string, brief: boolean) => string,
): string {
  const link = p.link ? ` ${p.link}` : '';
  const reason = p.reason ? ` ${LABELS[lang].reason}: ${p.reason}` : '';
  const reserved = link + (reason ? clip(reason, `${LABELS[lang].reason}: `.length + 13) : '');
  const texts = smsFacts(p.shift).flatMap((facts) =>
    [false, true].map((brief) => `CareShift: ${opening(facts, brief)}`.replace(/(…|\.\.\.)\./u, '$1')),
  );
  const fits = (suffix: string) => (text: string) => smsSegments(text + suffix) <= MAX_NOTICE_SEGMENTS;
  const base =
    texts.find(fits(reserved)) ?? texts.find(fits(link)) ?? texts.find(fits('')) ?? texts.at(-1) ?? '';
  return fitSms(base, [...(link ? [{ text: link }] : []), ...(reason ? [{ text: reason, clipTo: 12 }] : [])]);
}
