import type { TwinContext } from './context';
import { CognitoError } from './errors';
import { CODE_PARAMETER, customMessageEvent } from './trigger-events';
import type { CodeMessageSource } from './trigger-events';
import { invokeTrigger } from './trigger-runner';
import type { TwinUser } from './user-store';

/** An e-mail the user pool sends (password-reset code, attribute verification code, invitation). */
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

export { CODE_PARAMETER } from './trigger-events';
export type { CodeMessageSource } from './trigger-events';

/** Cognito's own texts, used when the trigger leaves the message to the pool (as Cognito does). */
const DEFAULT_CODE_MESSAGE = {
  subject: 'Your verification code',
  text: `Your verification code is ${CODE_PARAMETER}.`,
};

/**
 * Sends a code by e-mail as Cognito does: the pool's CustomMessage trigger writes subject and body
 * (with `{####}` where the code goes), the pool puts the code in and sends it. A trigger that
 * answers a body without the code placeholder is refused as Cognito refuses it.
 */
export async function sendCodeEmail(
  ctx: TwinContext,
  user: TwinUser,
  input: {
    triggerSource: CodeMessageSource;
    to: string;
    code: string;
    clientMetadata?: Record<string, string>;
  },
): Promise<void> {
  const event = customMessageEvent(ctx, user, input.triggerSource, input.clientMetadata);
  const { response } = await invokeTrigger('CustomMessage', ctx.triggers.customMessage, event, ctx.log);
  const body = response.emailMessage ?? DEFAULT_CODE_MESSAGE.text;
  if (!body.includes(CODE_PARAMETER)) {
    throw new CognitoError(
      'InvalidLambdaResponseException',
      'Invalid lambda response: emailMessage must contain the code parameter.',
    );
  }
  await ctx.outbox.sendEmail({
    to: input.to,
    subject: response.emailSubject ?? DEFAULT_CODE_MESSAGE.subject,
    text: body.split(CODE_PARAMETER).join(input.code),
  });
}

type Language = 'en' | 'el';

const languageOf = (attributes: Map<string, string>): Language =>
  attributes.get('locale')?.toLowerCase().startsWith('el') ? 'el' : 'en';

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
