import type { NoticeLanguage, NoticeText } from './notification-texts';
import { fitSms } from './sms-length';

/**
 * The welcome a new account gets (issue 32 item 12): an e-mail to a new organisation owner or user,
 * an SMS to a new partner. The password of an e-mail account is set by whoever created it and is
 * never written in a message; the sign-in page's "Forgot password?" sets a new one.
 */

/** The partner's phone sign-in page. */
export function partnerSignInLink(appUrl: string | undefined): string | undefined {
  return appUrl ? `${appUrl.replace(/\/$/, '')}/login?type=employee` : undefined;
}

export interface WelcomeEmailFacts {
  firstName: string;
  organisation: string;
  email: string;
  owner: boolean;
  /** The e-mail sign-in page. */
  link?: string;
}

const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join('\n\n');

export function welcomeEmailText(lang: NoticeLanguage, facts: WelcomeEmailFacts): NoticeText {
  const { firstName, organisation, email, owner, link } = facts;
  if (lang === 'el')
    return {
      subject: `Καλώς ήρθατε στο CareShift — ${organisation}`,
      text: lines(
        `Γεια σας ${firstName},`,
        owner
          ? `Δημιουργήθηκε ο λογαριασμός του οργανισμού «${organisation}» στο CareShift και εσείς είστε ο κάτοχός του. Από εδώ δημοσιεύετε βάρδιες, παρακολουθείτε ποιος τις αναλαμβάνει και πληρώνετε τα τιμολόγια.`
          : `Σας προστέθηκε λογαριασμός χρήστη για τον οργανισμό «${organisation}» στο CareShift.`,
        `Συνδέεστε${link ? ` στη διεύθυνση ${link}` : ''} με αυτό το e-mail (${email}) και τον κωδικό πρόσβασης που σας έδωσε όποιος δημιούργησε τον λογαριασμό. Αν δεν τον έχετε, πατήστε «Ξεχάσατε τον κωδικό πρόσβασης;» στη σελίδα σύνδεσης για να ορίσετε νέο.`,
        'Αν δεν περιμένατε αυτό το μήνυμα, απαντήστε μας ή ενημερώστε τον κάτοχο του λογαριασμού.',
      ),
    };
  return {
    subject: `Welcome to CareShift — ${organisation}`,
    text: lines(
      `Hello ${firstName},`,
      owner
        ? `The CareShift account of ${organisation} is ready and you are its owner. From it you post shifts, follow who claims them and pay the invoices.`
        : `A user account for ${organisation} was created for you on CareShift.`,
      `Sign in${link ? ` at ${link}` : ''} with this e-mail (${email}) and the password given to you by whoever created the account. If you do not have it, press "Forgot password?" on the sign-in page to set a new one.`,
      'If you did not expect this e-mail, reply to it or tell the account owner.',
    ),
  };
}

/** The partner's welcome SMS: within the notice limit (2 segments), the link only when it fits. */
export function partnerWelcomeSms(lang: NoticeLanguage, firstName: string, link?: string): string {
  const base =
    lang === 'el'
      ? `CareShift: καλώς ήρθατε, ${firstName}! Συνδέεστε με αυτόν τον αριθμό τηλεφώνου.`
      : `CareShift: welcome, ${firstName}! Sign in with this phone number.`;
  const extras = [
    ...(link ? [{ text: ` ${link}` }] : []),
    {
      text:
        lang === 'el'
          ? ' Θα αναλαμβάνετε βάρδιες μόλις επαληθευτεί ο λογαριασμός σας.'
          : ' You can claim shifts once your account is verified.',
    },
  ];
  return fitSms(base, extras);
}
