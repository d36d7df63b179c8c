import { accountNoticeIntentId } from '@careshift/db';
import type { NotificationIntent } from '@careshift/db';

import { logger } from '../http/logger';
import { signInLink } from '../notifications/account-texts';
import { messageIntent } from '../notifications/message-notice';
import { noticeLanguage } from '../notifications/notification-texts';
import { partnerSignInLink, partnerWelcomeSms, welcomeEmailText } from '../notifications/welcome-texts';

/** What a welcome needs: the app's address for the sign-in link. */
export interface WelcomeDeps {
  appUrl: () => Promise<string | undefined>;
}

/** The app's address, or none (the welcome then goes without the link, as before). */
async function appAddress(deps: WelcomeDeps): Promise<string | undefined> {
  try {
    return await deps.appUrl();
  } catch (error) {
    logger.error('The app address for a welcome could not be read', { error: error as Error });
    return undefined;
  }
}

/**
 * The welcome e-mail of a new organisation owner or user, in its language (issue 32 item 12), as the
 * outbox intent the account's records commit with; the outbox sender delivers it.
 */
export async function clientUserWelcome(
  deps: WelcomeDeps,
  user: { userId: string; email: string; firstName: string; lang: string; owner?: boolean },
  organisation: string,
  at: string,
): Promise<NotificationIntent> {
  const link = signInLink(await appAddress(deps));
  const { subject, text } = welcomeEmailText(noticeLanguage(user.lang), {
    ...user,
    owner: user.owner === true,
    organisation,
    link,
  });
  return messageIntent(
    accountNoticeIntentId(user.userId, 'welcome'),
    [{ channel: 'email', to: user.email, subject, text }],
    at,
  );
}

/** The welcome SMS of a new partner, in its language, as the intent its records commit with. */
export async function partnerWelcome(
  deps: WelcomeDeps,
  partner: { partnerId: string; phoneNumber: string; firstName: string; lang: string },
  at: string,
): Promise<NotificationIntent> {
  const link = partnerSignInLink(await appAddress(deps));
  const text = partnerWelcomeSms(noticeLanguage(partner.lang), partner.firstName, link);
  return messageIntent(
    accountNoticeIntentId(partner.partnerId, 'welcome'),
    [{ channel: 'sms', to: partner.phoneNumber, text }],
    at,
  );
}
