import { formatNicosiaDate, formatNicosiaTime } from '@careshift/domain';
import type { NoticeTopic } from '@careshift/domain';

import type { NoticeKind, NoticeLanguage, NoticeParams, ShiftFacts } from './notification-texts';
import type { PushPayload } from './push-sender';

/** The push titles of the partner's notices (the line below names the shift). */
const TITLES: Record<NoticeLanguage, Partial<Record<NoticeKind, (ref: number) => string>>> = {
  en: {
    assigned: (ref) => `You were assigned shift #${ref}`,
    cancelledForPartner: (ref) => `Shift #${ref} was cancelled`,
    claimCancelledForPartner: (ref) => `You are no longer on shift #${ref}`,
    noShowForPartner: (ref) => `Shift #${ref}: marked as no-show`,
    reminder: (ref) => `Tomorrow: shift #${ref}`,
  },
  el: {
    assigned: (ref) => `Σας ανατέθηκε η βάρδια #${ref}`,
    cancelledForPartner: (ref) => `Η βάρδια #${ref} ακυρώθηκε`,
    claimCancelledForPartner: (ref) => `Δεν είστε πλέον στη βάρδια #${ref}`,
    noShowForPartner: (ref) => `Βάρδια #${ref}: σημειώθηκε μη προσέλευση`,
    reminder: (ref) => `Αύριο: βάρδια #${ref}`,
  },
};

const positionOf = (shift: ShiftFacts, lang: NoticeLanguage) =>
  lang === 'el' && shift.positionNameEl ? shift.positionNameEl : shift.positionName;

/** The shift's id, when the notice's shift carries it (shift changes and reminders do). */
const shiftIdOf = (shift: ShiftFacts) =>
  'shiftId' in shift && typeof shift.shiftId === 'string' ? shift.shiftId : undefined;

/**
 * A partner's notice about one of its shifts as a push (issue 36): what happened, then the position,
 * day, hours and organisation; it opens the shift. The tag makes a later notice of the same shift
 * replace the earlier one on the phone.
 */
export function partnerPushPayload(
  kind: NoticeKind,
  params: NoticeParams,
  lang: NoticeLanguage,
): PushPayload {
  const { shift } = params;
  const title = TITLES[lang][kind]?.(shift.refNumber) ?? `CareShift #${shift.refNumber}`;
  const day = formatNicosiaDate(shift.startDate).slice(0, 5);
  const body = `${positionOf(shift, lang)}, ${day} ${formatNicosiaTime(shift.startDate)}–${formatNicosiaTime(shift.endDate)}, ${shift.clientName}`;
  const shiftId = shiftIdOf(shift);
  return {
    title,
    body,
    url: shiftId ? `/requests/${shiftId}` : '/my-requests',
    tag: `shift-${shiftId ?? shift.refNumber}`,
    lang,
  };
}

/** The partner's topic (its choice of channels, issue 36) a shift notice kind belongs to. */
export function topicOf(kind: NoticeKind): NoticeTopic {
  return kind === 'reminder' ? 'reminders' : 'shiftChanges';
}
