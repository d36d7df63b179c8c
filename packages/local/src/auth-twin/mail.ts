/** An e-mail the user pool sends (password-reset code, invitation). */
export interface AuthTwinEmail {
  to: string;
  subject: string;
  text: string;
}

/** Where the twin's e-mails land: the local outbox in the stack, a capture in tests. */
export interface AuthTwinOutbox {
  sendEmail(email: AuthTwinEmail): void | Promise<void>;
}

/** Without an outbox, e-mails are printed so a developer can still read the code. */
export function printingOutbox(print: (line: string) => void = console.log): AuthTwinOutbox {
  return {
    sendEmail({ to, subject, text }) {
      print(`[auth twin] e-mail to ${to}: ${subject}\n${text}`);
    },
  };
}

type Language = 'en' | 'el';

const languageOf = (attributes: Map<string, string>): Language =>
  attributes.get('locale')?.toLowerCase().startsWith('el') ? 'el' : 'en';

/** The password-reset e-mail (ForgotPassword, AdminResetUserPassword). */
export function passwordResetEmail(to: string, attributes: Map<string, string>, code: string): AuthTwinEmail {
  return languageOf(attributes) === 'el'
    ? {
        to,
        subject: 'Επαναφορά κωδικού πρόσβασης CareShift',
        text: `Ο κωδικός επαλήθευσης για την επαναφορά του κωδικού πρόσβασής σας είναι ${code}. Λήγει σε 1 ώρα.`,
      }
    : {
        to,
        subject: 'Reset your CareShift password',
        text: `Your password reset code is ${code}. It expires in 1 hour.`,
      };
}

/** The invitation AdminCreateUser sends unless MessageAction is SUPPRESS. */
export function invitationEmail(
  to: string,
  attributes: Map<string, string>,
  temporaryPassword: string,
): AuthTwinEmail {
  return languageOf(attributes) === 'el'
    ? {
        to,
        subject: 'Ο λογαριασμός σας CareShift',
        text: `Το όνομα χρήστη σας είναι ${to} και ο προσωρινός κωδικός πρόσβασης ${temporaryPassword}.`,
      }
    : {
        to,
        subject: 'Your CareShift account',
        text: `Your username is ${to} and your temporary password is ${temporaryPassword}.`,
      };
}
