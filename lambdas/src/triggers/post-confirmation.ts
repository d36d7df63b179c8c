import type { PostConfirmationTriggerEvent } from 'aws-lambda';

import { logger } from '../http/logger';
import { accountChangeText, signInLink } from '../notifications/account-texts';
import { createAppUrlResolver } from '../notifications/app-url';
import { createAwsEmailSender } from '../notifications/aws-email-sender';
import type { MessageSender } from '../notifications/message-sender';
import { noticeLanguage } from '../notifications/notification-texts';

export interface PostConfirmationDeps {
  sender: Pick<MessageSender, 'sendEmail'>;
  appUrl: () => Promise<string | undefined>;
  now: () => Date;
}

/**
 * Post confirmation: after a password reset with the e-mailed code
 * (PostConfirmation_ConfirmForgotPassword) the user's address is told that the password changed, in
 * its language, so a reset nobody asked for is noticed. A notice that cannot leave is logged: the
 * password has already changed and the reset must not fail for it.
 */
export function createPostConfirmationHandler(deps: () => PostConfirmationDeps) {
  return async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
    const email = event.request.userAttributes.email;
    if (event.triggerSource !== 'PostConfirmation_ConfirmForgotPassword' || !email) return event;
    try {
      const { sender, appUrl, now } = deps();
      const lang = noticeLanguage(event.request.userAttributes.locale);
      const link = signInLink(await appUrl());
      const { subject, text } = accountChangeText('passwordChanged', lang, { at: now(), link });
      await sender.sendEmail({ to: email, subject, text });
    } catch (error) {
      logger.error('The password change notice could not be sent', { error: error as Error });
    }
    return event;
  };
}

let deps: PostConfirmationDeps | undefined;

export const handler = createPostConfirmationHandler(() => {
  deps ??= { sender: createAwsEmailSender(), appUrl: createAppUrlResolver(), now: () => new Date() };
  return deps;
});
