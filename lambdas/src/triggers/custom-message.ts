import type { CustomMessageTriggerEvent } from 'aws-lambda';

import { ROLE_ATTRIBUTE } from '../auth/token-claims';
import {
  emailChangeCodeText,
  emailCodeLink,
  passwordResetCodeText,
  resetCodeLink,
} from '../notifications/account-texts';
import { createAppUrlResolver } from '../notifications/app-url';
import { noticeLanguage } from '../notifications/notification-texts';

/**
 * Custom message: the product's own words, in the user's language (`locale`), for the code e-mails
 * the user pool sends: the password-reset code (with the link to the sign-in page's code step, the
 * e-mail filled in) and the code that confirms a new e-mail (with the link to the user's page).
 * Other messages are left to the pool's defaults. Cognito replaces `codeParameter` with the code.
 */
export function createCustomMessageHandler(appUrl: () => Promise<string | undefined>) {
  return async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
    const { userAttributes, codeParameter } = event.request;
    const lang = noticeLanguage(userAttributes.locale);
    const account = { userId: userAttributes.sub ?? event.userName, role: userAttributes[ROLE_ATTRIBUTE] };
    let message;
    switch (event.triggerSource) {
      case 'CustomMessage_ForgotPassword':
        message = passwordResetCodeText(
          lang,
          codeParameter,
          resetCodeLink(await appUrl(), userAttributes.email ?? ''),
        );
        break;
      case 'CustomMessage_UpdateUserAttribute':
      case 'CustomMessage_VerifyUserAttribute':
        message = emailChangeCodeText(lang, codeParameter, emailCodeLink(await appUrl(), account));
        break;
      default:
        return event;
    }
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.text;
    return event;
  };
}

let appUrl: (() => Promise<string | undefined>) | undefined;

export const handler = (event: CustomMessageTriggerEvent) => {
  appUrl ??= createAppUrlResolver();
  return createCustomMessageHandler(appUrl)(event);
};
