import { formatNicosiaDateTime } from '@careshift/domain';

import { sms } from '../notifications/notice-sms';
import { LABELS } from '../notifications/notice-wording';
import { positionLabel, when } from '../notifications/notification-texts';
import type { NoticeLanguage, NoticeText, ShiftFacts } from '../notifications/notification-texts';

/**
 * What a partner is told about an invitation: it is invited, the shift went to someone else, or the
 * organisation (or an administrator) withdrew the invitation.
 */
export type InvitationNoticeKind = 'invited' | 'taken' | 'withdrawn';

interface Wording {
  subject: (ref: number) => string;
  /** The e-mail's opening line. */
  opening: (ref: number, expires: string) => string;
  /** The SMS's opening, with as many of the shift's facts as fit. */
  sms: (facts: string) => string;
}

const WORDING: Record<InvitationNoticeKind, Record<NoticeLanguage, Wording>> = {
  invited: {
    en: {
      subject: (ref) => `You are invited to shift #${ref}`,
      opening: (ref, expires) =>
        `You are invited to claim shift #${ref}. The first partner to accept gets it; the invitation expires ${expires}.`,
      sms: (facts) => `you are invited to shift ${facts}. First to accept gets it:`,
    },
    el: {
      subject: (ref) => `Πρόσκληση για τη βάρδια #${ref}`,
      opening: (ref, expires) =>
        `Σας προσκαλούμε να αναλάβετε τη βάρδια #${ref}. Την παίρνει ο πρώτος συνεργάτης που θα αποδεχτεί· η πρόσκληση λήγει ${expires}.`,
      sms: (facts) => `πρόσκληση για τη βάρδια ${facts}. Αποδοχή:`,
    },
  },
  taken: {
    en: {
      subject: (ref) => `Shift #${ref} has been taken`,
      opening: (ref) =>
        `Shift #${ref}, to which you were invited, has been taken by another partner. Your invitation is closed; thank you.`,
      sms: (facts) => `shift ${facts}, to which you were invited, has been taken by another partner.`,
    },
    el: {
      subject: (ref) => `Η βάρδια #${ref} καλύφθηκε`,
      opening: (ref) =>
        `Τη βάρδια #${ref}, στην οποία σας προσκαλέσαμε, την ανέλαβε άλλος συνεργάτης. Η πρόσκλησή σας έκλεισε· σας ευχαριστούμε.`,
      sms: (facts) => `τη βάρδια ${facts} την ανέλαβε άλλος συνεργάτης.`,
    },
  },
  withdrawn: {
    en: {
      subject: (ref) => `Invitation to shift #${ref} withdrawn`,
      opening: (ref) =>
        `The organisation has withdrawn your invitation to shift #${ref}: it is no longer offered to you. Nothing else changes; thank you.`,
      sms: (facts) => `your invitation to shift ${facts} was withdrawn by the organisation.`,
    },
    el: {
      subject: (ref) => `Η πρόσκληση για τη βάρδια #${ref} ανακλήθηκε`,
      opening: (ref) =>
        `Ο οργανισμός ανακάλεσε την πρόσκλησή σας για τη βάρδια #${ref}: η βάρδια δεν σας προσφέρεται πια. Τίποτε άλλο δεν αλλάζει· σας ευχαριστούμε.`,
      sms: (facts) => `ο οργανισμός ανακάλεσε την πρόσκλησή σας για τη βάρδια ${facts}.`,
    },
  },
};

const EXPIRES: Record<NoticeLanguage, (at: string) => string> = {
  en: (at) => `at ${at}`,
  el: (at) => `στις ${at}`,
};

/**
 * An invitation notice in the partner's language: the e-mail with every fact, and the SMS (at most 2
 * segments in Greek: the facts shortened to fit beside the short link, notice-sms.ts).
 */
export function invitationNoticeText(
  kind: InvitationNoticeKind,
  lang: NoticeLanguage,
  input: { shift: ShiftFacts; link?: string; expiresAt: string },
): NoticeText & { sms: string } {
  const wording = WORDING[kind][lang];
  const l = LABELS[lang];
  const expires = EXPIRES[lang](formatNicosiaDateTime(input.expiresAt));
  const text = [
    wording.opening(input.shift.refNumber, expires),
    '',
    `${l.position}: ${positionLabel(lang, input.shift)}`,
    `${l.client}: ${input.shift.clientName}`,
    `${l.time}: ${when(input.shift)}`,
    ...(input.link && kind === 'invited' ? ['', input.link] : []),
  ].join('\n');
  const link = kind === 'invited' ? input.link : undefined;
  return {
    subject: wording.subject(input.shift.refNumber),
    text,
    sms: sms(lang, { shift: input.shift, ...(link ? { link } : {}) }, (facts) => wording.sms(facts)),
  };
}
