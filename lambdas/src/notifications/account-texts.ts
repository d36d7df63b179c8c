import { formatNicosiaDateTime } from '@careshift/domain';

import type { NoticeLanguage, NoticeText } from './notification-texts';

/**
 * The account e-mails (issue 29): the code e-mails the user pool sends through the CustomMessage
 * trigger, and the notices to a user's current address when its sign-in e-mail, phone or password
 * changes. `code` is the pool's placeholder ({####}), which Cognito replaces with the code.
 */

/** The e-mail sign-in page (its "Forgot password?" starts a reset). */
export function signInLink(appUrl: string | undefined): string | undefined {
  return appUrl ? `${appUrl}/login?type=client` : undefined;
}

/** Where a password-reset code is typed: the sign-in page's code step, the e-mail filled in. */
export function resetCodeLink(appUrl: string | undefined, email: string): string | undefined {
  return appUrl ? `${appUrl}/login?type=client&reset=${encodeURIComponent(email)}` : undefined;
}

/** The page where a user confirms its new e-mail with the code (its own user page). */
export function emailCodeLink(
  appUrl: string | undefined,
  account: { userId: string; role: string | undefined },
): string | undefined {
  if (!appUrl) return undefined;
  if (account.role === 'SYSTEM_USER') return `${appUrl}/systemUser/${account.userId}`;
  return `${appUrl}/account/users/${account.userId}/edit`;
}

const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

/** A code e-mail in one language: what the code is for and for how long, the steps, the closing line. */
interface CodeEmail {
  subject: string;
  validity: string;
  /** The steps with the page's link, when the app's address is known. */
  steps: (link: string) => string;
  withoutLink: string;
  closing: string;
}

const CODE_IS: Record<NoticeLanguage, string> = {
  el: 'Ο κωδικός επαλήθευσης είναι:',
  en: 'Your verification code is:',
};

/** A code e-mail in the reader's language: the code first, then the parts `texts` gives. */
function codeEmail(
  lang: NoticeLanguage,
  code: string,
  link: string | undefined,
  texts: Record<NoticeLanguage, CodeEmail>,
): NoticeText {
  const { subject, validity, steps, withoutLink, closing } = texts[lang];
  return {
    subject,
    text: lines(`${CODE_IS[lang]} ${code}`, validity, link ? steps(link) : withoutLink, closing),
  };
}

export function passwordResetCodeText(lang: NoticeLanguage, code: string, link?: string): NoticeText {
  return codeEmail(lang, code, link, {
    el: {
      subject: 'Επαναφορά κωδικού πρόσβασης CareShift',
      validity: 'Ισχύει για 1 ώρα. Για να ορίσετε νέο κωδικό πρόσβασης:',
      steps: (page) =>
        `1. Ανοίξτε τη σελίδα ${page}\n2. Πληκτρολογήστε τον κωδικό επαλήθευσης και τον νέο κωδικό πρόσβασης.\n3. Συνδεθείτε με τον νέο κωδικό πρόσβασης.`,
      withoutLink:
        'Στη σελίδα σύνδεσης επιλέξτε «Έχω κωδικό επαλήθευσης» και πληκτρολογήστε τον μαζί με τον νέο κωδικό πρόσβασης.',
      closing: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός πρόσβασής σας δεν αλλάζει.',
    },
    en: {
      subject: 'Reset your CareShift password',
      validity: 'It is valid for 1 hour. To choose a new password:',
      steps: (page) =>
        `1. Open ${page}\n2. Enter the verification code and your new password.\n3. Sign in with the new password.`,
      withoutLink: 'On the sign-in page choose "I have a code" and enter it with your new password.',
      closing: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
  });
}

export function emailChangeCodeText(lang: NoticeLanguage, code: string, link?: string): NoticeText {
  return codeEmail(lang, code, link, {
    el: {
      subject: 'Επιβεβαιώστε το νέο σας e-mail στο CareShift',
      validity:
        'Ισχύει για 24 ώρες. Το e-mail σύνδεσής σας αλλάζει σε αυτή τη διεύθυνση μόλις πληκτρολογήσετε τον κωδικό επαλήθευσης:',
      steps: (page) =>
        `1. Ανοίξτε τη σελίδα ${page} (συνδεθείτε με το τρέχον e-mail σας).\n2. Πληκτρολογήστε τον κωδικό επαλήθευσης στο «Νέο e-mail σε αναμονή» και πατήστε «Επιβεβαίωση».`,
      withoutLink:
        'Συνδεθείτε με το τρέχον e-mail σας και πληκτρολογήστε τον κωδικό επαλήθευσης στη σελίδα του λογαριασμού σας.',
      closing:
        'Μέχρι τότε συνδέεστε με το τρέχον e-mail σας. Αν δεν το περιμένατε, αγνοήστε αυτό το μήνυμα: χωρίς τον κωδικό επαλήθευσης δεν αλλάζει τίποτα.',
    },
    en: {
      subject: 'Confirm your new CareShift e-mail',
      validity:
        'It is valid for 24 hours. Your sign-in e-mail changes to this address once you enter the code:',
      steps: (page) =>
        `1. Open ${page} (sign in with your current e-mail).\n2. Enter the verification code under "New e-mail awaiting confirmation" and press "Confirm".`,
      withoutLink: 'Sign in with your current e-mail and enter the code on your account page.',
      closing:
        'Until then you sign in with your current e-mail. If you did not expect this, ignore this e-mail: nothing changes without the code.',
    },
  });
}

/** What a user's current address is told of a change to its sign-in. */
export type AccountChangeKind = 'emailChangeRequested' | 'emailChanged' | 'phoneChanged' | 'passwordChanged';

export interface AccountChangeFacts {
  /** The new e-mail (masked is enough) or phone number; absent for a password. */
  value?: string;
  at: string;
  /** Where to reset the password. */
  link?: string;
}

const TEXTS: Record<AccountChangeKind, Record<NoticeLanguage, (facts: AccountChangeFacts) => NoticeText>> = {
  emailChangeRequested: {
    en: ({ value, at }) => ({
      subject: 'A change of your CareShift e-mail was requested',
      text: `On ${at} a change of your CareShift sign-in e-mail to ${value} was requested. It takes effect only when confirmed with the verification code sent to that address; until then you sign in with this address. If you did not expect this, tell your administrator or the account owner.`,
    }),
    el: ({ value, at }) => ({
      subject: 'Ζητήθηκε αλλαγή του e-mail σας στο CareShift',
      text: `Στις ${at} ζητήθηκε αλλαγή του e-mail σύνδεσής σας στο CareShift σε ${value}. Η αλλαγή ισχύει μόνο όταν επιβεβαιωθεί με τον κωδικό επαλήθευσης που στάλθηκε σε εκείνη τη διεύθυνση· μέχρι τότε συνδέεστε με αυτή τη διεύθυνση. Αν δεν το περιμένατε, ενημερώστε τον διαχειριστή ή τον κάτοχο του λογαριασμού.`,
    }),
  },
  emailChanged: {
    en: ({ value, at }) => ({
      subject: 'Your CareShift e-mail was changed',
      text: `On ${at} your CareShift sign-in e-mail was changed to ${value}. This address no longer signs in or receives CareShift mail. If you did not do this, contact your administrator at once.`,
    }),
    el: ({ value, at }) => ({
      subject: 'Το e-mail σας στο CareShift άλλαξε',
      text: `Στις ${at} το e-mail σύνδεσής σας στο CareShift άλλαξε σε ${value}. Αυτή η διεύθυνση δεν χρησιμοποιείται πλέον για σύνδεση ούτε λαμβάνει μηνύματα CareShift. Αν δεν το κάνατε εσείς, επικοινωνήστε αμέσως με τον διαχειριστή.`,
    }),
  },
  phoneChanged: {
    en: ({ value, at }) => ({
      subject: 'Your CareShift phone number was changed',
      text: `On ${at} the contact phone of your CareShift account was changed to ${value || '(none)'}. If you did not expect this, tell your administrator or the account owner.`,
    }),
    el: ({ value, at }) => ({
      subject: 'Το τηλέφωνό σας στο CareShift άλλαξε',
      text: `Στις ${at} το τηλέφωνο επικοινωνίας του λογαριασμού σας στο CareShift άλλαξε σε ${value || '(κανένα)'}. Αν δεν το περιμένατε, ενημερώστε τον διαχειριστή ή τον κάτοχο του λογαριασμού.`,
    }),
  },
  passwordChanged: {
    en: ({ at, link }) => ({
      subject: 'Your CareShift password was changed',
      text: lines(
        `On ${at} the password of your CareShift sign-in was changed with a reset code.`,
        `If it was you, there is nothing more to do. If not, reset your password at once${link ? ` (${link})` : ''} and tell your administrator.`,
      ),
    }),
    el: ({ at, link }) => ({
      subject: 'Ο κωδικός πρόσβασής σας στο CareShift άλλαξε',
      text: lines(
        `Στις ${at} ο κωδικός πρόσβασης του λογαριασμού σας στο CareShift άλλαξε με κωδικό επαλήθευσης.`,
        `Αν ήσασταν εσείς, δεν χρειάζεται τίποτε άλλο. Αν όχι, επαναφέρετε αμέσως τον κωδικό πρόσβασής σας${link ? ` (${link})` : ''} και ενημερώστε τον διαχειριστή.`,
      ),
    }),
  },
};

export function accountChangeText(
  kind: AccountChangeKind,
  lang: NoticeLanguage,
  facts: { value?: string; at: Date | string; link?: string },
): NoticeText {
  return TEXTS[kind][lang]({ ...facts, at: formatNicosiaDateTime(new Date(facts.at).toISOString()) });
}
